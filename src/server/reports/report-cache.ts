// Rendered reports kept in process, least recently used first out. A report never changes after its test is
// submitted, so a repeat download (a parent opening the link after the student) costs no rendering. The key holds
// a digest of everything the report is drawn from, so a changed result can never be answered with an old file, and
// the language it is written in, so a student who changes language never gets the report in the other one.
// Access is always checked against the database before the cache is read, so a deleted test is never served from
// here even on another instance; dropping its entries is about memory and hygiene.

import type { Locale } from '../../shared/constants'

interface Entry {
  testId: string
  userId: string | null
  pdf: Buffer
}

export interface ReportCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

export function createReportCache({ maxEntries = 200, maxBytes = 32 * 1024 * 1024 }: ReportCacheOptions = {}) {
  const entries = new Map<string, Entry>()
  let bytes = 0

  const keyOf = (testId: string, locale: Locale, version: string) => `${testId}:${locale}:${version}`

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.pdf.length
    entries.delete(key)
  }

  return {
    get(testId: string, locale: Locale, version: string): Buffer | undefined {
      const key = keyOf(testId, locale, version)
      const entry = entries.get(key)
      if (!entry) return undefined
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key)
      entries.set(key, entry)
      return entry.pdf
    },

    set(testId: string, locale: Locale, version: string, userId: string | null, pdf: Buffer) {
      const key = keyOf(testId, locale, version)
      remove(key)
      if (pdf.length > maxBytes) return
      entries.set(key, { testId, userId, pdf })
      bytes += pdf.length
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    },

    /** A test was deleted (an admin reset it): its reports go too. */
    dropTest(testId: string) {
      for (const [key, entry] of entries) if (entry.testId === testId) remove(key)
    },

    /** An account was deleted: every report of its tests goes. */
    dropUser(userId: string) {
      for (const [key, entry] of entries) if (entry.userId === userId) remove(key)
    },

    get size() {
      return entries.size
    },

    get bytes() {
      return bytes
    },
  }
}

export type ReportCache = ReturnType<typeof createReportCache>
