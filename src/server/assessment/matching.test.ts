import { describe, expect, it } from 'vitest'
import type { Career } from './careers'
import { RIASEC, type RiasecType } from './item-schema'
import {
  aptitudeFit,
  BLEND_WEIGHTS,
  blend,
  interestFit,
  MATCH_CALIBRATION,
  matchCareers,
  toMatchPercentage,
  workStyleFit,
} from './matching'
import type { Profile } from './scoring'

function fixtureCareer(id: string, ratings: readonly number[], extra: Partial<Career> = {}): Career {
  const [realistic, investigative, artistic, social, enterprising, conventional] = ratings as [number, number, number, number, number, number]
  const order = [...RIASEC].sort((a, b) => ratings[RIASEC.indexOf(b)]! - ratings[RIASEC.indexOf(a)]!)
  return {
    id,
    family: 'engineering-technology',
    careerField: `Field ${id}`,
    description: `A fixture career called ${id}, described at enough length to look like a real catalogue entry here.`,
    onet: { code: '15-1252.00', title: 'Software Developers' },
    interests: { realistic, investigative, artistic, social, enterprising, conventional, highPoints: order.slice(0, 2) as RiasecType[] },
    aptitudes: {},
    workStyles: { analytical: 0.5, creative: 0.5 },
    stream: 'Any stream',
    exams: [],
    skills: ['one skill', 'two skill', 'three skill', 'four skill'],
    pathways: ['first path', 'second path'],
    nextSteps: { grade8: ['g8 a', 'g8 b', 'g8 c'], grade9to10: ['g9 a', 'g9 b', 'g9 c'], grade11to12: ['g11 a', 'g11 b', 'g11 c'] },
    ...extra,
  }
}

function fixtureProfile(partial: Partial<Pick<Profile, 'riasec' | 'workStyle' | 'aptitude' | 'grade'>> = {}): Profile {
  const count = { answered: 1, total: 1 }
  return {
    grade: 10,
    riasec: { realistic: 50, investigative: 50, artistic: 50, social: 50, enterprising: 50, conventional: 50 },
    workStyle: { analytical: 50, creative: 50, leadership: 50, teamwork: 50, persistence: 50 },
    aptitude: { logical: 50, numerical: 50, science: 50 },
    interestSources: {
      rating: { realistic: null, investigative: null, artistic: null, social: null, enterprising: null, conventional: null },
      choice: { realistic: null, investigative: null, artistic: null, social: null, enterprising: null, conventional: null },
    },
    sections: { Interests: count, 'Work Style': count, 'Logical Reasoning': count, 'Numerical Aptitude': count, Science: count },
    answered: 5,
    total: 5,
    quality: { differentiation: 30, consistency: 0.8, acquiescence: 0.2, lowConfidence: false, reasons: [] },
    ...partial,
  }
}

const riasecOf = (values: readonly number[]) => Object.fromEntries(RIASEC.map((t, i) => [t, values[i]!])) as Profile['riasec']

describe('interestFit', () => {
  const engineer = fixtureCareer('engineer', [6.6, 5.3, 2.2, 1.1, 1.8, 4.7])

  it('is 1 for a profile with exactly the career shape, whatever its level or scale', () => {
    const same = riasecOf([6.6, 5.3, 2.2, 1.1, 1.8, 4.7].map((x) => ((x - 1) / 6) * 100))
    expect(interestFit(fixtureProfile({ riasec: same }), engineer)).toBeCloseTo(1)
    const higher = riasecOf([6.6, 5.3, 2.2, 1.1, 1.8, 4.7].map((x) => 30 + x * 10))
    expect(interestFit(fixtureProfile({ riasec: higher }), engineer)).toBeCloseTo(1)
  })

  it('is negative for the opposite shape and null for a flat profile', () => {
    const opposite = riasecOf([6.6, 5.3, 2.2, 1.1, 1.8, 4.7].map((x) => 100 - x * 10))
    expect(interestFit(fixtureProfile({ riasec: opposite }), engineer)).toBeCloseTo(-1)
    expect(interestFit(fixtureProfile(), engineer)).toBeNull()
  })

  it('uses only the types the student has a score for', () => {
    const partial = { ...riasecOf([90, 70, 20, 10, 15, 60]), artistic: null }
    const r = interestFit(fixtureProfile({ riasec: partial }), engineer)
    expect(r).not.toBeNull()
    expect(r!).toBeGreaterThan(0.9)
  })
})

