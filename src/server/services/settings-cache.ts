// The payment switch, read on every questions request, kept in process.
//
// Reading it from the database on each call cost a round trip per request (a third of the questions route's time
// on PGlite). The value changes only when an admin flips it, so it is cached here and dropped at once on this
// instance when it changes; other instances sharing the database hear of it through a NOTIFY on SETTINGS_CHANNEL
// (the mechanism sessions use, decision 004), and CACHE_TTL_MS bounds the staleness should a message be lost.
import type { Database, Db, DbOrTx } from '../db/client'
import * as repository from '../db/settings-repository'

const SETTINGS_CHANNEL = 'disha_settings_changed'
export const SETTINGS_CACHE_TTL_MS = 5_000

export interface SettingsCache {
  getPaymentsEnabled(): Promise<boolean>
  /** The switch when this instance holds a fresh copy, without waiting; undefined means "ask getPaymentsEnabled". */
  cachedPaymentsEnabled(): boolean | undefined
  /** Writes the switch, drops this instance's copy and tells the other instances to drop theirs. */
  setPaymentsEnabled(enabled: boolean): Promise<void>
  invalidate(): void
  /** Starts listening for changes made by other instances. */
  start(): Promise<void>
}

type Bus = Pick<Database, 'notify' | 'listen'>

// The cache of each open database, so code that is handed only a Db (services/access.ts) can read through it.
const caches = new WeakMap<object, SettingsCache>()

export function createSettingsCache(db: Db, bus?: Bus, now: () => number = Date.now): SettingsCache {
  let value: boolean | undefined
  let fetchedAt = 0
  let inFlight: Promise<boolean> | undefined
  // Bumped by every invalidation, so a read that began before a change cannot store the old value after it.
  let generation = 0

  const cache: SettingsCache = {
    cachedPaymentsEnabled() {
      return value !== undefined && now() - fetchedAt < SETTINGS_CACHE_TTL_MS ? value : undefined
    },

    getPaymentsEnabled() {
      const cached = cache.cachedPaymentsEnabled()
      if (cached !== undefined) return Promise.resolve(cached)
      if (inFlight) return inFlight
      const started = generation
      const read = repository.getPaymentsEnabled(db).then(
        (fresh) => {
          if (started === generation) {
            value = fresh
            fetchedAt = now()
          }
          if (inFlight === read) inFlight = undefined
          return fresh
        },
        (err: unknown) => {
          if (inFlight === read) inFlight = undefined
          throw err
        },
      )
      inFlight = read
      return read
    },

    async setPaymentsEnabled(enabled) {
      await repository.setPaymentsEnabled(db, enabled)
      cache.invalidate()
      // Best effort: a lost message only means the other instances notice within SETTINGS_CACHE_TTL_MS.
      await bus?.notify(SETTINGS_CHANNEL, 'payments_enabled').catch(() => {})
    },

    invalidate() {
      generation += 1
      value = undefined
      inFlight = undefined
    },

    async start() {
      await bus?.listen(SETTINGS_CHANNEL, () => cache.invalidate())
    },
  }
  caches.set(db, cache)
  return cache
}

/**
 * The payment switch for any caller holding a Db: through the process's cache when db is an open database with
 * one, straight from the table inside a transaction (which must see its own snapshot).
 */
export function getPaymentsEnabled(db: DbOrTx): Promise<boolean> {
  return caches.get(db)?.getPaymentsEnabled() ?? repository.getPaymentsEnabled(db)
}
