// The session store against a real database: expiry, revocation and the in-process cache across two instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CACHE_TTL_MS, createSessionStore, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type ResolvedSession, type SessionStore } from '../../src/server/auth/sessions'
import type { Database } from '../../src/server/db/client'
import { insertUser } from '../../src/server/db/users-repository'
import { grantAdmin } from '../../src/server/services/admin-rights'
import { createTestDatabase } from '../support/database'

let database: Database
let userId: string

beforeAll(async () => {
  database = await createTestDatabase()
  const user = await insertUser(database.db, { email: 'sessions@example.com', firstName: 'S', lastName: null, passwordHash: 'x', isAdmin: false })
  userId = user?.id as string
})
afterAll(() => database.close())

function clock(start = Date.now()) {
  const c = { t: start, now: () => c.t }
  return c
}

describe('session store', () => {
  it('stores only a hash of the id and resolves the user without the password hash', async () => {
    const store = createSessionStore(database.db)
    const { token } = await store.create(userId)
    const rows = await database.db.execute(`select id_hash from sessions` as never)
    const hashes = (rows as unknown as { rows: { id_hash: string }[] }).rows.map((r) => r.id_hash)
    expect(hashes).not.toContain(token)
    const session = await store.resolve(token)
    expect(session?.user.id).toBe(userId)
    expect(session?.user).not.toHaveProperty('passwordHash')
    expect(await store.resolve('made-up-token')).toBeUndefined()
  })

  it('expires after 7 idle days, and after 30 days however active', async () => {
    const c = clock()
    const store = createSessionStore(database.db, c.now)
    const idle = await store.create(userId)
    c.t += SESSION_IDLE_MS + 1000
    expect(await store.resolve(idle.token)).toBeUndefined()

    const active = await store.create(userId)
    for (let day = 0; day < 29; day++) {
      c.t += 24 * 60 * 60 * 1000
      expect(await store.resolve(active.token), `day ${day + 1}`).toBeDefined()
    }
    c.t = active.expiresAt.getTime() + 1000
    expect(await store.resolve(active.token)).toBeUndefined()
    expect(SESSION_ABSOLUTE_MS).toBe(30 * 24 * 60 * 60 * 1000)
  })

  it('revokes at once on the same instance and within the cache TTL on another, even without notifications', async () => {
    const c = clock()
    const a = createSessionStore(database.db, c.now)
    const b = createSessionStore(database.db, c.now)
    const { token } = await a.create(userId)
    expect(await a.resolve(token)).toBeDefined()
    expect(await b.resolve(token)).toBeDefined()
    await a.revokeUser(userId)
    expect(await a.resolve(token)).toBeUndefined()
    // b may still hold its cached copy for up to CACHE_TTL_MS, never longer.
    c.t += CACHE_TTL_MS
    expect(await b.resolve(token)).toBeUndefined()
  })

  it('tells other instances at once through the database', async () => {
    const c = clock()
    const a = createSessionStore(database.db, c.now, database)
    const b = createSessionStore(database.db, c.now, database)
    await Promise.all([a.start(), b.start()])
    const first = await a.create(userId)
    const second = await a.create(userId)
    expect(await b.resolve(first.token)).toBeDefined()
    expect(await b.resolve(second.token)).toBeDefined()
    // The clock does not move: only the notification can make b forget its cached copies.
    await a.destroy(first.token)
    await expect.poll(() => b.resolve(first.token), { timeout: 2000 }).toBeUndefined()
    expect(await b.resolve(second.token)).toBeDefined()
    await a.revokeUser(userId)
    await expect.poll(() => b.resolve(second.token), { timeout: 2000 }).toBeUndefined()
  })

  it('sees a role change once the user is forgotten', async () => {
    const store = createSessionStore(database.db)
    const { token } = await store.create(userId)
    expect((await store.resolve(token))?.user.isAdmin).toBe(false)
    await grantAdmin(database.db, userId, { kind: 'cli' }, new Date())
    store.forgetUser(userId)
    expect((await store.resolve(token))?.user.isAdmin).toBe(true)
  })

  it('sweeps expired sessions', async () => {
    const c = clock()
    const store = createSessionStore(database.db, c.now)
    await store.create(userId)
    c.t += SESSION_ABSOLUTE_MS + 1000
    expect(await store.sweep()).toBeGreaterThanOrEqual(1)
  })
})

/** Whether lookup answers at once from this instance's cache (a miss returns the database read's promise). */
const answersAtOnce = (store: SessionStore, token: string) => !(store.lookup(token) instanceof Promise)

