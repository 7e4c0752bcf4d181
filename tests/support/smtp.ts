// A real SMTP server on loopback that keeps what it receives, parsed.
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailCatcher {
  url: string
  messages: ParsedMail[]
  /** Resolves with the first message to `to` (waiting up to timeoutMs). */
  /** The first mail to `to` (whose subject matches `subject`, when given), waiting for it to arrive. */
  waitFor(to: string, timeoutMs?: number, subject?: RegExp): Promise<ParsedMail>
  close(): Promise<void>
}

/** Receives on 127.0.0.1:port (0 picks a free one); calls onMail with each message, parsed. */
export async function startMailCatcher(listenPort = 0, onMail: (mail: ParsedMail) => void = () => {}): Promise<MailCatcher> {
  const messages: ParsedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          onMail(mail)
          for (const w of waiters.splice(0)) w()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const find = (to: string, subject?: RegExp) =>
    messages.find((m) => recipients(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, timeoutMs = 5000, subject) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = find(to, subject)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function resetLinkFrom(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')
  if (!match) throw new Error('no reset link in the mail')
  return match[0]
}

export function confirmLinkFrom(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text ?? '')
  if (!match) throw new Error('no confirmation link in the mail')
  return match[0]
}

export function recipients(mail: ParsedMail): string[] {
  const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
  return list.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))
}

export function invitationLinkFrom(mail: ParsedMail): string {
  const match = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text ?? '')
  if (!match) throw new Error('no invitation link in the mail')
  return match[0]
}
