import type { z } from 'zod'
import type { accountExportSchema } from '../../shared/schemas/account'
import type { User } from '../../shared/schemas/auth'
import type { AccountData } from '../services/account'
import { qualityNotesOf } from '../../shared/schemas/results'
import type { Test } from '../../shared/schemas/tests'
import type { SessionUser } from '../auth/sessions'
import type { TestRow } from '../db/tests-repository'
import type { StoredResult } from '../services/results'

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
    ...(user.locale ? { locale: user.locale } : {}),
  }
}

export function toApiTest(row: TestRow): Test {
  const score = row.score as Test['score']
  return {
    id: row.id,
    userId: row.userId,
    studentName: row.studentName,
    grade: row.grade,
    answers: row.answers,
    timeSpent: row.timeSpent,
    completedAt: row.completedAt.toISOString(),
    score: { ...score, analytical: score.analytical ?? 0, creative: score.creative ?? 0, leadership: score.leadership ?? 0 },
    currentStream: row.currentStream ?? null,
    board: row.board ?? null,
    ...bestFamilyOf(row.result),
    ...qualityNotesOfStored(row.result),
  }
}

/**
 * The stored result's leading family, and the family tied with it, read defensively: results stored before families
 * have none.
 */
function bestFamilyOf(result: unknown): { bestFamily?: { label: string; band: string; tiedWith?: string } } {
  const families = (result as { families?: ({ label?: unknown; band?: unknown; tiedWithPrevious?: unknown } | null)[] } | null)?.families
  const [first, second] = Array.isArray(families) ? families : []
  if (typeof first?.label !== 'string' || typeof first.band !== 'string') return {}
  const tiedWith = second?.tiedWithPrevious === true && typeof second.label === 'string' ? { tiedWith: second.label } : {}
  return { bestFamily: { label: first.label, band: first.band, ...tiedWith } }
}

/** The stored result's response-quality note, read defensively: a result without a profile has none. */
function qualityNotesOfStored(result: unknown): { qualityNotes?: string[] } {
  const stored = result as Partial<StoredResult> | null
  if (!stored?.profile?.quality) return {}
  const notes = qualityNotesOf({ lowConfidence: stored.lowConfidence === true, profile: stored.profile })
  return notes.length > 0 ? { qualityNotes: notes } : {}
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
