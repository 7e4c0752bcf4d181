// The API's shapes of what the services return: the user, and the account's export.
import type { z } from 'zod'
import type { accountExportSchema } from '../../shared/schemas/account'
import type { User } from '../../shared/schemas/auth'
import type { SessionUser } from '../auth/sessions'
import type { AppContext } from '../context'
import type { AccountData } from '../services/account'
import { adminConfirmationPending } from '../services/auth'
import { toApiTest } from '../services/results'
import { describeUser } from '../services/schools'

type AccountExport = z.input<typeof accountExportSchema>

export function toApiUser(user: SessionUser): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    role: user.role,
    ...(user.username ? { username: user.username } : {}),
    ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
    ...(user.board ? { board: user.board } : {}),
    ...timeFactorOf(user.timeFactorPercent),
    ...(user.locale ? { locale: user.locale } : {}),
  }
}

/** Extra time a counsellor gave, as the API says it (absent for the standard time). */
function timeFactorOf(percent: number): Pick<User, 'timeFactor'> {
  const factor = percent / 100
  return factor === 1.25 || factor === 1.5 || factor === 2 ? { timeFactor: factor } : {}
}

/**
 * The user as the API shows it: saying when an ADMIN_EMAILS account waits for its owner to open the mailed link, and
 * naming the school and class of an account that has them.
 */
export async function apiUserOf(ctx: Pick<AppContext, 'db' | 'config'>, user: SessionUser): Promise<User> {
  const base = adminConfirmationPending(user, ctx.config.ADMIN_EMAILS) ? { ...toApiUser(user), adminConfirmationPending: true as const } : toApiUser(user)
  return describeUser(ctx.db, user, base)
}

/** GET /api/account/export's document (and a counsellor's export for a student): `currentIdHash` marks the caller's session. */
export function toAccountExport(data: AccountData, user: User, currentIdHash: string | null): AccountExport {
  return {
    exportedAt: data.exportedAt.toISOString(),
    user,
    tests: data.tests.map((t) => ({ ...toApiTest(t), result: t.result })),
    attempts: data.attempts.map((a) => ({
      id: a.id,
      grade: a.grade,
      studentName: a.studentName,
      answers: a.answers,
      startedAt: a.startedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
    })),
    counsellingRequests: data.counselling.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    purchases: data.purchases,
    reportShareLinks: data.shares.map((s) => ({ testId: s.testId, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
    sessions: data.sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      current: s.idHash === currentIdHash,
    })),
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids in paths are uuids; anything else matches nothing (404), never a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
