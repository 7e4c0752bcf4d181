// What `npm run admin -- grant <email> | revoke <email>` does once the database is open: the script
// (scripts/admin.ts) opens the configured database and prints what this returns; the tests call it directly.
import type { Db } from '../db/client'
import { findUserByEmail } from '../db/users-repository'
import { AppError } from '../errors'
import { grantAdmin, revokeAdmin } from './admin-rights'

export const ADMIN_COMMAND_USAGE = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>'

export interface AdminCommandOutcome {
  /** The process's exit code: 0 done (or nothing to do), 1 refused, 2 a usage mistake. */
  code: 0 | 1 | 2
  stdout?: string
  stderr?: string
}

export type AdminCommand = { command: 'grant' | 'revoke'; email: string }

/** The command the arguments name, or the usage text when they name none. */
export function parseAdminCommand(args: readonly string[]): AdminCommand | AdminCommandOutcome {
  const [command, email] = args
  if ((command !== 'grant' && command !== 'revoke') || !email) return { code: 2, stderr: ADMIN_COMMAND_USAGE }
  return { command, email }
}

export async function runAdminCommand(db: Db, { command, email }: AdminCommand, at: Date): Promise<AdminCommandOutcome> {
  const user = await findUserByEmail(db, email)
  if (!user) return { code: 1, stderr: `No account uses ${email}. The person must register first.` }
  if (command === 'grant') {
    await grantAdmin(db, user.id, { kind: 'cli' }, at)
    return { code: 0, stdout: `${user.email} is now an admin.` }
  }
  if (!user.isAdmin) return { code: 0, stdout: `${user.email} is not an admin; nothing changed.` }
  try {
    await revokeAdmin(db, user.id, { kind: 'cli' }, at)
    return { code: 0, stdout: `${user.email} is no longer an admin.` }
  } catch (err) {
    // The last admin: the service refuses with a message meant for the person at the keyboard.
    if (!(err instanceof AppError)) throw err
    return { code: 1, stderr: err.message }
  }
}
