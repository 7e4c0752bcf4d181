// Results stored before assessment v2 lack families, bands and quality flags; they must still pass the response schema.
import { describe, expect, it } from 'vitest'
import { qualityNotesOf, STRONG_FIT_WITHHELD_NOTE, testResultsSchema } from './results'

const test = { id: 't1', userId: 'u1', studentName: 'Asha', grade: 10, answers: {}, timeSpent: 900, completedAt: '2026-01-01T00:00:00.000Z', score: { analytical: 1, creative: 2, leadership: 3 } }
const v1Recommendation = { id: 'law', careerField: 'Law', description: 'd', matchPercentage: 71, nextSteps: ['a'], reasons: ['r'], skills: [], pathways: [], exams: [] }
const v1Profile = { riasec: {}, workStyle: {}, aptitude: {}, answered: 30, total: 30, quality: { differentiation: 20, consistency: 0.5, acquiescence: 0.3, lowConfidence: false, reasons: [] } }

describe('testResultsSchema', () => {
  it('accepts a result stored by the first engine (no families, bands or flags)', () => {
    const parsed = testResultsSchema.parse({ test, recommendations: [v1Recommendation], stream: null, profile: v1Profile, lowConfidence: false, notes: [] })
    expect(parsed.families).toBeUndefined()
    expect(parsed.recommendations[0]!.band).toBeUndefined()
  })

  it('keeps the v2 fields when present and rejects an unknown band', () => {
    const v2 = {
      test,
      recommendations: [{ ...v1Recommendation, band: 'Good fit', family: 'law-public-service', tiedWithPrevious: false }],
      families: [{ id: 'law-public-service', label: 'Law, government and defence', fit: 0.7, matchPercentage: 68, band: 'Good fit', careerIds: ['law'], tiedWithPrevious: false }],
      stream: null,
      profile: { ...v1Profile, quality: { ...v1Profile.quality, keyInconsistency: 0.1, flags: [{ code: 'flat', message: 'm' }] } },
      lowConfidence: true,
      notes: [],
    }
    expect(testResultsSchema.parse(v2).families![0]!.band).toBe('Good fit')
    expect(() => testResultsSchema.parse({ ...v2, recommendations: [{ ...v1Recommendation, band: 'Perfect' }] })).toThrow()
  })
})

describe('testResultsSchema and clusters', () => {
  const v2 = {
    test,
    recommendations: [{ ...v1Recommendation, band: 'Good fit', family: 'law-public-service', tiedWithPrevious: false }],
    families: [{ id: 'law-public-service', label: 'Law, government and defence', fit: 0.7, matchPercentage: 68, band: 'Good fit', careerIds: ['law'], tiedWithPrevious: false }],
    stream: null,
    profile: v1Profile,
    lowConfidence: false,
    notes: [],
  }

  it('accepts a result stored before clusters: no clusters, no cluster on a career, no pair contradictions', () => {
    const parsed = testResultsSchema.parse(v2)
    expect(parsed.clusters).toBeUndefined()
    expect(parsed.recommendations[0]!.cluster).toBeUndefined()
  })

  it('keeps the clusters and each career’s cluster when present, and rejects a cluster without its careers', () => {
    const cluster = { id: 'legal', name: 'Law', description: 'Advising clients.', family: 'law-public-service', fit: 0.7, matchPercentage: 68, band: 'Good fit', careerIds: ['law'], tiedWithPrevious: false }
    const v3 = {
      ...v2,
      clusters: [cluster],
      recommendations: [{ ...v2.recommendations[0]!, cluster: 'legal' }],
      profile: { ...v1Profile, quality: { ...v1Profile.quality, pairContradictions: 0 } },
    }
    const parsed = testResultsSchema.parse(v3)
    expect(parsed.clusters![0]!.careerIds).toEqual(['law'])
    expect(parsed.recommendations[0]!.cluster).toBe('legal')
    const { careerIds: _ids, ...withoutCareers } = cluster
    expect(() => testResultsSchema.parse({ ...v3, clusters: [withoutCareers] })).toThrow()
  })
})

describe('qualityNotesOf: one rule for the response-quality note everywhere', () => {
  const withQuality = (lowConfidence: boolean, quality: { reasons?: string[]; flags?: { code: 'flat'; message: string }[]; strongFitWithheld?: boolean }) => ({
    lowConfidence,
    profile: { quality: { ...v1Profile.quality, ...quality } },
  })

  it("gives the flags' messages when the result has flags", () => {
    expect(qualityNotesOf(withQuality(true, { flags: [{ code: 'flat', message: 'Your interest scores are very even.' }], reasons: ['old'] }))).toEqual([
      'Your interest scores are very even.',
    ])
  })

  it('ends with the sentence that no fit is called strong when the engine withheld it, and only then', () => {
    const flags = [{ code: 'flat' as const, message: 'The test was finished in under a minute.' }]
    expect(qualityNotesOf(withQuality(true, { flags, strongFitWithheld: true }))).toEqual(['The test was finished in under a minute.', STRONG_FIT_WITHHELD_NOTE])
    expect(qualityNotesOf(withQuality(true, { flags, strongFitWithheld: false }))).toEqual(['The test was finished in under a minute.'])
    // An older result without flags keeps its stored reasons only.
    expect(qualityNotesOf(withQuality(true, { reasons: ['Old reason.'], strongFitWithheld: true }))).toEqual(['Old reason.'])
  })

  it("gives an older result's reasons when it asked for care, and nothing when it did not", () => {
    expect(qualityNotesOf(withQuality(true, { reasons: ['Every statement got the same rating.'] }))).toEqual(['Every statement got the same rating.'])
    expect(qualityNotesOf(withQuality(false, { reasons: ['ignored without low confidence'] }))).toEqual([])
    expect(qualityNotesOf(withQuality(false, { flags: [] }))).toEqual([])
  })

  it('still says something when a result asked for care without saying why', () => {
    expect(qualityNotesOf(withQuality(true, { reasons: [] }))).toEqual(['Your answers did not give a clear picture this time.'])
  })
})
