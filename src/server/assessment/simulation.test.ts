// The simulation study of docs/assessment.md, asserted. scripts/simulate.ts prints the same study as tables.
import { beforeAll, describe, expect, it } from 'vitest'
import { CAREERS } from './careers'
import { GRADES } from './item-schema'
import { matchCareers } from './matching'
import { getBank, optionTexts } from './question-bank'
import { recommend } from './recommend'
import { scoreAnswers } from './scoring'
import {
  careerProfile,
  gaussian,
  mulberry32,
  onetToRating,
  randomAnswers,
  runStudy,
  simulateAnswers,
  type StudyResult,
} from './simulation-helpers'

describe('the seeded generators', () => {
  it('mulberry32 repeats for a seed, differs between seeds and is uniform enough', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const c = mulberry32(43)
    const xs = Array.from({ length: 10_000 }, () => a())
    expect(Array.from({ length: 10_000 }, () => b())).toEqual(xs)
    expect(c()).not.toBe(xs[0])
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...xs)).toBeLessThan(1)
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 1)
  })

  it('gaussian has mean 0 and SD 1', () => {
    const rng = mulberry32(7)
    const zs = Array.from({ length: 20_000 }, () => gaussian(rng))
    const mean = zs.reduce((s, z) => s + z, 0) / zs.length
    const sd = Math.sqrt(zs.reduce((s, z) => s + (z - mean) ** 2, 0) / zs.length)
    expect(Math.abs(mean)).toBeLessThan(0.03)
    expect(Math.abs(sd - 1)).toBeLessThan(0.03)
  })

  it('maps the O*NET 1..7 scale onto the 1..5 answer scale', () => {
    expect(onetToRating(1)).toBe(1)
    expect(onetToRating(4)).toBe(3)
    expect(onetToRating(7)).toBe(5)
  })

  it('simulated and random students give valid answers to every item', () => {
    const rng = mulberry32(1)
    for (const grade of GRADES) {
      const bank = getBank(grade)
      for (const answers of [simulateAnswers(bank, CAREERS[0]!, rng), randomAnswers(bank, rng)]) {
        expect(Object.keys(answers)).toHaveLength(30)
        for (const item of bank) {
          const allowed = item.type === 'rating_scale' ? ['1', '2', '3', '4', '5'] : optionTexts(item)
          expect(allowed).toContain(answers[item.id])
        }
      }
    }
  })
})

describe('simulation study (20 students per career per grade, 2,000 random answerers per grade)', () => {
  let study: StudyResult
  beforeAll(() => {
    study = runStudy()
  })

  it('puts the source career in the top 5 in at least 85 % of trials, in every grade', () => {
    for (const g of study.grades) expect(g.top5, `grade ${g.grade}`).toBeGreaterThanOrEqual(0.85)
    expect(study.overall.top5).toBeGreaterThanOrEqual(0.85)
  })

  it('puts the source career in the top 10 in at least 95 % of trials, in every grade', () => {
    for (const g of study.grades) expect(g.top10, `grade ${g.grade}`).toBeGreaterThanOrEqual(0.95)
    expect(study.overall.top10).toBeGreaterThanOrEqual(0.95)
  })

  it('ran every career in every grade', () => {
    expect(study.overall.trials).toBe(CAREERS.length * GRADES.length * 20)
    expect(study.careerTop5).toHaveLength(CAREERS.length)
  })

  it('makes no career the top match of more than 10 % of random answerers', () => {
    for (const g of study.grades) {
      expect(g.randomTrials).toBe(2000)
      expect(g.randomMaxTop1Share, `grade ${g.grade}: ${g.randomMaxTop1Career}`).toBeLessThanOrEqual(0.1)
    }
  })

  it('rarely flags an honest synthetic student as low-confidence', () => {
    expect(study.overall.honestLowConfidence).toBeLessThan(0.05)
  })

  it('keeps the calibration of the match percentage where docs/assessment.md says it is', () => {
    expect(study.calibration.medianOwnMatch).toBeGreaterThanOrEqual(70)
    expect(study.calibration.medianRandomBest).toBeLessThan(study.calibration.medianOwnMatch)
    expect(study.calibration.randomBestAtLeast80).toBeLessThan(0.05)
  })
})

describe('coverage', () => {
  it('every career is the top match of its own noise-free profile, in every grade', () => {
    for (const grade of GRADES) {
      for (const career of CAREERS) {
        expect(matchCareers(careerProfile(career, grade))[0]!.career.id, career.id).toBe(career.id)
      }
    }
  })
})

describe('sanity', () => {
  // 'Very much' to every rating item and the first option of every choice item. For knowledge items the first option
  // is right or wrong as the bank happens to key it; the flag must not depend on that, and it comes from the ratings.
  it.each(GRADES)('grade %i: Very much to everything is low-confidence', (grade) => {
    const answers: Record<string, string> = {}
    for (const item of getBank(grade)) answers[item.id] = item.type === 'rating_scale' ? '5' : optionTexts(item)[0]!
    const result = recommend(grade, answers)
    expect(result.lowConfidence).toBe(true)
    expect(result.profile.quality.acquiescence).toBe(1)
    expect(result.notes.join(' ')).toMatch(/Very much/)
  })

  it.each(GRADES)('grade %i: the same middle rating everywhere is low-confidence', (grade) => {
    const answers: Record<string, string> = {}
    for (const item of getBank(grade)) answers[item.id] = item.type === 'rating_scale' ? '3' : optionTexts(item)[1]!
    expect(scoreAnswers(grade, answers).quality.lowConfidence).toBe(true)
  })
})

describe('determinism', () => {
  it('the same answers give a deep-equal result twice', () => {
    const rng = mulberry32(99)
    for (const grade of GRADES) {
      const answers = simulateAnswers(getBank(grade), CAREERS[grade % CAREERS.length]!, rng)
      expect(recommend(grade, answers)).toEqual(recommend(grade, structuredClone(answers)))
    }
  })

  it('the study itself repeats exactly for a seed', () => {
    const options = { trialsPerCareer: 1, randomTrials: 50, grades: [10] as const, seed: 5 }
    expect(runStudy(options)).toEqual(runStudy(options))
  })
})
