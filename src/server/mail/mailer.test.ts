import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailer } from './mailer'
import { passwordResetMessage } from './templates'

const dir = mkdtempSync(path.join(os.tmpdir(), 'disha-mail-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('mailer', () => {
  it('writes each message to DATA_DIR/outbox as .eml when no SMTP server is set', async () => {
    const mailer = createMailer({ from: 'Disha <no-reply@disha.local>', dataDir: dir, logger: pino({ level: 'silent' }) })
    expect(mailer.mode).toBe('outbox')
    await mailer.send(passwordResetMessage('kid@example.com', 'Asha', 'http://localhost:3000/reset-password?token=abc'))
    await mailer.close()
    const files = readdirSync(path.join(dir, 'outbox'))
    expect(files).toHaveLength(1)
    const eml = readFileSync(path.join(dir, 'outbox', files[0] as string), 'utf8')
    expect(eml).toMatch(/^To: kid@example.com$/m)
    expect(eml).toMatch(/Subject: Reset your Disha password/)
    const parsed = await simpleParser(eml)
    expect(parsed.text).toContain('http://localhost:3000/reset-password?token=abc')
  })

  it('logs, and does not throw, when the SMTP server cannot be reached', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(line) })
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.z', dataDir: dir, logger })
    await expect(mailer.send(passwordResetMessage('kid@example.com', 'Asha', 'http://x/reset'))).resolves.toBeUndefined()
    await mailer.close()
    expect(lines.join('')).toMatch(/mail could not be sent/)
  })
})
