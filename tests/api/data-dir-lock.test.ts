// Defect 1: two processes on one embedded-database folder both started, and what the second acknowledged was lost.
// The folder is now locked by the process that opened it; a second opener is refused with one clear sentence.
import { execFile, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { openConfiguredDatabase } from '../../src/server/start'

const run = promisify(execFile)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'disha-lock-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }
const lockFile = path.join(dataDir, 'db.lock')

describe('the embedded database folder is opened by one process at a time', () => {
  it('refuses a second opener in this process and in another (npm run admin), then frees the folder on close', async () => {
    const first = await openConfiguredDatabase(loadConfig(env))
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
      await expect(openConfiguredDatabase(loadConfig(env))).rejects.toThrow(/already in use by another Disha process \(pid \d+\)/)
      const cli = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'grant', 'a@b.test'], { env: { ...process.env, ...env } }).then(
        () => ({ code: 0, stderr: '' }),
        (e: { code: number; stderr: string }) => e,
      )
      expect(cli.code).toBe(1)
      expect(cli.stderr).toMatch(/already in use by another Disha process/)
      expect(cli.stderr).not.toMatch(/\n\s+at /) // one sentence, no stack trace
    } finally {
      await first.close()
    }
    expect(existsSync(lockFile)).toBe(false)
    const again = await openConfiguredDatabase(loadConfig(env))
    await again.close()
  }, 90_000)

  it('takes over a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(lockFile, `${dead}\n`)
    const database = await openConfiguredDatabase(loadConfig(env))
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
    await database.close()
  }, 60_000)
})