describe('the synchronous cache hit (lookup)', () => {
  it('answers at once only from a fresh copy this instance holds: not before resolve, not after the TTL, not after logout', async () => {
    const c = clock()
    const store = createSessionStore(database.db, c.now)
    const { token } = await store.create(userId)
    expect(answersAtOnce(store, token)).toBe(false)
    const resolved = await store.resolve(token)
    expect(store.lookup(token)).toBe(resolved)
    c.t += CACHE_TTL_MS
    expect(answersAtOnce(store, token)).toBe(false)
    await store.resolve(token)
    expect((store.lookup(token) as ResolvedSession).user.id).toBe(userId)
    await store.destroy(token)
    expect(answersAtOnce(store, token)).toBe(false)
    expect(await store.lookup(token)).toBeUndefined()
    expect(answersAtOnce(store, 'made-up-token')).toBe(false)
  })
})

describe('the remembered digest of a token (lookup skips the hash on a cache hit)', () => {
  it('never keeps a session alive: revocation, logout and another instance\'s notice still end it at once', async () => {
    const c = clock()
    const store = createSessionStore(database.db, c.now, database)
    const other = createSessionStore(database.db, c.now, database)
    await store.start()
    const first = await store.create(userId)
    const second = await store.create(userId)
    for (const { token } of [first, second]) {
      await store.resolve(token)
      expect(answersAtOnce(store, token)).toBe(true) // a hit: its digest is now remembered
      expect(answersAtOnce(store, token)).toBe(true)
    }
    await store.destroy(first.token)
    expect(await store.lookup(first.token)).toBeUndefined()
    await other.revokeUser(userId)
    await expect.poll(() => answersAtOnce(store, second.token)).toBe(false)
    expect(await store.lookup(second.token)).toBeUndefined()
  })
})

/**
 * The store over a database whose session reads run at once but whose answers are held until `release()`: a read
 * can be made to find the row and finish only after something else happened.
 */
function heldReads(db: Database['db']) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let queried!: () => void
  // Settles once a session read has run on the database (its answer still held).
  const state = { selects: 0, done: new Promise<void>((r) => (queried = r)) }
  const wrap = (target: object): object =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === 'then') {
          return (resolve: (v: unknown) => void, reject: (e: unknown) => void) => {
            ;(t as PromiseLike<unknown>).then(
              (v) => {
                queried()
                void gate.then(() => resolve(v))
              },
              (e: unknown) => {
                queried()
                reject(e)
              },
            )
          }
        }
        const value = Reflect.get(t, prop, t) as unknown
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(t, args)
          return out && typeof out === 'object' ? wrap(out) : out
        }
      },
    })
  const gated = new Proxy(db, {
    get(t, prop) {
      if (prop === 'select') {
        return (...args: unknown[]) => {
          state.selects += 1
          return wrap((t.select as (...a: unknown[]) => object)(...args))
        }
      }
      return Reflect.get(t, prop, t) as unknown
    },
  })
  return { db: gated, release, state }
}

describe('reads in flight', () => {
  let otherUserId: string
  beforeAll(async () => {
    const user = await insertUser(database.db, { email: 'in-flight@example.com', firstName: 'F', lastName: null, passwordHash: 'x', isAdmin: false })
    otherUserId = user?.id as string
  })

  it('requests arriving together with the same uncached session share one database read', async () => {
    const held = heldReads(database.db)
    const store = createSessionStore(held.db)
    const { token } = await store.create(otherUserId)
    const reads = [store.resolve(token), store.resolve(token), store.resolve(token)]
    held.release()
    const sessions = await Promise.all(reads)
    expect(held.state.selects).toBe(1)
    expect(sessions.every((s) => s?.user.id === otherUserId)).toBe(true)
  })

  it('a read that found a session before its logout is never cached, and no later request joins it', async () => {
    const held = heldReads(database.db)
    const store = createSessionStore(held.db)
    const { token } = await store.create(otherUserId)
    const before = store.resolve(token)
    await held.state.done // the SELECT has run and found the row; its answer is held
    await store.destroy(token)
    const after = store.resolve(token)
    held.release()
    expect((await before)?.user.id).toBe(otherUserId) // it began before the logout
    expect(await after).toBeUndefined()
    expect(answersAtOnce(store, token)).toBe(false)
    expect(await store.resolve(token)).toBeUndefined()
  })

  it('a read that found the old role before a role change is never cached', async () => {
    const held = heldReads(database.db)
    const store = createSessionStore(held.db)
    const { token } = await store.create(otherUserId)
    const before = store.resolve(token)
    await held.state.done
    await grantAdmin(database.db, otherUserId, { kind: 'cli' }, new Date())
    store.forgetUser(otherUserId)
    held.release()
    expect((await before)?.user.isAdmin).toBe(false)
    expect(answersAtOnce(store, token)).toBe(false)
    expect((await store.resolve(token))?.user.isAdmin).toBe(true)
  })
})