describe('aptitudeFit', () => {
  const numeric = fixtureCareer('numeric', [1, 2, 3, 4, 5, 6], { aptitudes: { numerical: 1, logical: 0.5 } })
  const noAptitude = fixtureCareer('free', [1, 2, 3, 4, 5, 6], { aptitudes: {} })

  it('averages the student aptitude with the career weights', () => {
    const p = fixtureProfile({ aptitude: { logical: 40, numerical: 100, science: 0 } })
    expect(aptitudeFit(p, numeric)).toBeCloseTo((1 * 1 + 0.5 * 0.4) / 1.5)
  })

  it('compares a career that names no aptitude with the plain average', () => {
    const p = fixtureProfile({ aptitude: { logical: 40, numerical: 100, science: 10 } })
    expect(aptitudeFit(p, noAptitude)).toBeCloseTo(0.5)
  })

  it('moves every career by the same amount when the overall level changes', () => {
    const low = fixtureProfile({ aptitude: { logical: 20, numerical: 20, science: 20 } })
    const high = fixtureProfile({ aptitude: { logical: 90, numerical: 90, science: 90 } })
    for (const career of [numeric, noAptitude]) {
      expect(aptitudeFit(low, career)).toBeCloseTo(0.2)
      expect(aptitudeFit(high, career)).toBeCloseTo(0.9)
    }
  })

  it('is null without any aptitude score and skips a missing section', () => {
    expect(aptitudeFit(fixtureProfile({ aptitude: { logical: null, numerical: null, science: null } }), numeric)).toBeNull()
    expect(aptitudeFit(fixtureProfile({ aptitude: { logical: 40, numerical: null, science: null } }), numeric)).toBeCloseTo(0.4)
  })
})

describe('workStyleFit', () => {
  const leader = fixtureCareer('leader', [1, 2, 3, 4, 5, 6], { workStyles: { leadership: 1, teamwork: 0.6 } })

  it('is 1 for the same shape and 0 for the opposite one', () => {
    const same = fixtureProfile({ workStyle: { analytical: 0, creative: 0, leadership: 100, teamwork: 60, persistence: 0 } })
    expect(workStyleFit(same, leader)).toBeCloseTo(1)
    const opposite = fixtureProfile({ workStyle: { analytical: 100, creative: 100, leadership: 0, teamwork: 40, persistence: 100 } })
    expect(workStyleFit(opposite, leader)).toBeCloseTo(0)
  })

  it('is null for a flat work style', () => {
    expect(workStyleFit(fixtureProfile(), leader)).toBeNull()
  })
})

describe('blend and match percentage', () => {
  it('weights the three components and drops a missing one instead of counting it as 0', () => {
    expect(blend({ interest: 1, aptitude: 1, workStyle: 1 })).toBeCloseTo(1)
    expect(blend({ interest: 0, aptitude: 0.5, workStyle: 0.5 })).toBeCloseTo(0.5)
    expect(blend({ interest: 1, aptitude: null, workStyle: null })).toBeCloseTo(1)
    const w = BLEND_WEIGHTS
    expect(blend({ interest: 0.6, aptitude: null, workStyle: 0.4 })).toBeCloseTo((w.interest * 0.8 + w.workStyle * 0.4) / (w.interest + w.workStyle))
    expect(blend({ interest: null, aptitude: null, workStyle: null })).toBe(0)
  })

  it('maps blend to an integer percentage through the fixed anchors, monotonically', () => {
    for (const [x, y] of MATCH_CALIBRATION) expect(toMatchPercentage(x)).toBe(y)
    expect(toMatchPercentage(-0.5)).toBe(0)
    expect(toMatchPercentage(1.2)).toBe(100)
    expect(toMatchPercentage(Number.NaN)).toBe(0)
    let previous = -1
    for (let x = 0; x <= 1.0001; x += 0.01) {
      const y = toMatchPercentage(x)
      expect(Number.isInteger(y)).toBe(true)
      expect(y).toBeGreaterThanOrEqual(previous)
      previous = y
    }
  })
})

describe('matchCareers', () => {
  const careers = [
    fixtureCareer('b-artist', [2, 2, 7, 3, 3, 2]),
    fixtureCareer('a-artist', [2, 2, 7, 3, 3, 2]),
    fixtureCareer('scientist', [4, 7, 2, 2, 2, 4]),
    fixtureCareer('helper', [2, 3, 3, 7, 3, 3]),
  ]
  const artistic = fixtureProfile({ riasec: riasecOf([10, 15, 95, 40, 30, 10]) })

  it('ranks every career, best first, with ties broken by id', () => {
    const ranked = matchCareers(artistic, careers)
    expect(ranked.map((m) => m.career.id)).toEqual(['a-artist', 'b-artist', 'helper', 'scientist'])
    expect(ranked[0]!.matchPercentage).toBeGreaterThan(ranked[3]!.matchPercentage)
  })

  it('does not depend on the order of the catalogue', () => {
    const forward = matchCareers(artistic, careers).map((m) => m.career.id)
    const backward = matchCareers(artistic, [...careers].reverse()).map((m) => m.career.id)
    expect(backward).toEqual(forward)
  })

  it('does not rescale per student: a weak fit stays weak even at the top', () => {
    const onlyScientists = [fixtureCareer('scientist', [4, 7, 2, 2, 2, 4])]
    const top = matchCareers(artistic, onlyScientists)[0]!
    expect(top.matchPercentage).toBeLessThan(40)
  })
})
