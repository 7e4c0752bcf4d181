import { describe, expect, it } from 'vitest'
import { CAREERS } from './careers'
import { type Career } from '../../shared/schemas/careers'
import { GRADES, type Grade } from '../../shared/schemas/items'
import { interestFit, matchCareers, TIE_MARGIN } from './matching'
import { answersLike, careerProfile } from '../../../tests/assessment/fixtures'
import type { Profile } from './scoring'
import { assess, CLUSTER_COUNT_SHOWN, explainMatch, nextStepsFor, recommendFromProfile } from './recommend'
import { qualityNotesOf, STRONG_FIT_WITHHELD_NOTE } from '../../shared/schemas/results'
import { getBank, optionTexts } from './question-bank'
import { LATIN_SQUARES } from './blueprint'
import { NO_INTEREST_SIGNAL_MESSAGE } from './scoring'

const career = (id: string): Career => CAREERS.find((c) => c.id === id)!

function studentOf(id: string, grade: Grade): Record<string, string> {
  return answersLike(career(id), grade)
}

/**
 * Answers that score every interest the same: every rating 3 and the first option of each single choice of the two
 * Latin squares, which gives each type once per square; the work-style and knowledge items get their first option.
 * The choice at position 7 and the two 'least' questions stay unanswered: answered, they hand out 1 + 5 + 5 points
 * over the six types on top of the squares' 12, and 23 points cannot be shared out evenly.
 */
function evenAnswers(grade: Grade): Record<string, string> {
  const squares = new Set(LATIN_SQUARES.flat())
  const answers: Record<string, string> = {}
  getBank(grade).forEach((item, index) => {
    if (item.type === 'rating_scale') answers[item.id] = '3'
    else if (item.section !== 'Interests' || squares.has(index + 1)) answers[item.id] = optionTexts(item)[0]!
  })
  return answers
}

