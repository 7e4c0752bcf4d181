import { describe, expect, it } from 'vitest'
import type { Career } from '../../shared/schemas/careers'
import { RIASEC, type RiasecType } from '../../shared/schemas/items'
import {
  ADJUSTMENT_MARGIN,
  aptitudeFit,
  bandOf,
  blend,
  interestFit,
  LIFT_FLOOR,
  matchCareers,
  strongestInterestFit,
  TIE_MARGIN,
  toMatchPercentage,
  workStyleFit,
} from './matching'
import { pearson, type Profile } from './scoring'

function fixtureCareer(id: string, ratings: readonly number[], extra: Partial<Career> = {}): Career {
  const [realistic, investigative, artistic, social, enterprising, conventional] = ratings as [number, number, number, number, number, number]
  const order = [...RIASEC].sort((a, b) => ratings[RIASEC.indexOf(b)]! - ratings[RIASEC.indexOf(a)]!)
  return {
    id,
    family: 'engineering-technology',
    cluster: 'computing',
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
    quality: { differentiation: 30, consistency: 0.8, acquiescence: 0, keyInconsistency: 0.1, pairContradictions: null, lowConfidence: false, reasons: [], flags: [] },
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

describe('strongestInterestFit', () => {
  // An A-first, S-second student; 'artist-helper' fits the whole profile a little better (A and S both high),
  // 'artist' fits the clear high point (A well above everything else) better.
  const student = fixtureProfile({ riasec: riasecOf([20, 35, 90, 60, 30, 15]) })
  const artistHelper = fixtureCareer('artist-helper', [1.5, 4.5, 6.5, 6, 4, 2])
  const artist = fixtureCareer('artist', [2, 4, 6.5, 4.5, 4, 3.5])

  it("correlates the career with the student's deviations from their own mean, squared with their sign", () => {
    const values = [20, 35, 90, 60, 30, 15]
    const mean = values.reduce((s, v) => s + v, 0) / values.length
    const sharpened = values.map((v) => Math.sign(v - mean) * (v - mean) ** 2)
    expect(strongestInterestFit(student, artist)).toBeCloseTo(pearson(sharpened, [2, 4, 6.5, 4.5, 4, 3.5])!, 10)
  })

  it('can order two careers the whole profile calls a tie, by the clearest interest', () => {
    const whole = [interestFit(student, artistHelper)!, interestFit(student, artist)!]
    expect(whole[0]).toBeGreaterThan(whole[1]!)
    expect(whole[0]! - whole[1]!).toBeLessThan(TIE_MARGIN)
    expect(strongestInterestFit(student, artist)!).toBeGreaterThan(strongestInterestFit(student, artistHelper)! + 0.05)
  })

  it('is null for a flat profile', () => {
    expect(strongestInterestFit(fixtureProfile(), artist)).toBeNull()
  })
})

describe('aptitudeFit', () => {
  const numeric = fixtureCareer('numeric', [1, 2, 3, 4, 5, 6], { aptitudes: { numerical: 1, logical: 0.5 } })
  const noAptitude = fixtureCareer('free', [1, 2, 3, 4, 5, 6], { aptitudes: {} })

  it("leans on the student's relatively stronger areas, measured from the student's own mean", () => {
    const p = fixtureProfile({ aptitude: { logical: 40, numerical: 100, science: 10 } })
    // mean 50: numerical +1, logical -0.2 (per 50 points) → (1 × 1 + 0.5 × -0.2) / 1.5 = 0.6
    expect(aptitudeFit(p, numeric)).toBeCloseTo(0.6)
    expect(aptitudeFit(p, noAptitude)).toBe(0)
  })

  it('ignores the overall level: equal scores give 0 at any level', () => {
    for (const level of [10, 50, 100]) {
      expect(aptitudeFit(fixtureProfile({ aptitude: { logical: level, numerical: level, science: level } }), numeric)).toBeCloseTo(0)
    }
  })

  it('is null with fewer than two answered areas', () => {
    expect(aptitudeFit(fixtureProfile({ aptitude: { logical: null, numerical: null, science: null } }), numeric)).toBeNull()
    expect(aptitudeFit(fixtureProfile({ aptitude: { logical: 40, numerical: null, science: null } }), numeric)).toBeNull()
  })
})

describe('workStyleFit', () => {
  const leader = fixtureCareer('leader', [1, 2, 3, 4, 5, 6], { workStyles: { leadership: 1, teamwork: 0.6 } })

  it('is 1 for the same shape and -1 for the opposite one', () => {
    const same = fixtureProfile({ workStyle: { analytical: 0, creative: 0, leadership: 100, teamwork: 60, persistence: 0 } })
    expect(workStyleFit(same, leader)).toBeCloseTo(1)
    const opposite = fixtureProfile({ workStyle: { analytical: 100, creative: 100, leadership: 0, teamwork: 40, persistence: 100 } })
    expect(workStyleFit(opposite, leader)).toBeCloseTo(-1)
  })

  it('is null for a flat work style', () => {
    expect(workStyleFit(fixtureProfile(), leader)).toBeNull()
  })
})

describe('blend, percentage and band', () => {
  it('is the interest fit moved by at most the adjustment margin', () => {
    const m = ADJUSTMENT_MARGIN.aptitude + ADJUSTMENT_MARGIN.workStyle
    expect(blend({ interest: 0.8, aptitude: null, workStyle: null })).toBeCloseTo(0.8)
    expect(blend({ interest: 0.8, aptitude: 1, workStyle: 1 })).toBeCloseTo(0.8 + m)
    expect(blend({ interest: 0.8, aptitude: -1, workStyle: -1 })).toBeCloseTo(0.8 - m)
    expect(blend({ interest: null, aptitude: 1, workStyle: 1 })).toBe(-1)
  })

  it('never lifts a poorly fitting career: below the floor the adjustment can only lower it', () => {
    expect(blend({ interest: LIFT_FLOOR - 0.1, aptitude: 1, workStyle: 1 })).toBeCloseTo(LIFT_FLOOR - 0.1)
    expect(blend({ interest: LIFT_FLOOR - 0.1, aptitude: -1, workStyle: 0 })).toBeLessThan(LIFT_FLOOR - 0.1)
  })

  it('maps fit to an integer percentage that rises with fit, within 0..100, lower for a flat profile', () => {
    let previous = -1
    for (let x = -1; x <= 1.0001; x += 0.01) {
      const y = toMatchPercentage(x, 40)
      expect(Number.isInteger(y)).toBe(true)
      expect(y).toBeGreaterThanOrEqual(previous)
      expect(y).toBeLessThanOrEqual(100)
      previous = y
    }
    expect(toMatchPercentage(-1, 40)).toBe(0)
    expect(toMatchPercentage(0.9, 5)).toBeLessThan(toMatchPercentage(0.9, 50))
    expect(toMatchPercentage(Number.NaN, 40)).toBe(0)
  })

  it('names bands from the percentage', () => {
    expect(bandOf(90)).toBe('Strong fit')
    expect(bandOf(75)).toBe('Strong fit')
    expect(bandOf(74)).toBe('Good fit')
    expect(bandOf(55)).toBe('Good fit')
    expect(bandOf(54)).toBe('Worth exploring')
    // A result with a quality flag: 'Strong fit' is withheld, the lower bands stay.
    expect(bandOf(90, true)).toBe('Good fit')
    expect(bandOf(60, true)).toBe('Good fit')
    expect(bandOf(54, true)).toBe('Worth exploring')
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
    // The two identical artist careers are a tie, shown as such; the next one is not.
    expect(ranked.map((m) => m.tiedWithPrevious)).toEqual([false, true, false, false])
    expect(ranked[0]!.fit - ranked[2]!.fit).toBeGreaterThan(TIE_MARGIN)
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
