// Content fixes of issue #10, each pinned so that a later edit of the data files cannot quietly undo it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../lib/paths'
import { answersLike, careerProfile } from '../../../tests/assessment/fixtures'
import { CAREERS, readCatalogueFile } from './careers'
import { catalogueSchema } from '../../shared/schemas/careers'
import { BOARD_LABELS, BOARDS, CURRENT_STREAMS, type CurrentStream } from '../../shared/constants'
import { GRADES, type BankFile, type Grade, type Item } from '../../shared/schemas/items'
import { formFor, getBank, readBankFile } from './question-bank'
import { assess, recommendFromProfile, ROUTE_NOTES } from './recommend'

const career = (id: string) => CAREERS.find((c) => c.id === id)!
/** The 24 items every student of a grade meets, whatever the board and stream. */
const coreOf = (grade: Grade): Item[] => (readBankFile(grade) as BankFile).core

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

  it('balance Realistic: each grade asks one Realistic rating, and it is not about vehicles, welding or drones', () => {
    for (const grade of GRADES) {
      const realistic = coreOf(grade).filter((i) => i.type === 'rating_scale' && i.section === 'Interests' && i.weights.realistic)
      expect(realistic, `grade ${grade}`).toHaveLength(1)
      for (const i of realistic) expect(i.text, i.id).not.toMatch(/scooter|motorcycle|car\b|vehicle|weld|drone/i)
    }
  })

  it("balance Conventional: each grade asks one Conventional rating, and at most two of the five grades' are about money or accounts", () => {
    // With two ratings a type, at most one of a grade's was about money: half. With one a grade, the half is taken
    // over the grades, rounded down.
    const conventional = GRADES.flatMap((grade) => {
      const ratings = coreOf(grade).filter((i) => i.type === 'rating_scale' && i.section === 'Interests' && i.weights.conventional)
      expect(ratings, `grade ${grade}`).toHaveLength(1)
      return ratings
    })
    const money = conventional.filter((i) => /money|account|bill|₹|rupee/i.test(i.text))
    expect(money.map((i) => i.text).length, money.map((i) => i.text).join(' | ')).toBeLessThanOrEqual(2)
  })
})

