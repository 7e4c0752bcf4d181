import { describe, expect, it } from 'vitest'
import { answersLike, careerProfile } from '../../../tests/assessment/fixtures'
import { CURRENT_STREAMS, type CurrentStream } from '../../shared/constants'
import { CAREERS } from './careers'
import { type Career } from '../../shared/schemas/careers'
import { eligibilityFor, requirementOf, streamRouteFor } from './eligibility'
import { assess, nextStepsFor, recommendFromProfile } from './recommend'

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

  /** What an open career tells a grade 12 student of this stream to do and sit: its steps and exams. */
  const adviceFor = (id: string, stream: CurrentStream) => {
    const { eligibility, route } = streamRouteFor(career(id), stream)
    return { eligibility, text: [...(route.steps ?? nextStepsFor(career(id), 12)), ...(route.exams ?? career(id).exams)].join(' | ') }
  }

  it('opens computing, data science and mathematics to Mathematics without Physics and Chemistry, through the route that fits and not JEE', () => {
    for (const id of ['computer-science-software', 'cyber-security', 'data-science-ai', 'mathematics-statistics']) {
      expect(openFor(id), id).toEqual(['science-pcm', 'science-pcmb', 'commerce-maths'])
      expect(adviceFor(id, 'commerce-maths').eligibility.note, id).toMatch(/Mathematics/)
      expect(adviceFor(id, 'commerce-maths').text, id).not.toMatch(/JEE|BITSAT/)
      // A PCM student keeps the catalogue's own steps and exams, with no caution.
      expect(adviceFor(id, 'science-pcm').eligibility, id).toEqual({ open: true })
    }
    expect(adviceFor('computer-science-software', 'commerce-maths').eligibility.note).toMatch(/BCA or a B\.Sc in Computer Science, then an MCA/)
    expect(adviceFor('computer-science-software', 'science-pcm').text).toMatch(/JEE Main/)
    expect(eligibilityFor(career('computer-science-software'), 'commerce').note).toMatch(/Routes that remain: Mathematics as an additional subject .* then a BCA/)
    expect(eligibilityFor(career('data-science-ai'), 'humanities').note).toMatch(/IIT Madras/)
  })

  it('opens the B.Sc routes of physics and chemistry research, biotechnology and environmental science to PCB, without JEE', () => {
    for (const id of ['physical-sciences-research', 'biotechnology', 'biomedical-engineering', 'environmental-science']) {
      expect(openFor(id), id).toEqual(['science-pcm', 'science-pcb', 'science-pcmb'])
      expect(adviceFor(id, 'science-pcb').eligibility.note, id).toMatch(/Mathematics/)
      expect(adviceFor(id, 'science-pcb').text, id).not.toMatch(/JEE/)
    }
    expect(adviceFor('physical-sciences-research', 'science-pcb').eligibility.note).toMatch(/IISERs/)
    // And the other way round: a PCM student of forensic science is not told to strengthen Biology.
    expect(adviceFor('forensic-science', 'science-pcm').text).not.toMatch(/Biology/)
    expect(adviceFor('forensic-science', 'science-pcb').text).toMatch(/Strengthen Chemistry and Biology/)
  })

  it('tells a student without Mathematics to check the subject rules of finance and actuarial degrees, not to keep Maths strong', () => {
    expect(openFor('finance-investment')).toEqual([...CURRENT_STREAMS])
    const commerce = adviceFor('finance-investment', 'commerce')
    expect(commerce.eligibility.note).toMatch(/ask for Mathematics .* check each one/)
    expect(commerce.text).not.toMatch(/Keep Maths/)
    expect(adviceFor('finance-investment', 'commerce-maths').text).toMatch(/Keep Maths and Economics strong/)
    expect(adviceFor('actuarial-science', 'humanities').text).not.toMatch(/Shortlist maths|B\.Sc Statistics\/Mathematics/)
    expect(adviceFor('actuarial-science', 'humanities').eligibility.note).toMatch(/ACET.* any stream/)
  })

  it('keeps public health open to every stream, through a first degree and an MPH where Biology is missing', () => {
    expect(openFor('public-health')).toEqual([...CURRENT_STREAMS])
    const humanities = adviceFor('public-health', 'humanities')
    expect(humanities.eligibility.note).toMatch(/MPH/)
    expect(humanities.text).not.toMatch(/NEET/)
    expect(adviceFor('public-health', 'science-pcb').text).toMatch(/NEET-UG/)
  })

  it("never tells a student to sit JEE Main, JEE Advanced or BITSAT for an open career when the stream lacks what B.Tech needs", () => {
    for (const s of CURRENT_STREAMS.filter((x) => !['science-pcm', 'science-pcmb'].includes(x))) {
      for (const c of CAREERS) {
        const { eligibility, text } = adviceFor(c.id, s)
        if (!eligibility.open) continue
        // JEE Main Paper 2B (B.Planning) needs Mathematics only; BITSAT's B.Pharm takes Biology.
        const offending = text.replace(/JEE Main Paper 2B/g, '').replace(/BITSAT \(B\.Pharm[^)]*\)|BITSAT/g, (m) => (s === 'science-pcb' && c.id === 'pharmacy' ? '' : m))
        expect(offending, `${c.id} / ${s}`).not.toMatch(/JEE Main|JEE Advanced|BITSAT/)
      }
    }
  })

  it("names each career's own remaining routes when it closes: a B.Tech by lateral entry only for B.Tech careers", () => {
    for (const c of CAREERS) {
      for (const s of CURRENT_STREAMS) {
        const e = eligibilityFor(c, s)
        if (!e.open && /lateral entry/.test(e.note ?? '')) expect(c.pathways.join(' '), `${c.id} / ${s}`).toMatch(/B\.Tech|B\.E\./)
      }
    }
    for (const s of ['science-pcb', 'commerce-maths', 'humanities'] as CurrentStream[]) {
      expect(eligibilityFor(career('commercial-pilot'), s).note).toMatch(/^A commercial pilot licence \(DGCA\) needs Physics and Mathematics.*NIOS/)
    }
    expect(eligibilityFor(career('commercial-pilot'), 'science-pcb').note).not.toMatch(/JEE|B\.Tech/)
    expect(eligibilityFor(career('merchant-navy'), 'commerce').note).toMatch(/GP Rating/)
    expect(eligibilityFor(career('architecture'), 'science-pcb').note).toMatch(/Council of Architecture/)
    expect(eligibilityFor(career('nursing'), 'humanities').note).toMatch(/ANM .* any stream/)
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

  it("gives a Commerce with Mathematics student software through a BCA, with that route's steps and exams", () => {
    const result = recommendFromProfile(careerProfile(career('computer-science-software'), 12), { currentStream: 'commerce-maths' })
    const software = result.recommendations.find((r) => r.id === 'computer-science-software')!
    expect(software.eligibility).toMatchObject({ open: true, note: expect.stringMatching(/BCA/) })
    expect(software.nextSteps[0]).toMatch(/CUET-UG .* BCA/)
    expect([...software.nextSteps, ...software.exams].join(' ')).not.toMatch(/JEE/)
  })

  it('says how many of a family\'s careers the stream opens, where it closes some, since the family\'s fit rests on those alone', () => {
    // A software-minded Commerce with Mathematics student: science, engineering and technology leads through the
    // careers the stream opens alone (computing through a BCA or a B.Sc in place of a B.Tech, statistics, archaeology).
    const commerce = recommendFromProfile(careerProfile(career('computer-science-software'), 12), { currentStream: 'commerce-maths' })
    const engineering = CAREERS.filter((c) => c.family === 'engineering-technology')
    const opened = engineering.filter((c) => eligibilityFor(c, 'commerce-maths').open)
    expect(opened.length).toBeLessThan(engineering.length)
    expect(commerce.families[0]).toMatchObject({ id: 'engineering-technology', streamOpens: { open: opened.length, of: engineering.length } })
    expect([...commerce.families[0]!.careerIds].sort()).toEqual(opened.map((c) => c.id).sort())
    expect(commerce.families[0]!.careerIds[0]).toBe('computer-science-software')
    for (const f of commerce.families) {
      const of = CAREERS.filter((c) => c.family === f.id).length
      expect(f.streamOpens, f.id).toEqual(f.careerIds.length < of ? { open: f.careerIds.length, of } : undefined)
    }
    // Every family's careers open (law for Commerce with Mathematics), and no stream at all: nothing to say.
    expect(commerce.families.find((f) => f.id === 'law-public-service')?.streamOpens).toBeUndefined()
    const noStream = assess({ grade: 12, answers: answersLike(career('computer-science-software'), 12) })
    expect(noStream.families.every((f) => f.streamOpens === undefined)).toBe(true)
    expect(assess({ grade: 12, answers: healthStudent, currentStream: 'science-pcmb' }).families.every((f) => f.streamOpens === undefined)).toBe(true)
  })

  it('leaves a PCB student the health careers, and ignores a stream for grades 8-10', () => {
    const pcb = recommendFromProfile(careerProfile(career('medicine-mbbs'), 12), { currentStream: 'science-pcb' })
    expect(pcb.recommendations.some((r) => r.id === 'medicine-mbbs' && r.eligibility?.open)).toBe(true)
    const grade10 = assess({ grade: 10, answers: answersLike(career('medicine-mbbs'), 10), currentStream: 'commerce' })
    expect(grade10.recommendations.every((r) => r.eligibility === undefined)).toBe(true)
  })
})
