// What the main routes cost (issue #10): the data file, its schema, the wording of a note, and which notes a result
// carries (one per family among the top three careers, grades 9-12 only).
import { describe, expect, it } from 'vitest'
import { answersLike, careerProfile } from '../../../tests/assessment/fixtures'
import {
  formatRange,
  formatRupees,
  ROUTE_COST_NOTE_PREFIX,
  routeCostNote,
  routeCostsFileSchema,
} from '../../shared/schemas/route-costs'
import { CAREERS } from './careers'
import { CAREER_FAMILIES, CAREER_FAMILY_IDS, type CareerFamily } from '../../shared/schemas/careers'
import { type Grade } from '../../shared/schemas/items'
import { CURRENT_STREAMS } from '../../shared/constants'
import { assess, recommendFromProfile, ROUTE_NOTES } from './recommend'
import { costNotesFor, MAX_COST_NOTES, readRouteCostsFile, ROUTE_COSTS } from './route-costs'

const career = (id: string) => CAREERS.find((c) => c.id === id)!
const costNotesOf = (notes: readonly string[]) => notes.filter((n) => n.startsWith(ROUTE_COST_NOTE_PREFIX))
/** A family's note for grades 9-10: every route but one standing in for another where a stream closes it. */
const noteOf = (family: CareerFamily) =>
  routeCostNote(CAREER_FAMILIES[family], { ...ROUTE_COSTS[family], routes: ROUTE_COSTS[family].routes.filter((r) => r.insteadOf === undefined) })
const raw = () => structuredClone(readRouteCostsFile()) as { families: Record<string, Record<string, unknown>> }