describe('assess', () => {
  it.each(GRADES)('grade %i: ranked careers with reasons, the grade band next steps, and a stream only for 9 and 10', (grade) => {
    const result = assess({ grade, answers: studentOf('computer-science-software', grade) })
    const { recommendations, clusters } = result
    // Five clusters, the best family's best first, the others in order of fit; the careers are theirs, cluster by cluster.
    expect(clusters).toHaveLength(CLUSTER_COUNT_SHOWN)
    expect(recommendations.length).toBeGreaterThanOrEqual(5)
    expect(recommendations.map((r) => r.id)).toEqual(clusters.flatMap((c) => c.careerIds))
    for (let i = 2; i < clusters.length; i++) expect(clusters[i - 1]!.fit).toBeGreaterThanOrEqual(clusters[i]!.fit)
    for (const c of clusters) {
      for (const id of c.careerIds) expect(career(id).cluster).toBe(c.id)
      // A cluster fits as well as its best specialisation, and shows that career's percentage.
      expect(c.matchPercentage).toBe(Math.max(...recommendations.filter((r) => r.cluster === c.id).map((r) => r.matchPercentage)))
    }
    expect(clusters[0]!.family).toBe(result.families[0]!.id)
    expect(recommendations[0]!.family).toBe(result.families[0]!.id)
    expect(result.families[0]!.careerIds[0]).toBe(recommendations[0]!.id)
    const band = grade === 8 ? 'grade8' : grade <= 10 ? 'grade9to10' : 'grade11to12'
    for (const rec of recommendations) {
      const c = career(rec.id)
      expect(Number.isInteger(rec.matchPercentage)).toBe(true)
      expect(rec.matchPercentage).toBeGreaterThanOrEqual(0)
      expect(rec.matchPercentage).toBeLessThanOrEqual(100)
      expect(rec.careerField).toBe(c.careerField)
      expect(rec.description).toBe(c.description)
      expect(rec.nextSteps).toEqual(c.nextSteps[band])
      expect(rec.skills).toEqual(c.skills)
      expect(rec.pathways).toEqual(c.pathways)
      expect(rec.exams).toEqual(c.exams)
      expect(rec.reasons.length).toBeGreaterThanOrEqual(2)
      expect(rec.reasons.length).toBeLessThanOrEqual(3)
      for (const r of rec.reasons) expect(r).toMatch(/^[A-Z].*\.$/)
      expect(rec.family).toBe(c.family)
      expect(['Strong fit', 'Good fit', 'Worth exploring']).toContain(rec.band)
      if (grade === 9 || grade === 10) expect(rec.recommendedStream).toBe(c.stream)
      else expect(rec).not.toHaveProperty('recommendedStream')
    }
    if (grade === 9 || grade === 10) expect(result.stream?.forGrade).toBe(grade + 1)
    else expect(result).not.toHaveProperty('stream')
    expect(result.lowConfidence).toBe(result.profile.quality.lowConfidence)
    expect(result.notes.length).toBeGreaterThanOrEqual(1)
  })

  it('finds the career a clear student was drawn from near the top, and always its cluster', () => {
    // Every catalogue career, as a student whose interests are exactly its O*NET profile. Look-alike careers of one
    // cluster trade places (the ITI trades correlate up to 0.99), so the floor is on the career and the rule on its
    // cluster; and the family, which sums over all its careers, is one of the two best for most.
    let clusterLeads = 0
    let familyInTop2 = 0
    for (const c of CAREERS) {
      const result = recommendFromProfile(careerProfile(c, 10))
      expect(result.clusters.map((t) => t.id), c.id).toContain(c.cluster)
      expect(result.recommendations.map((r) => r.id), c.id).toContain(c.id)
      if (result.clusters[0]!.id === c.cluster) clusterLeads++
      if (result.families.slice(0, 2).some((f) => f.id === c.family)) familyInTop2++
    }
    expect(clusterLeads / CAREERS.length).toBeGreaterThanOrEqual(0.6)
    expect(familyInTop2 / CAREERS.length).toBeGreaterThanOrEqual(0.85)
    expect(assess({ grade: 10, answers: studentOf('medicine-mbbs', 10) }).lowConfidence).toBe(false)
  })

  it("calls no career or family a 'Strong fit' when the test was finished too fast to read, and says why", () => {
    const answers = studentOf('medicine-mbbs', 10)
    const careful = assess({ grade: 10, answers, timeSpentSeconds: 1200 })
    const rushed = assess({ grade: 10, answers, timeSpentSeconds: 60 })
    expect(careful.recommendations.map((r) => r.band)).toContain('Strong fit')
    expect(rushed.recommendations.map((r) => r.matchPercentage)).toEqual(careful.recommendations.map((r) => r.matchPercentage))
    expect([...rushed.recommendations, ...rushed.families].map((r) => r.band)).not.toContain('Strong fit')
    expect(rushed.quality.strongFitWithheld).toBe(true)
    expect(rushed.profile.quality).toEqual(rushed.quality)
    expect(qualityNotesOf(rushed).at(-1)).toBe(STRONG_FIT_WITHHELD_NOTE)
  })

  it('says no fit is called strong only where a band reads lower than its percentage', () => {
    // Every rating 3 and the first option everywhere, too fast: flagged, and every match is far below 75 %.
    const answers = Object.fromEntries(getBank(10).map((item) => [item.id, item.type === 'rating_scale' ? '3' : optionTexts(item)[0]!]))
    const rushed = assess({ grade: 10, answers, timeSpentSeconds: 60 })
    expect(rushed.lowConfidence).toBe(true)
    expect(Math.max(...rushed.recommendations.map((r) => r.matchPercentage))).toBeLessThan(75)
    expect(rushed.quality.strongFitWithheld).toBe(false)
    expect(rushed.profile.quality.strongFitWithheld).toBe(false)
    expect(qualityNotesOf(rushed)).toEqual(rushed.quality.flags.map((f) => f.message))
  })

  it('claims no order, family, closed route or interest-based stream when every interest scored the same', () => {
    for (const grade of GRADES) {
      const answers = evenAnswers(grade)
      const result = assess({ grade, answers, timeSpentSeconds: 900, ...(grade >= 11 ? { currentStream: 'commerce' as const } : {}) })
      expect(result.profile.quality.differentiation, `grade ${grade}`).toBe(0)
      const clusterNames = result.clusters.map((c) => c.name)
      expect(clusterNames).toEqual([...clusterNames].sort((a, b) => a.localeCompare(b, 'en')))
      for (const c of result.clusters) {
        const names = result.recommendations.filter((r) => r.cluster === c.id).map((r) => r.careerField)
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
      }
      expect(result.recommendations.slice(1).every((r) => r.tiedWithPrevious)).toBe(true)
      expect(result.clusters.slice(1).every((c) => c.tiedWithPrevious)).toBe(true)
      expect([...result.recommendations, ...result.clusters].every((r) => r.matchPercentage === 0 && r.band === 'Worth exploring')).toBe(true)
      expect(result.recommendations.every((r) => r.reasons.length === 0)).toBe(true)
      expect(result.recommendations.every((r) => r.eligibility?.open ?? true)).toBe(true)
      expect(result.families).toEqual([])
      expect(result.quality.flags.find((f) => f.code === 'flat')?.message).toBe(NO_INTEREST_SIGNAL_MESSAGE)
      expect(result.notes.join(' ')).not.toMatch(/What the main routes cost \(/)
      if (grade === 9 || grade === 10) {
        expect(result.stream?.reasons[0]).toMatch(/rests only on how the reasoning, number and science questions went/)
        expect(result.stream?.reasons.join(' ')).not.toMatch(/career matches|You enjoy/)
      }
    }
    // One answer the other way is a difference again: the usual ranking, families and cost notes return.
    const bank = getBank(10)
    const answers = evenAnswers(10)
    const first = bank.find((item) => item.type === 'rating_scale' && item.section === 'Interests')!
    const result = assess({ grade: 10, answers: { ...answers, [first.id]: '5' }, timeSpentSeconds: 900 })
    expect(result.families.length).toBeGreaterThan(0)
    expect(result.notes.join(' ')).toMatch(/What the main routes cost \(/)
  })

  it('gives the same result twice for the same answers', () => {
    const answers = studentOf('law', 12)
    expect(assess({ grade: 12, answers })).toEqual(assess({ grade: 12, answers: { ...answers } }))
  })

  it('still recommends, flagged low-confidence and with notes, when nothing was answered', () => {
    const result = assess({ grade: 10, answers: {} })
    expect(result.lowConfidence).toBe(true)
    expect(result.clusters).toHaveLength(CLUSTER_COUNT_SHOWN)
    expect(result.recommendations.length).toBeGreaterThanOrEqual(CLUSTER_COUNT_SHOWN)
    expect(result.notes.join(' ')).toMatch(/Read these matches with extra care/)
    expect(result.quality.flags.map((f) => f.code)).toContain('few-answers')
    expect(result.notes.join(' ')).toMatch(/did not answer any Logical Reasoning, Numerical Aptitude and Science questions/)
    expect(result.notes.join(' ')).toMatch(/work-style questions/)
  })

  it('honours a smaller count and a custom catalogue', () => {
    const few = CAREERS.slice(0, 6)
    const result = assess({ grade: 11, answers: studentOf('banking', 11) }, { careers: few, count: 2 })
    expect(result.clusters).toHaveLength(2)
    expect(result.recommendations.map((r) => r.id)).toEqual(result.clusters.flatMap((c) => c.careerIds))
    for (const r of result.recommendations) expect(few.map((c) => c.id)).toContain(r.id)
  })
})

describe('explainMatch', () => {
  it('names the shared interests and the aptitude strength in words a student understands', () => {
    const profile = careerProfile(career('data-science-ai'), 11)
    profile.aptitude = { logical: 90, numerical: 95, science: 40 }
    const match = matchCareers(profile).find((m) => m.career.id === 'data-science-ai')!
    const reasons = explainMatch(profile, match)
    expect(reasons[0]).toMatch(/You enjoy investigating how things work/)
    expect(reasons.join(' ')).toMatch(/Your (numerical reasoning and logical reasoning|logical reasoning and numerical reasoning) are strengths/)
  })

  it('is honest when an aptitude the career leans on is not yet a strength', () => {
    const profile = careerProfile(career('medicine-mbbs'), 10)
    profile.aptitude = { logical: 20, numerical: 20, science: 20 }
    const match = matchCareers(profile).find((m) => m.career.id === 'medicine-mbbs')!
    expect(explainMatch(profile, match).join(' ')).toMatch(/uses a lot of science knowledge, which you can build up with practice/)
  })

  it('says so when the interests overlap only in part', () => {
    const profile = careerProfile(career('fine-arts'), 10)
    const match = matchCareers(profile).find((m) => m.career.id === 'chartered-accountancy')!
    const reasons = explainMatch(profile, match)
    expect(reasons[0]).toMatch(/overlap with it only in part/)
    expect(reasons.length).toBeGreaterThanOrEqual(2)
  })
})

describe('nextStepsFor', () => {
  it('picks the grade band', () => {
    const c = career('teaching')
    expect(nextStepsFor(c, 8)).toEqual(c.nextSteps.grade8)
    expect(nextStepsFor(c, 9)).toEqual(c.nextSteps.grade9to10)
    expect(nextStepsFor(c, 10)).toEqual(c.nextSteps.grade9to10)
    expect(nextStepsFor(c, 11)).toEqual(c.nextSteps.grade11to12)
    expect(nextStepsFor(c, 12)).toEqual(c.nextSteps.grade11to12)
  })
})

describe('the lead career', () => {
  // An A-first, S-second student. In the health family, 'both' fits the whole profile a little better (A and S high),
  // 'clear' fits the clear high point (A) better; the two are a tie. 'other' is a worse fit in another family.
  const base = careerProfile(career('fine-arts'), 10)
  const riasec: Profile['riasec'] = { realistic: 20, investigative: 35, artistic: 90, social: 60, enterprising: 30, conventional: 15 }
  const even = { logical: 50, numerical: 50, science: 50 }
  const flatStyle = { analytical: 50, creative: 50, leadership: 50, teamwork: 50, persistence: 50 }
  const profile: Profile = { ...base, riasec, aptitude: even, workStyle: flatStyle }
  const fixture = (id: string, family: Career['family'], r: readonly number[]): Career => {
    const [realistic, investigative, artistic, social, enterprising, conventional] = r as [number, number, number, number, number, number]
    const cluster = family === 'health' ? 'nursing' : 'legal'
    return { ...career('nursing'), id, family, cluster, interests: { realistic, investigative, artistic, social, enterprising, conventional, highPoints: ['artistic'] } }
  }
  const both = fixture('both', 'health', [1.5, 4.5, 6.5, 6, 4, 2])
  const clear = fixture('clear', 'health', [2, 4, 6.5, 4.5, 4, 3.5])
  const other = fixture('other', 'law-public-service', [3, 5, 3, 5, 5, 3])

  it('is, within a tie among the best family’s best careers, the one that fits the strongest interests', () => {
    expect(interestFit(profile, both)! - interestFit(profile, clear)!).toBeGreaterThan(0)
    expect(interestFit(profile, both)! - interestFit(profile, clear)!).toBeLessThan(TIE_MARGIN)
    const result = recommendFromProfile(profile, { careers: [both, clear, other], count: 3 })
    expect(result.recommendations.map((r) => r.id)).toEqual(['clear', 'both', 'other'])
    expect(result.recommendations[1]!.tiedWithPrevious).toBe(true)
    expect(result.families[0]!.careerIds).toEqual(['clear', 'both'])
  })

  it('is the best career by fit when nothing ties with it', () => {
    const weaker = fixture('weaker', 'health', [2, 4, 6, 2, 4, 3.5])
    expect(interestFit(profile, both)! - interestFit(profile, weaker)!).toBeGreaterThan(TIE_MARGIN)
    const result = recommendFromProfile(profile, { careers: [both, weaker, other], count: 3 })
    expect(result.recommendations[0]!.id).toBe('both')
  })
})

describe('recommendFromProfile', () => {
  it('agrees with assess for the same answers', () => {
    const answers = studentOf('nursing', 9)
    const viaAnswers = assess({ grade: 9, answers })
    expect(recommendFromProfile(viaAnswers.profile)).toEqual(viaAnswers)
  })
})