describe('grade 11-12 knowledge items', () => {
  // What studies a section's subject in Classes 11-12: Physics, Chemistry, Biology for Science; Mathematics or
  // Accountancy for Numerical Aptitude.
  const STUDIES: Record<'Science' | 'Numerical Aptitude', readonly CurrentStream[]> = {
    Science: ['science-pcm', 'science-pcb', 'science-pcmb'],
    'Numerical Aptitude': ['science-pcm', 'science-pcmb', 'commerce-maths', 'commerce'],
  }
  const OWN_SUBJECT = '(Mathematics|Physics|Chemistry|Biology|Accountancy|Accounts|Economics|Introductory Macroeconomics|Introductory Microeconomics)'

  it("take Science and Numerical items from the class's own syllabus for a stream that studies the subject: no Class 10 science for a science student, no earlier arithmetic for Mathematics or Accountancy; no Applied Mathematics", () => {
    for (const grade of [11, 12] as const) {
      for (const board of [...BOARDS, null]) {
        for (const stream of CURRENT_STREAMS) {
          for (const item of formFor(grade, { board, stream })) {
            if (!('answer' in item)) continue
            const tags = Object.values(item.boards ?? {})
            const who = `${item.id}, ${board ?? 'no board'}, ${stream}`
            expect(tags.length, who).toBeGreaterThan(0)
            for (const tag of tags) expect(tag, who).not.toMatch(/applied mathematics/i)
            if (item.section === 'Logical Reasoning' || !STUDIES[item.section].includes(stream)) continue
            for (const tag of tags) expect(tag, who).toMatch(new RegExp(`^(NCERT|ISC) Class ${grade} ${OWN_SUBJECT}\\b`))
          }
        }
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
    expect(engineering).toMatch(/What the main routes cost \(Science, engineering and technology\), rough fees a year in 20\d\d-\d\d/)
    expect(engineering).toMatch(/IITs and NITs charge no tuition to SC, ST and disabled students or families earning under ₹1\u00a0lakh a year/)
    expect(engineering).toMatch(/Pragati \(girls\) and Saksham \(disability\)/)
    const medicine = recommendFromProfile(careerProfile(career('medicine-mbbs'), 11), { currentStream: 'science-pcb' }).notes.join(' ')
    expect(medicine).toMatch(/What the main routes cost \(Health and medicine\).*MBBS: government usually under ₹1\.5\u00a0lakh/)
    expect(medicine).toMatch(/half their seats/)
    expect(assess({ grade: 8, answers: answersLike(career('civil-engineering'), 8) }).notes.join(' ')).not.toMatch(/What the main routes cost/)
  })
})

describe('the syllabus the product claims', () => {
  // Pages, meta descriptions and screens may name a board only if the banks tag items for it (a state board follows
  // the NCERT books, so it rests on the CBSE tags), and the landing and home pages say the questions follow each one.
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      return statSync(file).isDirectory() ? files(file) : /\.(tsx?|html|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
    })
  /** The boards the banks tag knowledge items for: 'cbse' (NCERT chapters) and 'icse' (CISCE topics). */
  const tagged = new Set(GRADES.flatMap((grade) => (readBankFile(grade) as BankFile).knowledge.flatMap((item) => Object.keys(item.boards ?? {}))))
  /** How a page names a board or a syllabus, and which tag it needs; boards Disha does not cover need a tag no item has. */
  const NAMES: readonly [RegExp, string][] = [
    [/\bCBSE\b/, 'cbse'],
    [/\bNCERT\b/, 'cbse'],
    [/\bstate boards?\b/i, 'cbse'],
    [/\b(ICSE|ISC|CISCE)\b/, 'icse'],
    [/\b(IB|International Baccalaureate|IGCSE|Cambridge|NIOS)\b/, 'none'],
  ]
  const namesIn = (text: string) => NAMES.flatMap(([pattern, board]) => [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map((m) => ({ name: m[0], board })))
  const claims = (text: string) => [...new Set(namesIn(text).map((n) => n.board))]
  const pages = ['index.html', 'landing.html'].map((name) => path.join(PROJECT_ROOT, name))
  const read = (file: string) => readFileSync(file, 'utf8')

  it('names no board the banks do not tag, on any page, meta description or screen, nor in the board choices', () => {
    expect([...tagged].sort()).toEqual(['cbse', 'icse'])
    const untagged = [...pages, ...files(path.join(PROJECT_ROOT, 'src', 'client'))].flatMap((file) =>
      namesIn(read(file))
        .filter(({ board }) => !tagged.has(board))
        .map(({ name }) => `${path.relative(PROJECT_ROOT, file)}: ${name}`),
    )
    expect(untagged).toEqual([])
    for (const board of BOARDS) expect(claims(BOARD_LABELS[board]).every((b) => tagged.has(b)), BOARD_LABELS[board]).toBe(true)
  })

  it("says the questions follow the student's board, naming every board the banks tag", () => {
    const meta = (file: string) => /<meta name="description" content="([^"]*)"/.exec(read(file))?.[1] ?? ''
    // A page's texts are the English catalogue's messages its code names (src/client/i18n/en).
    const i18nDir = path.join(PROJECT_ROOT, 'src', 'client', 'i18n', 'en')
    const english: Record<string, string> = Object.assign({}, ...readdirSync(i18nDir).map((name) => JSON.parse(read(path.join(i18nDir, name)))))
    const said = (file: string) => [...read(file).matchAll(/'([\w.-]+)'/g)].flatMap((m) => (m[1] !== undefined && m[1] in english ? [english[m[1]]] : [])).join(' ')
    const texts = [
      ...pages.map(meta),
      english['meta.description'] ?? '',
      said(path.join(PROJECT_ROOT, 'src', 'client', 'app', 'landing-page.tsx')),
      said(path.join(PROJECT_ROOT, 'src', 'client', 'app', 'routes', 'home.tsx')),
    ]
    for (const text of texts) {
      expect(text).toMatch(/your board/)
      expect(new Set(claims(text))).toEqual(tagged)
      expect(text).not.toMatch(/the CBSE syllabus/)
    }
  })
})
