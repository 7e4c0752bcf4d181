import { describe, expect, it } from 'vitest'
import { answersLike } from '../../../tests/assessment/fixtures'
import { CURRENT_STREAMS, type CurrentStream } from '../../shared/constants'
import { CAREERS } from './careers'
import { type Career } from '../../shared/schemas/careers'
import { eligibilityFor, requirementOf } from './eligibility'
import { assess } from './recommend'

const career = (id: string): Career => CAREERS.find((c) => c.id === id)!
const openFor = (id: string) => CURRENT_STREAMS.filter((s) => eligibilityFor(career(id), s).open)

describe('eligibilityFor', () => {
  it('opens PCM careers only to PCM and PCMB, PCB careers only to PCB and PCMB', () => {
    expect(openFor('mechanical-engineering')).toEqual(['science-pcm', 'science-pcmb'])
    expect(openFor('medicine-mbbs')).toEqual(['science-pcb', 'science-pcmb'])
    expect(openFor('nursing')).toEqual(['science-pcb', 'science-pcmb'])
    expect(openFor('biotechnology')).toEqual(['science-pcm', 'science-pcb', 'science-pcmb'])
  })

  it('keeps Commerce, Humanities and any-stream careers open to everyone', () => {
    for (const id of ['chartered-accountancy', 'law', 'psychology', 'journalism-media', 'business-management']) {
      expect(openFor(id), id).toEqual([...CURRENT_STREAMS])
    }
  })

  it('corrects the catalogue where the real requirement is not PCM: urban planning needs Mathematics only; actuarial science and defence are open with a caution', () => {
    expect(requirementOf(career('urban-planning'))).toBe('maths')
    expect(openFor('urban-planning')).toEqual(['science-pcm', 'science-pcmb', 'commerce-maths'])
    expect(eligibilityFor(career('actuarial-science'), 'humanities')).toMatchObject({ open: true, note: expect.stringMatching(/ACET/) })
    expect(eligibilityFor(career('defence-services'), 'commerce')).toMatchObject({ open: true, note: expect.stringMatching(/NDA Army wing takes any stream.*women/i) })
  })

  it('names the route that remains whenever it closes a career', () => {
    for (const c of CAREERS) {
      for (const s of CURRENT_STREAMS) {
        const e = eligibilityFor(c, s)
        if (!e.open) expect(e.note, `${c.id} / ${s}`).toMatch(/Routes? that remains?:/)
      }
    }
    expect(eligibilityFor(career('medicine-mbbs'), 'science-pcm').note).toMatch(/Biology as an additional subject/)
    expect(eligibilityFor(career('civil-engineering'), 'humanities').note).toMatch(/NIOS.*polytechnic diploma/)
  })
})

describe('assess with a current stream (grades 11-12)', () => {
  const healthStudent = answersLike(career('medicine-mbbs'), 12)

  it.each(['commerce', 'humanities', 'commerce-maths', 'vocational', 'science-pcm'] as CurrentStream[])(
    'never leads a %s student with a career their stream has closed, and names at most two closed ones, last, with the route',
    (stream) => {
      const result = assess({ grade: 12, answers: healthStudent, currentStream: stream })
      const closed = result.recommendations.filter((r) => r.eligibility && !r.eligibility.open)
      expect(closed.length).toBeLessThanOrEqual(2)
      const firstClosed = result.recommendations.findIndex((r) => r.eligibility?.open === false)
      if (firstClosed >= 0) {
        for (const r of result.recommendations.slice(firstClosed)) expect(r.eligibility?.open).toBe(false)
      }
      expect(result.recommendations[0]!.eligibility?.open).toBe(true)
      for (const r of closed) {
        expect(r.nextSteps[0]).toMatch(/Routes? that remains?:/)
        expect(r.nextSteps.join(' ')).not.toMatch(/Prepare for NEET/)
      }
      for (const f of result.families) for (const id of f.careerIds) expect(eligibilityFor(career(id), stream).open).toBe(true)
      expect(result.notes.join(' ')).toMatch(/Your current stream .* was taken into account/)
    },
  )

  it('leaves a PCB student the health careers, and ignores a stream for grades 8-10', () => {
    const pcb = assess({ grade: 12, answers: healthStudent, currentStream: 'science-pcb' })
    expect(pcb.recommendations.some((r) => r.id === 'medicine-mbbs' && r.eligibility?.open)).toBe(true)
    const grade10 = assess({ grade: 10, answers: answersLike(career('medicine-mbbs'), 10), currentStream: 'commerce' })
    expect(grade10.recommendations.every((r) => r.eligibility === undefined)).toBe(true)
  })
})
