// Server-side sessions with a short in-process cache.
//
// Every API call needs "who is this?"; asking the database each time would cap throughput, so a resolved
// session is kept here for CACHE_TTL_MS. Revocation is exact on this instance (logout, password change and
// make-admin drop the entries at once) and bounded by CACHE_TTL_MS on other instances sharing the database.
// last_seen_at is written at most once per TOUCH_INTERVAL_MS, so idle expiry costs no write per request.
import type { Db } from '../db/client'
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from '../db/sessions-repository'
import type { UserRow } from '../db/users-repository'
import { hashToken, newToken } from './tokens'

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
export const CACHE_TTL_MS = 5_000
const TOUCH_INTERVAL_MS = 60 * 60 * 1000
const CACHE_MAX = 50_000

export type SessionUser = Omit<UserRow, 'passwordHash'>

export interface ResolvedSession {
  idHash: string
  user: SessionUser
  expiresAt: Date
}

interface CacheEntry extends ResolvedSession {
  lastSeenAt: Date
  fetchedAt: number
}

export interface SessionStore {
  create(userId: string): Promise<{ token: string; expiresAt: Date }>
  resolve(token: string): Promise<ResolvedSession | undefined>
  destroy(token: string): Promise<void>
  /** Ends all sessions of a user but the one whose hash is given. */
  revokeUser(userId: string, exceptIdHash?: string): Promise<void>
  /** Forgets cached copies of a user whose role or details changed. */
  forgetUser(userId: string): void
  sweep(): Promise<number>
}

export function createSessionStore(db: Db, now: () => number = Date.now): SessionStore {
  const cache = new Map<string, CacheEntry>()

  function dropUser(userId: string, exceptIdHash?: string) {
    for (const [key, entry] of cache) {
      if (entry.user.id === userId && key !== exceptIdHash) cache.delete(key)
    }
  }

  return {
    async create(userId) {
      const token = newToken()
      const at = new Date(now())
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS)
      await insertSession(db, { idHash: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt })
      return { token, expiresAt }
    },

    async resolve(token) {
      const idHash = hashToken(token)
      const t = now()
      const cached = cache.get(idHash)
      if (cached && t - cached.fetchedAt < CACHE_TTL_MS && cached.expiresAt.getTime() > t) {
        return cached
      }
      cache.delete(idHash)
      const row = await findLiveSession(db, idHash, new Date(t - SESSION_IDLE_MS), new Date(t))
      if (!row) return undefined
      const { passwordHash: _omit, ...user } = row.user
      let lastSeenAt = row.session.lastSeenAt
      if (t - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        lastSeenAt = new Date(t)
        await touchSession(db, idHash, lastSeenAt)
      }
      const entry: CacheEntry = { idHash, user, expiresAt: row.session.expiresAt, lastSeenAt, fetchedAt: t }
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
      cache.set(idHash, entry)
      return entry
    },

    async destroy(token) {
      const idHash = hashToken(token)
      cache.delete(idHash)
      await deleteSession(db, idHash)
    },

    async revokeUser(userId, exceptIdHash) {
      dropUser(userId, exceptIdHash)
      await deleteUserSessions(db, userId, exceptIdHash)
    },

    forgetUser(userId) {
      dropUser(userId)
    },

    async sweep() {
      const t = now()
      for (const [key, entry] of cache) if (t - entry.fetchedAt >= CACHE_TTL_MS) cache.delete(key)
      return deleteExpiredSessions(db, new Date(t - SESSION_IDLE_MS), new Date(t))
    },
  }
}
