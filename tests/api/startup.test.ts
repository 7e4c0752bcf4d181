// Defect 12: a raw stack trace at start when PostgreSQL is unreachable. The operator reads what is wrong and how
// to fix it, in one paragraph.
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)

describe('starting without a reachable PostgreSQL', () => {
  it('exits 1 with one paragraph that says what is wrong and how to fix it, and no stack trace', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE_URL: 'postgres://disha:secret-pw@127.0.0.1:1/disha', PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    )
    expect(result.code).toBe(1)
    const text = result.stderr.trim()
    expect(text).toMatch(/cannot reach PostgreSQL at 127\.0\.0\.1:1/)
    expect(text).toMatch(/DATABASE_URL/)
    expect(text).not.toMatch(/\n\s+at /)
    expect(text).not.toContain('secret-pw')
    expect(text.split('\n').filter(Boolean)).toHaveLength(1)
  }, 40_000)
})

describe('starting a production deployment that forgot its payment keys', () => {
  it('exits 1 before listening, saying how to set real keys or ask for mock mode by name', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', PAYMENTS_MODE: '', PORT: '0', LOG_LEVEL: 'silent' },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Invalid configuration/)
    expect(result.stderr).toMatch(/NODE_ENV=production without Razorpay keys would grant every purchase without charging/)
    expect(result.stderr).toMatch(/PAYMENTS_MODE=mock/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  }, 40_000)
})

describe('the start line', () => {
  it('says where Disha answers and where mail goes even at LOG_LEVEL=warn, and prints no link', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'disha-start-'))
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', SMTP_URL: '' },
    })
    try {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      const deadline = Date.now() + 40_000
      while (!/Disha is ready at/.test(out) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100))
      const line = JSON.parse(out.split('\n').find((l) => l.includes('Disha is ready at')) as string) as { msg: string; url: string }
      expect(line.msg).toMatch(/^Disha is ready at http:\/\/localhost:\d+; mail is written to .*outbox \(no SMTP_URL\)$/)
      expect(line.msg).toContain(path.join(dataDir, 'outbox'))
      expect(out).not.toMatch(/token=/)
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
