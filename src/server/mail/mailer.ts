// Sends e-mail over SMTP_URL, or, with none set, writes each message to DATA_DIR/outbox as an .eml file.
// Sending never blocks or breaks the answer to the request that caused it: failures are logged.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

export interface Message {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Queues a message; resolves when it was sent or its failure logged. */
  send(message: Message): Promise<void>
  /** Calls fn whenever a message could not be sent (for metrics). */
  onFailure(fn: () => void): void
  /** Waits for messages still being sent, then closes the connection pool. */
  close(): Promise<void>
  readonly mode: 'smtp' | 'outbox'
}

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options
  const outbox = path.resolve(options.dataDir, 'outbox')
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from })
  const pending = new Set<Promise<void>>()
  const failureListeners: (() => void)[] = []

  async function deliver(message: Message) {
    try {
      const info = await transport.sendMail({ from, ...message })
      if (smtpUrl) {
        // The recipient is not logged: an address is personal data, and the log is read by operators.
        logger.info({ subject: message.subject, messageId: info.messageId }, 'mail sent')
        return
      }
      await mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
      await writeFile(file, (info as unknown as { message: Buffer }).message)
      logger.info({ subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)')
    } catch (err) {
      logger.error({ err, subject: message.subject }, 'mail could not be sent')
      for (const fn of failureListeners) fn()
    }
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    onFailure(fn) {
      failureListeners.push(fn)
    },
    send(message) {
      const p = deliver(message).finally(() => pending.delete(p))
      pending.add(p)
      return p
    },
    async close() {
      await Promise.allSettled([...pending])
      transport.close()
    },
  }
}
