// Server-side sessions with a short in-process cache.
//
// Every API call needs "who is this?"; asking the database each time would cap throughput, so a resolved
// session is kept here for CACHE_TTL_MS. Revocation is exact on this instance (logout, password change and
// make-admin drop the entries at once); other instances sharing the database hear of it through a NOTIFY on
// REVOCATION_CHANNEL and drop theirs, and CACHE_TTL_MS bounds the staleness should a notification be lost.
// last_seen_at is written at most once per TOUCH_INTERVAL_MS, so idle expiry costs no write per request.
// Requests that arrive together with the same uncached token share one database read. A read that was under way
// while any session ended or any user was forgotten is never cached (its row may predate the change), and such a
// change also stops later requests from joining a read that began before it.
import type { Database, Db } from '../db/client'
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
const REVOCATION_CHANNEL = 'disha_session_revocations'

/** How instances tell each other that sessions ended: the database's NOTIFY/LISTEN. */
export type RevocationBus = Pick<Database, 'notify' | 'listen'>

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
  /**
   * The same answer as resolve, but at once (not a promise) when this instance holds a fresh copy: the request hook
   * uses it so that a cached session costs two map lookups (the token's digest is remembered), and no microtask.
   */
  lookup(token: string): ResolvedSession | Promise<ResolvedSession | undefined>
  destroy(token: string): Promise<void>
  /** Ends all sessions of a user but the one whose hash is given. */
  revokeUser(userId: string, exceptIdHash?: string): Promise<void>
  /** Forgets cached copies of a user whose role or details changed. */
  forgetUser(userId: string): void
  sweep(): Promise<number>
  /** Starts listening for revocations made by other instances. */
  start(): Promise<void>
}

export function createSessionStore(db: Db, now: () => number = Date.now, bus?: RevocationBus): SessionStore {
  const cache = new Map<string, CacheEntry>()
  // The digest of a token whose session was found in the cache, so a signed-in request does not hash its token
  // again (a SHA-256 was about a tenth of what Disha adds to a cached request, docs/benchmarks.md). Only a mapping of
  // a token to its own digest: whether the session still stands is always asked of `cache`, which revocation empties.
  // It holds raw tokens, as every request briefly does; they never leave this process and are not logged.
  const hashes = new Map<string, string>()
  const inFlight = new Map<string, Promise<ResolvedSession | undefined>>()
  // Bumped by every revocation (here or heard from another instance): a read that began under an older generation
  // must not store what it found.
  let generation = 0
  function changed() {
    generation += 1
    inFlight.clear()
  }

  async function read(idHash: string, t: number): Promise<ResolvedSession | undefined> {
    const started = generation
    const row = await findLiveSession(db, idHash, new Date(t - SESSION_IDLE_MS), new Date(t))
    if (!row) return undefined
    const { passwordHash: _omit, ...user } = row.user
    let lastSeenAt = row.session.lastSeenAt
    if (t - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      lastSeenAt = new Date(t)
      await touchSession(db, idHash, lastSeenAt)
    }
    const entry: CacheEntry = { idHash, user, expiresAt: row.session.expiresAt, lastSeenAt, fetchedAt: t }
    if (started === generation) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
      cache.set(idHash, entry)
    }
    return entry
  }

  function publish(message: { idHash?: string; userId?: string }) {
    // Best effort: a lost message only means the other instances notice within CACHE_TTL_MS.
    bus?.notify(REVOCATION_CHANNEL, JSON.stringify(message)).catch(() => {})
  }

  function dropUser(userId: string, exceptIdHash?: string) {
    changed()
    for (const [key, entry] of cache) {
      if (entry.user.id === userId && key !== exceptIdHash) cache.delete(key)
    }
  }

  const store: SessionStore = {
    async create(userId) {
      const token = newToken()
      const at = new Date(now())
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS)
      await insertSession(db, { idHash: hashToken(token), userId, createdAt: at, lastSeenAt: at, expiresAt })
      return { token, expiresAt }
    },

    lookup(token) {
      const t = now()
      const known = hashes.get(token)
      const idHash = known ?? hashToken(token)
      const cached = cache.get(idHash)
      if (cached && t - cached.fetchedAt < CACHE_TTL_MS && cached.expiresAt.getTime() > t) {
        if (known === undefined) {
          if (hashes.size >= CACHE_MAX) hashes.delete(hashes.keys().next().value as string)
          hashes.set(token, idHash)
        }
        return cached
      }
      cache.delete(idHash)
      const pending = inFlight.get(idHash)
      if (pending) return pending
      const reading = read(idHash, t).finally(() => {
        if (inFlight.get(idHash) === reading) inFlight.delete(idHash)
      })
      inFlight.set(idHash, reading)
      return reading
    },

    resolve(token) {
      return Promise.resolve(store.lookup(token))
    },

    async destroy(token) {
      const idHash = hashToken(token)
      hashes.delete(token)
      cache.delete(idHash)
      changed()
      await deleteSession(db, idHash)
      // Again once the row is gone: a read that began before the DELETE committed may have found it.
      cache.delete(idHash)
      changed()
      publish({ idHash })
    },

    async revokeUser(userId, exceptIdHash) {
      dropUser(userId, exceptIdHash)
      await deleteUserSessions(db, userId, exceptIdHash)
      dropUser(userId, exceptIdHash)
      publish({ userId })
    },

    forgetUser(userId) {
      dropUser(userId)
      publish({ userId })
    },

    async start() {
      await bus?.listen(REVOCATION_CHANNEL, (payload) => {
        try {
          const message = JSON.parse(payload) as { idHash?: unknown; userId?: unknown }
          if (typeof message.idHash === 'string') {
            cache.delete(message.idHash)
            changed()
          }
          if (typeof message.userId === 'string') dropUser(message.userId)
        } catch {
          // Not ours; ignore.
        }
      })
    },

    async sweep() {
      const t = now()
      for (const [key, entry] of cache) if (t - entry.fetchedAt >= CACHE_TTL_MS) cache.delete(key)
      for (const [token, idHash] of hashes) if (!cache.has(idHash)) hashes.delete(token)
      return deleteExpiredSessions(db, new Date(t - SESSION_IDLE_MS), new Date(t))
    },
  }
  return store
}
