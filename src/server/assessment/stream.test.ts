import { describe, expect, it } from 'vitest'
import { CAREERS } from './careers'
import { type Career } from '../../shared/schemas/careers'
import { matchCareers, type CareerMatch } from './matching'
import { careerProfile } from '../../../tests/assessment/fixtures'
import { recommendStream, type StreamLabel } from './stream'

const career = (id: string): Career => {
  const found = CAREERS.find((c) => c.id === id)
  if (!found) throw new Error(`fixture: no career ${id} in the catalogue`)
  return found
}

function streamFor(id: string, grade: 9 | 10 = 10) {
  const profile = careerProfile(career(id), grade)
  return recommendStream(grade, profile, matchCareers(profile))
}

const familyOf = (label: StreamLabel) => (label.startsWith('Science') ? 'science' : label)

describe('recommendStream', () => {
  it('is only for grades 9 and 10', () => {
    for (const grade of [8, 11, 12] as const) {
      const profile = careerProfile(career('mechanical-engineering'), grade)
      expect(recommendStream(grade, profile, matchCareers(profile))).toBeUndefined()
    }
  })

  it.each([
    ['mechanical-engineering', 'Science (PCM)'],
    ['computer-science-software', 'Science (PCM)'],
    ['medicine-mbbs', 'Science (PCB)'],
    ['nursing', 'Science (PCB)'],
    ['chartered-accountancy', 'Commerce'],
    ['banking', 'Commerce'],
    ['social-work', 'Arts/Humanities'],
    ['writing-content', 'Arts/Humanities'],
  ] as const)('suggests the stream a typical %s student would take (%s)', (id, expected) => {
    expect(streamFor(id)?.stream).toBe(expected)
  })

  it('is for the next grade, names a runner-up of another family, and suggests rather than imposes', () => {
    for (const c of CAREERS) {
      const s = streamFor(c.id)!
      expect(s.forGrade).toBe(11)
      expect(familyOf(s.runnerUp)).not.toBe(familyOf(s.stream))
      expect(s.summary.startsWith(`${s.stream} `)).toBe(true)
      expect(s.summary).toMatch(/looks like a (strong|good) fit for you in Grade 11\. /)
      expect(s.summary).toMatch(new RegExp(`${s.runnerUp.replace(/[()]/g, '\\$&')} (is also worth considering|fits you almost equally well)\\.$`))
      const text = [s.summary, ...s.reasons].join(' ')
      expect(text).not.toMatch(/\b(must|should|have to|only option)\b/i)
      expect(s.reasons.length).toBeGreaterThanOrEqual(2)
      expect(s.reasons[s.reasons.length - 1]).toMatch(/suggestion .* not a rule/)
      for (const v of Object.values(s.scores)) expect(v).toBeGreaterThanOrEqual(0)
    }
  })

  it('words grade 9 towards the choice after Class 10', () => {
    const s = streamFor('chartered-accountancy', 9)!
    expect(s.forGrade).toBe(10)
    expect(s.summary).toMatch(/Grade 10 and towards the stream choice after Class 10/)
  })

  it('is tentative when the profile is low-confidence', () => {
    const profile = careerProfile(career('medicine-mbbs'), 10)
    profile.quality = { ...profile.quality, lowConfidence: true, reasons: ['x'] }
    expect(recommendStream(10, profile, matchCareers(profile))!.summary).toMatch(/may suit you/)
  })

  it('says PCM or PCB when the top careers split between Mathematics and Biology', () => {
    const profile = careerProfile(career('biotechnology'), 10)
    const pick = (id: string, fit: number): CareerMatch => ({
      career: career(id),
      fit,
      matchPercentage: 80,
      band: 'Strong fit',
      tiedWithPrevious: false,
      components: { interest: 0.9, aptitude: 0.8, workStyle: 0.8 },
    })
    const matches = [pick('mechanical-engineering', 0.9), pick('medicine-mbbs', 0.9), pick('civil-engineering', 0.85), pick('dentistry', 0.85)]
    const s = recommendStream(10, profile, matches)!
    expect(s.stream).toBe('Science (PCM or PCB)')
    expect(s.reasons.join(' ')).toMatch(/both PCM and PCB stay open/)
  })

  it('sends a social-artistic profile to Humanities even with strong science marks, naming the runner-up', () => {
    const profile = careerProfile(career('school-career-counselling'), 10)
    profile.aptitude = { logical: 100, numerical: 100, science: 100 }
    const s = recommendStream(10, profile, matchCareers(profile))!
    expect(s.stream).toBe('Arts/Humanities')
    expect(s.runnerUp).not.toBe('Arts/Humanities')
  })

  it('lets the overall level of marks pick nothing: equal aptitude at any level gives the same stream', () => {
    const streams = [10, 50, 100].map((level) => {
      const profile = careerProfile(career('economics'), 10)
      profile.aptitude = { logical: level, numerical: level, science: level }
      return recommendStream(10, profile, matchCareers(profile))!.stream
    })
    expect(new Set(streams).size).toBe(1)
  })

  it('still answers without any career matches or aptitude', () => {
    const profile = careerProfile(career('law'), 10)
    profile.aptitude = { logical: null, numerical: null, science: null }
    const s = recommendStream(10, profile, [])!
    expect(['Science (PCM or PCB)', 'Commerce', 'Arts/Humanities']).toContain(s.stream)
  })
})
