import { describe, expect, it } from 'vitest'
import type { TestRow } from '../db/tests-repository'
import { toApiTest } from './results'

const quality = { differentiation: 20, consistency: 0.8, acquiescence: 0.5, lowConfidence: false, reasons: [] as string[] }

function rowWith(result: unknown): TestRow {
  return {
    id: '6f1c2b1e-8a59-4c55-9a1e-0d8b8d6d2f10',
    userId: null,
    studentName: 'Asha',
    grade: 9,
    answers: {},
    timeSpent: 900,
    completedAt: new Date('2026-11-01T10:00:00Z'),
    score: { analytical: 50, creative: 50, leadership: 50 },
    currentStream: null,
    result,
  } as unknown as TestRow
}

describe('toApiTest: the response-quality note in lists', () => {
  it('has none for a clear result, a result without a profile, or no result', () => {
    expect(toApiTest(rowWith({ lowConfidence: false, profile: { quality: { ...quality, flags: [] } } }))).not.toHaveProperty('qualityNotes')
    expect(toApiTest(rowWith({ recommendations: [] }))).not.toHaveProperty('qualityNotes')
    expect(toApiTest(rowWith(null))).not.toHaveProperty('qualityNotes')
  })

  it("gives the flags' messages, or an older result's reasons", () => {
    const flags = [{ code: 'flat', message: 'Your interest scores are very even.' }]
    expect(toApiTest(rowWith({ lowConfidence: true, profile: { quality: { ...quality, lowConfidence: true, flags } } })).qualityNotes).toEqual([
      'Your interest scores are very even.',
    ])
    const old = { lowConfidence: true, profile: { quality: { ...quality, lowConfidence: true, reasons: ['Every statement got the same rating.'] } } }
    expect(toApiTest(rowWith(old)).qualityNotes).toEqual(['Every statement got the same rating.'])
  })

  it("says a stored too-fast message's minutes by the history card's rule, from the test's own time", () => {
    // 110 s, stored with the nearest minute ('2 minutes'); the history shows 1 min 50 s.
    const flags = [{ code: 'too-fast', message: 'You finished in 2 minutes, too fast to read the questions carefully.' }]
    const row = { ...rowWith({ lowConfidence: true, profile: { quality: { ...quality, lowConfidence: true, flags } } }), timeSpent: 110 }
    expect(toApiTest(row).qualityNotes).toEqual(['You finished in 1 minute, too fast to read the questions carefully.'])
  })
})
