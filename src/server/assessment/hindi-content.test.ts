// The Hindi content (i18n/hi/) against the English data: complete, the same shape, and the notes and exams a result
// stores in English found again in Hindi.
import { describe, expect, it } from 'vitest'
import { latinWordsInHindi } from '../../../tests/support/hindi-latin'
import { CURRENT_STREAMS } from '../../shared/constants'
import { CAREER_FAMILY_IDS } from '../../shared/schemas/careers'
import {
  examTexts,
  HINDI_CAREER_FILES,
  hindiCareersSchema,
  hindiClustersSchema,
  hindiExamsSchema,
  hindiFamiliesSchema,
  hindiRouteCostsSchema,
  joinHindiCareerFiles,
} from '../../shared/schemas/hindi-content'
import { CAREERS } from './careers'
import { CLUSTERS } from './clusters'
import { STREAM_ROUTES } from './eligibility'
import { careerInHindi, careerNameInHindi, careerTextInHindi, clusterInHindi, costNoteInHindi, examInHindi, familyNameInHindi, readHindiFile } from './hindi-content'
import { costNotesFor, ROUTE_COSTS } from './route-costs'

const careerFiles = () => HINDI_CAREER_FILES.map((file): [string, unknown] => [file, structuredClone(readHindiFile(file))])
const amounts = (text: string) => (text.match(/₹\d+(?:,\d+)*(?:\.\d+)?/g) ?? []).sort()
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('the Hindi content', () => {
  it('has every career, cluster and family, and each career in one file only', () => {
    expect(CAREERS.every((c) => careerInHindi(c.id) !== undefined)).toBe(true)
    expect(CLUSTERS.every((c) => clusterInHindi(c.id) !== undefined)).toBe(true)
    expect(CAREER_FAMILY_IDS.every((f) => familyNameInHindi(f) !== undefined)).toBe(true)
    const [[first, one], [second, two]] = careerFiles() as [[string, Record<string, unknown>], [string, Record<string, unknown>]]
    two['law'] = one['law']
    expect(() => joinHindiCareerFiles([[first, one], [second, two]])).toThrow("career 'law' is translated in both careers-1.json and careers-2.json")
  })

  it('refuses a career without its Hindi, and a list of another length than the English', () => {
    const joined = joinHindiCareerFiles(careerFiles()) as Record<string, { pathways: string[]; nextSteps: { grade8: string[] } }>
    delete joined['law']
    joined['medicine-mbbs']!.pathways.push('एक और रास्ता')
    joined['nursing']!.nextSteps.grade8.pop()
    const english = CAREERS.find((c) => c.id === 'medicine-mbbs')!.pathways.length
    expect(issuesOf(hindiCareersSchema(CAREERS).safeParse(joined))).toEqual([
      "law: no Hindi for the career 'law'",
      `medicine-mbbs.pathways: ${english + 1} items where English has ${english}`,
      'nursing.nextSteps.grade8: 2 items where English has 3',
    ])
  })

  it("accepts a sentence ending with '।' and refuses one ending with a full stop", () => {
    const clusters = structuredClone(readHindiFile('clusters.json')) as Record<string, { description: string }>
    expect(hindiClustersSchema(CLUSTERS).safeParse(clusters).success).toBe(true)
    clusters['computing']!.description = clusters['computing']!.description.replace(/।$/, '.')
    expect(issuesOf(hindiClustersSchema(CLUSTERS).safeParse(clusters))).toEqual(["computing.description: write whole sentences: end each with '।'"])
  })

  it('refuses a missing family, and route costs whose routes or help differ in number from English', () => {
    const families = structuredClone(readHindiFile('families.json')) as Record<string, unknown>
    delete families['health']
    expect(issuesOf(hindiFamiliesSchema(CAREER_FAMILY_IDS).safeParse(families))).toEqual(["health: no Hindi for the family 'health'"])
    const costs = structuredClone(readHindiFile('route-costs.json')) as { families: Record<string, { routes: unknown[] }> }
    costs.families['arts-design']!.routes.pop()
    expect(issuesOf(hindiRouteCostsSchema(ROUTE_COSTS).safeParse(costs))).toEqual(['families.arts-design.routes: 2 items where English has 3'])
  })

  it("says every cost note a result can hold in Hindi, with the figures of the English note", () => {
    for (const stream of [undefined, ...CURRENT_STREAMS]) {
      for (const note of costNotesFor(12, CAREER_FAMILY_IDS.slice(0, 3), stream).concat(costNotesFor(12, CAREER_FAMILY_IDS.slice(3, 6), stream))) {
        const hindi = costNoteInHindi(note)
        expect(hindi, note).toMatch(/^मुख्य रास्तों का ख़र्च \(.+\), 2024-25 में/)
        // The same amounts, though a translated help sentence may name them in another order.
        expect(amounts(hindi!), note).toEqual(amounts(note))
        expect(hindi).toMatch(/।$/)
      }
    }
    expect(costNoteInHindi('Some other note.')).toBeUndefined()
  })

  it("finds a career's name and its data sentences in Hindi by their English, and leaves other text as it is", () => {
    const law = CAREERS.find((c) => c.id === 'law')!
    expect(careerNameInHindi(law.careerField)).toBe(careerInHindi('law')!.careerField)
    expect(careerTextInHindi('law', law.nextSteps.grade9to10[1]!)).toBe(careerInHindi('law')!.nextSteps.grade9to10[1])
    expect(careerTextInHindi('law', law.skills[0]!)).toBe(careerInHindi('law')!.skills[0])
    expect(careerTextInHindi('law', 'A step the catalogue no longer has')).toBe('A step the catalogue no longer has')
  })
})

