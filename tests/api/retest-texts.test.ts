// The admin's retest study names each retake goal and says its closing note in the admin's language
// (src/client/features/admin/retest-text.ts) from the server's English: every goal the server measures must be one the
// screen recognises, and the note the one it would choose.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { goalText, retestNote } from '../../src/client/features/admin/retest-text'
import type { I18n } from '../../src/client/i18n/i18n'
import { MIN_RETEST_PAIRS } from '../../src/shared/schemas/admin'
import { retestReport } from '../../src/server/services/retest'

const hindi = JSON.parse(readFileSync(new URL('../../src/client/i18n/hi/admin.json', import.meta.url), 'utf8')) as Record<string, string>
/** Enough of the Hindi page for the retest texts: the message with its arguments filled in. */
const inHindi = {
  locale: 'hi',
  t: (id: string, values: Record<string, unknown> = {}) =>
    Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}, number}`, String(value)), hindi[id] ?? id),
} as unknown as I18n

describe('the retest study', () => {
  it("names in Hindi every goal the server measures, and says the note for too few pairs as the server does", async () => {
    const report = await retestReport({ pairs: [], truncated: false }, 7)
    expect(report.goals.length).toBeGreaterThan(0)
    for (const { what } of [...report.goals, ...report.careful.goals]) {
      const said = goalText(what, inHindi)
      expect(said.english, what).toBe(false)
      expect(said.text, what).not.toMatch(/[A-Za-z]/)
    }
    expect(report.note.startsWith(`0 of the ${MIN_RETEST_PAIRS} pairs needed`)).toBe(true)
    expect(retestNote(report, inHindi)).toMatch(new RegExp(`^किसी लक्ष्य के निर्णय के लिए आवश्यक ${MIN_RETEST_PAIRS} जोड़ियों में से 0 हैं`))
  })

  it("is in English the server's own, capitalised", async () => {
    const report = await retestReport({ pairs: [], truncated: false }, 7)
    expect(goalText(report.goals[0]!.what, { locale: 'en' } as I18n)).toEqual({ text: 'The same #1 career family on a retake', english: false })
    expect(retestNote(report, { locale: 'en' } as I18n)).toBe(report.note)
    // A goal the screen does not know keeps the server's words, marked as English on a Hindi page.
    expect(goalText('a goal added later', inHindi)).toEqual({ text: 'A goal added later', english: true })
  })
})