describe('the route costs data file', () => {
  it('is plain JSON that the shared schema accepts as it is, with an entry for every career family', () => {
    const parsed = routeCostsFileSchema(CAREER_FAMILY_IDS).safeParse(readRouteCostsFile())
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
    expect(Object.keys(ROUTE_COSTS).sort()).toEqual([...CAREER_FAMILY_IDS].sort())
  })

  it('gives every entry a source and the academic year its figures describe', () => {
    for (const id of CAREER_FAMILY_IDS) {
      const entry = ROUTE_COSTS[id]
      expect(entry.source.length, id).toBeGreaterThan(20)
      expect(entry.asOf, id).toMatch(/^20\d\d-\d\d$/)
      expect(entry.routes.length, id).toBeGreaterThanOrEqual(1)
      expect(entry.routes.filter((r) => r.insteadOf === undefined).length, id).toBeLessThanOrEqual(3)
      for (const r of entry.routes) expect(r.government ?? r.private ?? r.remark, `${id}: ${r.route}`).toBeDefined()
    }
  })

  it('refuses a missing family, an entry without a source or asOf, an unknown family and a range upside down', () => {
    const schema = routeCostsFileSchema(CAREER_FAMILY_IDS)
    const missing = raw()
    delete missing.families['health']
    expect(schema.safeParse(missing).success).toBe(false)
    for (const field of ['source', 'asOf']) {
      const data = raw()
      delete data.families['health']![field]
      expect(schema.safeParse(data).success, field).toBe(false)
    }
    const unknown = raw()
    unknown.families['astrology'] = unknown.families['health']!
    expect(schema.safeParse(unknown).success).toBe(false)
    const badYear = raw()
    badYear.families['health']!['asOf'] = '2024-26'
    expect(schema.safeParse(badYear).success).toBe(false)
    const upsideDown = raw()
    ;(upsideDown.families['health']!['routes'] as { government?: unknown }[])[0]!.government = { min: 200000, max: 10000 }
    expect(schema.safeParse(upsideDown).success).toBe(false)
  })

  it('lets a family list a fourth route only as one standing in for another (insteadOf), one at most, never for its own need', () => {
    const schema = routeCostsFileSchema(CAREER_FAMILY_IDS)
    const routesOf = (data: ReturnType<typeof raw>, family: string) => data.families[family]!['routes'] as Record<string, unknown>[]
    const extra = { route: 'Apprenticeship', government: { max: 10000 } }
    const fourPlain = raw()
    routesOf(fourPlain, 'health').push(extra)
    expect(schema.safeParse(fourPlain).success).toBe(false)
    const fourWithOne = raw()
    routesOf(fourWithOne, 'health').push({ ...extra, insteadOf: 'pcb' })
    expect(schema.safeParse(fourWithOne).success).toBe(true)
    const twoInstead = raw()
    routesOf(twoInstead, 'engineering-technology')[2]!['insteadOf'] = 'pcb'
    expect(schema.safeParse(twoInstead).success).toBe(false)
    const ownNeed = raw()
    routesOf(ownNeed, 'health').push({ ...extra, requires: 'pcb', insteadOf: 'pcb' })
    expect(schema.safeParse(ownNeed).success).toBe(false)
  })

  it('makes every note short, in rupees and lakh, with its year and a place to check, and never a promise', () => {
    const notes = CAREER_FAMILY_IDS.flatMap((id) => [
      [id, noteOf(id)] as const,
      ...CURRENT_STREAMS.flatMap((stream) => costNotesFor(12, [id], stream).map((n) => [`${id}, ${stream}`, n] as const)),
    ])
    for (const [id, note] of notes) {
      const family = id.split(',')[0] as CareerFamily
      expect(note.startsWith(`${ROUTE_COST_NOTE_PREFIX} (${CAREER_FAMILIES[family]})`), id).toBe(true)
      expect(note, id).toContain(ROUTE_COSTS[family].asOf)
      expect(note, id).toMatch(/₹/)
      expect(note, id).toMatch(/Check this year's fees: /)
      expect(note, id).not.toMatch(/\bRs\.?\s|INR|\b\d{6,}\b|guarantee|assured|definitely|will get|must pay/i)
      expect(note, id).not.toMatch(/\.\./)
      expect(note.length, id).toBeLessThanOrEqual(800)
    }
  })
})

describe('rupees in Indian words', () => {
  it('groups thousands the Indian way and writes lakh and crore', () => {
    expect(formatRupees(999)).toBe('₹999')
    expect(formatRupees(25000)).toBe('₹25,000')
    expect(formatRupees(100000)).toBe('₹1\u00a0lakh')
    expect(formatRupees(125000)).toBe('₹1.25\u00a0lakh')
    expect(formatRupees(3500000)).toBe('₹35\u00a0lakh')
    expect(formatRupees(10000000)).toBe('₹1\u00a0crore')
  })

  it('reads a range as "about … to …", an open one as "usually under …"', () => {
    expect(formatRange({ min: 10000, max: 200000 })).toBe('about ₹10,000 to ₹2\u00a0lakh')
    expect(formatRange({ min: 50000, max: 400000, orMore: true })).toBe('about ₹50,000 to ₹4\u00a0lakh or more')
    expect(formatRange({ max: 25000 })).toBe('usually under ₹25,000')
  })
})

describe('the cost notes of a result', () => {
  it('give a grade 10 student who leans to engineering the engineering note, with the IIT and NIT waivers', () => {
    const result = recommendFromProfile(careerProfile(career('mechanical-engineering'), 10))
    expect(result.recommendations[0]!.family).toBe('engineering-technology')
    const notes = costNotesOf(result.notes)
    expect(notes[0]).toBe(noteOf('engineering-technology'))
    expect(notes[0]).toMatch(/^What the main routes cost \(Science, engineering and technology\)/)
    expect(notes[0]).toMatch(/no tuition to SC, ST and disabled students/)
  })

  it('are not given in grade 8', () => {
    for (const c of CAREERS) {
      expect(costNotesOf(recommendFromProfile(careerProfile(c, 8)).notes), c.id).toEqual([])
    }
    expect(costNotesOf(assess({ grade: 8, answers: answersLike(career('mechanical-engineering'), 8) }).notes)).toEqual([])
    expect(costNotesFor(8, ['engineering-technology'])).toEqual([])
  })

  it('are one per family among the top three clusters, in their order, at most three, in grades 9 to 12', () => {
    for (const grade of [9, 10, 11, 12] as const satisfies readonly Grade[]) {
      for (const c of CAREERS) {
        const result = recommendFromProfile(careerProfile(c, grade))
        const families = [...new Set(result.clusters.slice(0, 3).map((r) => r.family))]
        const notes = costNotesOf(result.notes)
        expect(notes, `${c.id}, grade ${grade}`).toEqual(families.map(noteOf))
        expect(notes.length).toBeLessThanOrEqual(MAX_COST_NOTES)
      }
    }
  })

  it('deduplicate families and never pass three', () => {
    expect(costNotesFor(10, ['health', 'health', 'health'])).toEqual([noteOf('health')])
    expect(costNotesFor(12, ['law-public-service', 'health', 'law-public-service'])).toEqual([noteOf('law-public-service'), noteOf('health')])
    expect(costNotesFor(11, ['health', 'arts-design', 'business-finance', 'education-social'])).toHaveLength(3)
  })

  it("show a grade 11-12 student only the routes their stream allows, and no note for a family it allows none of", () => {
    // Allied health for Commerce: pharmacy, therapy and paramedical courses all need science, so no note at all.
    expect(costNotesFor(12, ['allied-health', 'law-public-service'], 'commerce')).toEqual([noteOf('law-public-service')])
    // Business for Commerce: its degrees and CA, without the pilot's and the ship officer's training, which need PCM.
    const [business] = costNotesFor(12, ['business-finance'], 'commerce')
    expect(business).toMatch(/B\.Com, BBA or BA Economics: .* CA, CS or CMA: /)
    expect(business).not.toMatch(/[Pp]ilot|[Mm]erchant navy/)
    // Health for Commerce: MBBS and BDS need Biology; the nursing diplomas (ANM) take any stream, so nursing alone.
    const [health] = costNotesFor(12, ['health'], 'commerce')
    expect(health).toMatch(/Nursing \(B\.Sc, GNM or ANM\): /)
    expect(health).not.toMatch(/MBBS|BDS|National Medical Commission/)
    const [engineering] = costNotesFor(11, ['engineering-technology'], 'humanities')
    expect(engineering).toMatch(/Polytechnic diploma: /)
    expect(engineering).not.toMatch(/B\.Tech:/)
    expect(engineering).not.toMatch(/IITs and NITs charge no tuition/)
    expect(engineering).toMatch(/AICTE's Pragati/)
    expect(engineering).not.toMatch(/BCA/)
    // Commerce with Mathematics: the B.Tech's PCM is missing, so its engineering note costs the BCA instead, which
    // the software, data science and cyber security cards name as the route (stream-routes.json); PCM and grades
    // 9-10 keep the B.Tech, and the note's three routes.
    const commerceMaths = costNotesFor(12, ['engineering-technology'], 'commerce-maths')[0]
    expect(commerceMaths).toMatch(/BCA or B\.Sc Computer Science: government usually under ₹50,000, .* Polytechnic diploma: /)
    expect(commerceMaths).not.toMatch(/B\.Tech:|IITs and NITs charge no tuition/)
    for (const note of [noteOf('engineering-technology'), costNotesFor(12, ['engineering-technology'], 'science-pcm')[0]!]) {
      expect(note).toMatch(/B\.Tech: /)
      expect(note).not.toMatch(/BCA/)
    }
    // A software-minded student in Commerce with Mathematics: software, in the top three, brings the note.
    const software = recommendFromProfile(careerProfile(career('computer-science-software'), 12), { currentStream: 'commerce-maths' })
    expect(software.recommendations.slice(0, 3).map((r) => r.id)).toContain('computer-science-software')
    expect(costNotesOf(software.notes)).toContain(commerceMaths)
    // ITI trades take any stream, an AME course Physics, Chemistry and Mathematics; pilots and ship officers likewise.
    const trades = costNotesFor(11, ['skilled-trades'], 'humanities')[0]
    expect(trades).toMatch(/ITI course: .* Polytechnic diploma: /)
    expect(trades).not.toMatch(/AME/)
    const transport = costNotesFor(11, ['business-finance'], 'science-pcb')[0]
    expect(transport).not.toMatch(/[Pp]ilot|[Mm]erchant navy/)
    expect(transport).toMatch(/B\.Com, BBA or BA Economics: /)
    expect(costNotesFor(11, ['business-finance'], 'science-pcm')[0]).toMatch(/Pilot or merchant navy training: pilot training usually/)
    expect(costNotesFor(11, ['sport-fitness'], 'science-pcb')[0]).toMatch(/Khelo India/)
    expect(costNotesFor(12, ['health'], 'science-pcm')[0]).not.toMatch(/MBBS|National Medical Commission/)
    // A stream that allows every route, or no stream, or grades 9-10, keep the whole note.
    expect(costNotesFor(12, ['health', 'engineering-technology'], 'science-pcmb')).toEqual([noteOf('health'), noteOf('engineering-technology')])
    expect(costNotesFor(10, ['health'], 'commerce')).toEqual([noteOf('health')])
    const result = recommendFromProfile(careerProfile(career('public-health'), 12), { currentStream: 'commerce' })
    expect(result.recommendations[0]!.family).toBe('health')
    expect(costNotesOf(result.notes).join(' ')).not.toMatch(/MBBS|BDS/)
  })

  it('come after the grade 11-12 note on costs and scholarships, which stays', () => {
    const notes = assess({ grade: 12, answers: answersLike(career('law'), 12), currentStream: 'humanities' }).notes
    const general = notes.indexOf(ROUTE_NOTES.grade11to12[0])
    const first = notes.findIndex((n) => n.startsWith(ROUTE_COST_NOTE_PREFIX))
    expect(general).toBeGreaterThan(0)
    expect(first).toBeGreaterThan(general)
  })
})
