// The payment switch cache: served from memory, dropped at once on change, and across instances by NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { getPaymentsEnabled as readTable, setPaymentsEnabled as writeTable } from '../../src/server/db/settings-repository'
import { createSettingsCache, getPaymentsEnabled, SETTINGS_CACHE_TTL_MS } from '../../src/server/services/settings-cache'
import { createTestDatabase } from '../support/database'

let database: Database

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('settings cache', () => {
  it('answers from memory until it is invalidated or its time runs out', async () => {
    let clock = 1_000_000
    const cache = createSettingsCache(database.db, undefined, () => clock)
    await writeTable(database.db, true)
    expect(await cache.getPaymentsEnabled()).toBe(true)
    // A change made behind its back (another process without NOTIFY) is not seen while the copy is fresh...
    await writeTable(database.db, false)
    expect(await cache.getPaymentsEnabled()).toBe(true)
    // ...and is seen once the copy is older than the TTL.
    clock += SETTINGS_CACHE_TTL_MS
    expect(await cache.getPaymentsEnabled()).toBe(false)
    await writeTable(database.db, true)
    cache.invalidate()
    expect(await cache.getPaymentsEnabled()).toBe(true)
  })

  it('a change made through one instance reaches another sharing the database, by NOTIFY', async () => {
    const clock = () => 5_000_000 // frozen: only the notification can make b re-read
    const a = createSettingsCache(database.db, database, clock)
    const b = createSettingsCache(database.db, database, clock)
    await a.start()
    await b.start()
    await a.setPaymentsEnabled(true)
    expect(await b.getPaymentsEnabled()).toBe(true)
    await a.setPaymentsEnabled(false)
    expect(await a.getPaymentsEnabled()).toBe(false)
    expect(await readTable(database.db)).toBe(false)
    await eventually(async () => (await b.getPaymentsEnabled()) === false)
  })

  it('a read that began before a change never stores the old value after it', async () => {
    const cache = createSettingsCache(database.db, undefined, () => 9_000_000)
    await writeTable(database.db, true)
    const before = cache.getPaymentsEnabled()
    await cache.setPaymentsEnabled(false)
    await before
    expect(await cache.getPaymentsEnabled()).toBe(false)
  })

  it('reads through the cache for a database and straight from the table inside a transaction', async () => {
    const cache = createSettingsCache(database.db, undefined, () => 7_000_000)
    await cache.setPaymentsEnabled(true)
    expect(await getPaymentsEnabled(database.db)).toBe(true)
    await writeTable(database.db, false)
    expect(await getPaymentsEnabled(database.db)).toBe(true) // the cached copy
    await database.db.transaction(async (tx) => {
      expect(await getPaymentsEnabled(tx)).toBe(false) // the table
    })
  })
})