describe('the exams in Hindi', () => {
  const english = examTexts(CAREERS, STREAM_ROUTES)
  /** Abbreviations of two letters or more (JEE, NEET, UG, B1), not a plural such as 'CETs' or 'IITs'. */
  const ABBREVIATIONS = /\b[A-Z][A-Z0-9]+\b/g
  /** Degrees as their bodies write them: B.Sc, B.Tech, D.El.Ed, B.V.Sc. */
  const DEGREES = /\b(?:[A-Z][A-Za-z]*\.)+[A-Za-z]+/g
  /** Names a body writes in Devanagari too: the Ministry of AYUSH is आयुष मंत्रालय. */
  const DEVANAGARI_NAMES: Record<string, string> = { AYUSH: 'आयुष' }
  /** The numbers an exam names (classes, years, papers); an ordinal ('2nd year') is said in words. */
  const numbers = (text: string) => (text.replace(/\b\d+(?:st|nd|rd|th)\b/g, ' ').match(/\d+/g) ?? []).sort()

  it("has every exam of the careers and of the stream routes, a grade 11-12 route's own exams with them", () => {
    expect(english.length).toBeGreaterThan(250)
    const routeExams = Object.values(STREAM_ROUTES).flatMap((route) => route.without?.exams ?? [])
    expect(routeExams.length).toBeGreaterThan(0)
    expect(routeExams.every((exam) => english.includes(exam))).toBe(true)
    expect(hindiExamsSchema(english).safeParse(readHindiFile('exams.json')).success).toBe(true)
  })

  it('says each exam in Hindi: the official names and numbers kept, no other English word', () => {
    for (const exam of english) {
      const hindi = examInHindi(exam)
      expect(latinWordsInHindi(hindi), `${exam} → ${hindi}`).toEqual([])
      // Said in Hindi unless the exam is its official name alone ('JEE Main', 'CUET-UG (BBA/BMS)').
      if (hindi === exam) expect(latinWordsInHindi(exam), exam).toEqual([])
      else expect(hindi, exam).toMatch(/[\u0900-\u097F]/)
      for (const name of [...(exam.match(ABBREVIATIONS) ?? []), ...(exam.match(DEGREES) ?? [])]) {
        expect(hindi, `${exam}: ${name}`).toContain(DEVANAGARI_NAMES[name] ?? name)
      }
      expect(numbers(hindi), exam).toEqual(numbers(exam))
    }
  })

  it('refuses a new English exam without its Hindi, and Hindi for an exam no career names', () => {
    const hindi = structuredClone(readHindiFile('exams.json')) as Record<string, string>
    hindi['An exam no career names'] = 'कोई परीक्षा'
    expect(issuesOf(hindiExamsSchema([...english, 'A new exam']).safeParse(hindi))).toEqual([
      "A new exam: no Hindi for the exam 'A new exam'",
      "An exam no career names: no exam 'An exam no career names' in the English file",
    ])
  })

  it('serves an exam the catalogue no longer names as it was stored', () => {
    expect(examInHindi('CDS (after graduation)')).toBe('CDS (स्नातक के बाद)')
    expect(examInHindi('An exam of an older catalogue')).toBe('An exam of an older catalogue')
  })
})
