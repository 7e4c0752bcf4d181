// Content fixes of issue #10, each pinned so that a later edit of the data files cannot quietly undo it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../lib/paths'
import { answersLike, careerProfile } from '../../../tests/assessment/fixtures'
import { CAREERS, readCatalogueFile } from './careers'
import { catalogueSchema } from '../../shared/schemas/careers'
import { GRADES, type Grade } from '../../shared/schemas/items'
import { getBank, readBankFile } from './question-bank'
import { assess, recommendFromProfile, ROUTE_NOTES } from './recommend'

const career = (id: string) => CAREERS.find((c) => c.id === id)!

describe('the catalogue data file', () => {
  it('is plain JSON that the shared career schema accepts as it is', () => {
    const parsed = catalogueSchema.safeParse(readCatalogueFile())
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
  })

  it('has the corrections: urban planning and actuarial science are not PCM-only, nursing and NEET requirements exact', () => {
    expect(career('urban-planning').stream).not.toBe('Science (PCM)')
    expect(career('urban-planning').pathways.join(' ')).toMatch(/Mathematics in class 12, in any stream/)
    expect(career('actuarial-science').stream).not.toBe('Science (PCM)')
    expect(career('nursing').pathways[0]).toMatch(/Physics, Chemistry, Biology and English, at least 45\u00a0%/)
    expect(career('medicine-mbbs').pathways[0]).toMatch(/at least 50\u00a0% in PCB/)
    expect(career('teaching').exams.join(' ')).toMatch(/CTET \(classes 1-8\)/)
    expect(career('defence-services').description).toMatch(/Women .* NDA since 2021/)
  })

  it('never tells a grade 11-12 student to choose a stream: they have one', () => {
    for (const c of CAREERS) for (const step of c.nextSteps.grade11to12) expect(step, c.id).not.toMatch(/choose (the|a|any) stream/i)
  })

  it('claims a job outlook only with a source', () => {
    for (const c of CAREERS) if (c.outlook) expect(c.outlook.source.length, c.id).toBeGreaterThan(5)
  })
})

describe('the item banks', () => {
  it('write every interest and work-style item for any student: no gendered words', () => {
    for (const grade of GRADES) {
      for (const item of getBank(grade as Grade)) {
        if (item.section !== 'Interests' && item.section !== 'Work Style') continue
        const texts = [item.text, ...('options' in item ? item.options.map((o) => (typeof o === 'string' ? o : o.text)) : [])]
        for (const t of texts) expect(t, item.id).not.toMatch(/\b(he|she|his|her|him|boys?|girls?|man|woman|men|women)\b/i)
      }
    }
  })

  it('balance Realistic: the Realistic ratings are not about vehicles, welding or drones', () => {
    for (const grade of GRADES) {
      const realistic = (readBankFile(grade as Grade) as { type: string; weights?: Record<string, number>; text: string }[]).filter(
        (i) => i.type === 'rating_scale' && i.weights?.realistic,
      )
      expect(realistic).toHaveLength(2)
      for (const i of realistic) expect(i.text).not.toMatch(/scooter|motorcycle|car\b|vehicle|weld|drone/i)
    }
  })

  it('balance Conventional: at most one of a grade\'s Conventional ratings is about money or accounts', () => {
    for (const grade of GRADES) {
      const conventional = (readBankFile(grade as Grade) as { type: string; weights?: Record<string, number>; text: string }[]).filter(
        (i) => i.type === 'rating_scale' && i.weights?.conventional,
      )
      expect(conventional.filter((i) => /money|account|bill|₹|rupee/i.test(i.text)).length).toBeLessThanOrEqual(1)
    }
  })
})

describe('grade 11-12 knowledge items', () => {
  it('take Science and Numerical items from their own class syllabus: no Class 10 core science, no Applied Mathematics only', () => {
    for (const grade of [11, 12] as const) {
      for (const item of getBank(grade)) {
        if (!('syllabus' in item) || item.section === 'Logical Reasoning') continue
        expect(item.syllabus, item.id).toMatch(new RegExp(`^Class ${grade} (Mathematics|Physics|Chemistry|Biology): `))
      }
    }
  })
})

describe('advice a family needs', () => {
  it('explains Mathematics Basic vs Standard and the polytechnic, ITI and vocational routes in grades 9 and 10', () => {
    for (const grade of [9, 10] as const) {
      const notes = assess({ grade, answers: answersLike(career('law'), grade) }).notes.join(' ')
      expect(notes).toContain(ROUTE_NOTES.grade9to10[0])
      expect(notes).toMatch(/Basic leads to Applied Mathematics/)
      expect(notes).toMatch(/polytechnic diploma.*ITI/)
    }
    expect(assess({ grade: 8, answers: answersLike(career('law'), 8) }).notes.join(' ')).not.toMatch(/Basic leads/)
  })

  it('names costs and the National Scholarship Portal in grades 11 and 12', () => {
    const notes = assess({ grade: 12, answers: answersLike(career('law'), 12), currentStream: 'humanities' }).notes.join(' ')
    expect(notes).toMatch(/scholarships\.gov\.in/)
  })

  it("names what the main routes of the student's own families cost, with the waivers, in grades 9 to 12 only", () => {
    const engineering = recommendFromProfile(careerProfile(career('civil-engineering'), 9)).notes.join(' ')
    expect(engineering).toMatch(/What the main routes cost \(Engineering and technology\), rough fees a year in 20\d\d-\d\d/)
    expect(engineering).toMatch(/IITs and NITs charge no tuition to SC, ST and disabled students or families earning under ₹1\u00a0lakh a year/)
    expect(engineering).toMatch(/Pragati \(girls\) and Saksham \(disability\)/)
    const medicine = recommendFromProfile(careerProfile(career('medicine-mbbs'), 11), { currentStream: 'science-pcb' }).notes.join(' ')
    expect(medicine).toMatch(/What the main routes cost \(Health and medicine\).*MBBS: government usually under ₹1\.5\u00a0lakh/)
    expect(medicine).toMatch(/half their seats/)
    expect(assess({ grade: 8, answers: answersLike(career('civil-engineering'), 8) }).notes.join(' ')).not.toMatch(/What the main routes cost/)
  })
})

describe('the syllabus the product claims', () => {
  // No item is tagged to the ICSE syllabus (docs/key-review.md), so no page, meta description or screen may claim it.
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(file).isDirectory() ? files(file) : /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
    })

  it('is the CBSE syllabus only: no page or screen says ICSE', () => {
    const pages = ['index.html', 'landing.html'].map((name) => path.join(PROJECT_ROOT, name))
    const claims = [...pages, ...files(path.join(PROJECT_ROOT, 'src', 'client'))].filter((file) => /ICSE/.test(readFileSync(file, 'utf8')))
    expect(claims.map((file) => path.relative(PROJECT_ROOT, file))).toEqual([])
    expect(readFileSync(pages[1] as string, 'utf8')).toMatch(/<meta name="description" content="[^"]*CBSE syllabus/)
  })
})
