// The first admin: from the command line (`npm run admin -- grant <email>`) and from ADMIN_EMAILS at start.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { markEmailConfirmed } from '../../src/server/db/email-confirmations-repository'
import { findUserByEmail, insertUser } from '../../src/server/db/users-repository'
import { listAudit } from '../../src/server/db/audit-repository'
import { ADMIN_COMMAND_USAGE, parseAdminCommand, runAdminCommand } from '../../src/server/services/admin-command'
import { openConfiguredDatabase, startServer } from '../../src/server/start'

const run = promisify(execFile)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'disha-admin-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>) => Promise<T>) {
  const database = await openConfiguredDatabase(loadConfig(env))
  try {
    return await fn(database)
  } finally {
    await database.close()
  }
}

function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  )
}

describe('admin bootstrap on the embedded database', () => {
  it('grants admin from the command line, and explains mistakes', async () => {
    await withDatabase((d) => insertUser(d.db, { email: 'Principal@School.test', firstName: 'P', lastName: null, passwordHash: 'x', isAdmin: false }))
    // The script itself, twice: a usage mistake (before any database is opened) and a grant, its output and exit code.
    const usage = await cli('promote')
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/Usage: npm run admin -- grant <email>/)
    expect(usage.stderr).toMatch(/npm run admin -- revoke <email>/)
    const ok = await cli('grant', 'principal@school.test')
    expect(ok.code).toBe(0)
    expect(ok.stdout).toMatch(/Principal@School.test is now an admin/)
    expect(await withDatabase(async (d) => (await findUserByEmail(d.db, 'principal@school.test'))?.isAdmin)).toBe(true)
    // The rest through what the script runs once the database is open (services/admin-command.ts), on one opening.
    expect(parseAdminCommand(['revoke'])).toEqual({ code: 2, stderr: ADMIN_COMMAND_USAGE })
    await withDatabase(async (d) => {
      const command = (args: string[]) => {
        const parsed = parseAdminCommand(args)
        if ('code' in parsed) throw new Error(`not a command: ${args.join(' ')}`)
        return runAdminCommand(d.db, parsed, new Date())
      }
      const unknown = await command(['grant', 'nobody@school.test'])
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toMatch(/No account uses nobody@school.test/)
      // The only admin cannot be removed; with a second one, either can.
      const last = await command(['revoke', 'principal@school.test'])
      expect(last.code).toBe(1)
      expect(last.stderr).toMatch(/at least one admin/)
      await insertUser(d.db, { email: 'second@school.test', firstName: 'S', lastName: null, passwordHash: 'x', isAdmin: false })
      expect((await command(['grant', 'second@school.test'])).code).toBe(0)
      const revoked = await command(['revoke', 'principal@school.test'])
      expect(revoked.code).toBe(0)
      expect(revoked.stdout).toMatch(/Principal@School.test is no longer an admin/)
      expect((await findUserByEmail(d.db, 'principal@school.test'))?.isAdmin).toBe(false)
      const again = await command(['revoke', 'principal@school.test'])
      expect(again).toEqual({ code: 0, stdout: 'Principal@School.test is not an admin; nothing changed.' })
      // Each change is in the audit log as the command line's.
      expect((await listAudit(d.db, 10)).map((e) => [e.action, e.actorKind])).toEqual([
        ['admin.revoked', 'cli'],
        ['admin.granted', 'cli'],
        ['admin.granted', 'cli'],
      ])
    })
  }, 90_000)

  it('grants admin to confirmed ADMIN_EMAILS accounts at start, never to unconfirmed ones, and shuts down gracefully', async () => {
    await withDatabase(async (d) => {
      const confirmed = await insertUser(d.db, { email: 'counsellor@school.test', firstName: 'C', lastName: null, passwordHash: 'x', isAdmin: false })
      await markEmailConfirmed(d.db, confirmed!.id, new Date())
      // Registered by someone who never proved they read this mailbox.
      await insertUser(d.db, { email: 'other@school.test', firstName: 'O', lastName: null, passwordHash: 'x', isAdmin: false })
    })
    const server = await startServer(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', ADMIN_EMAILS: 'COUNSELLOR@school.test, other@school.test' }))
    const port = (server.app.server.address() as { port: number }).port
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    await server.close()
    expect(await withDatabase(async (d) => (await findUserByEmail(d.db, 'counsellor@school.test'))?.isAdmin)).toBe(true)
    expect(await withDatabase(async (d) => (await findUserByEmail(d.db, 'other@school.test'))?.isAdmin)).toBe(false)
  }, 60_000)
})
