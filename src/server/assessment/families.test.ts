import { describe, expect, it } from 'vitest'
import { CAREERS } from './careers'
import { type CareerFamily } from '../../shared/schemas/careers'
import { FAMILY_RANK_DECAY, FAMILY_TIE_MARGIN, rankFamilies } from './families'
import { TIE_MARGIN, type CareerMatch } from './matching'

/** A match with only what rankFamilies reads: a catalogue career moved into `family`, and a fit. */
function match(id: string, family: CareerFamily, fit: number): CareerMatch {
  const career = { ...CAREERS[0]!, id, family }
  return {
    career,
    fit,
    matchPercentage: 0,
    band: 'Worth exploring',
    tiedWithPrevious: false,
    components: { interest: fit, aptitude: null, workStyle: null },
  }
}

const byFit = (ms: CareerMatch[]) => [...ms].sort((a, b) => b.fit - a.fit)

describe('rankFamilies', () => {
  it("scores a family by the rank-discounted mean of its careers' fits: weights 1, 1/2, 1/4, …", () => {
    expect(FAMILY_RANK_DECAY).toBe(0.5)
    const [health] = rankFamilies(byFit([match('a', 'health', 0.9), match('b', 'health', 0.6), match('c', 'health', 0.3)]), { differentiation: 50, lowConfidence: false })
    expect(health!.fit).toBeCloseTo((0.9 + 0.5 * 0.6 + 0.25 * 0.3) / 1.75, 10)
    expect(health!.careerIds).toEqual(['a', 'b', 'c'])
  })

  it('prefers a family with several good careers to one with a single slightly better career and weak others', () => {
    const matches = byFit([
      match('lone', 'law-public-service', 0.8),
      match('weak-1', 'law-public-service', 0.2),
      match('weak-2', 'law-public-service', 0.1),
      match('good-1', 'health', 0.78),
      match('good-2', 'health', 0.76),
      match('good-3', 'health', 0.74),
    ])
    const families = rankFamilies(matches, { differentiation: 50, lowConfidence: false })
    expect(families.map((f) => f.id)).toEqual(['health', 'law-public-service'])
    expect(families[1]!.tiedWithPrevious).toBe(false)
  })

  it('names a family tied with the one above it within FAMILY_TIE_MARGIN, wider than a tie between careers', () => {
    expect(FAMILY_TIE_MARGIN).toBe(0.06)
    expect(FAMILY_TIE_MARGIN).toBeGreaterThan(TIE_MARGIN)
    const quality = { differentiation: 50, lowConfidence: false }
    // One career each, so each family's fit is its career's.
    const near = rankFamilies(byFit([match('a', 'health', 0.8), match('b', 'arts-design', 0.75), match('c', 'business-finance', 0.6)]), quality)
    expect(near.map((f) => [f.id, f.tiedWithPrevious])).toEqual([
      ['health', false],
      ['arts-design', true],
      ['business-finance', false],
    ])
    const far = rankFamilies(byFit([match('a', 'health', 0.8), match('b', 'arts-design', 0.73)]), quality)
    expect(far[1]!.tiedWithPrevious).toBe(false)
  })

  it('does not depend on how a tie was ordered: the fits are read best first', () => {
    const sorted = byFit([match('x', 'health', 0.8), match('y', 'health', 0.8 - TIE_MARGIN / 2), match('z', 'arts-design', 0.79)])
    const leadMoved = [sorted[1]!, sorted[0]!, sorted[2]!]
    const a = rankFamilies(sorted, { differentiation: 50, lowConfidence: false })
    const b = rankFamilies(leadMoved, { differentiation: 50, lowConfidence: false })
    expect(b.map((f) => [f.id, f.fit])).toEqual(a.map((f) => [f.id, f.fit]))
    expect(b[0]!.careerIds).toEqual(['y', 'x'])
  })
})
