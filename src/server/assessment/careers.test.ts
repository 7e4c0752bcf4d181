import { readFileSync } from 'node:fs'
import { describe, it, expect } from 'vitest'
import { CAREERS } from './careers'
import { careerSchema } from '../../shared/schemas/careers'
import { RIASEC } from '../../shared/schemas/items'
import { parseInterests, parseOccupationTitles } from './onet-data'

const read = (name: string) => readFileSync(new URL(`./onet/${name}`, import.meta.url), 'utf8')
const interests = parseInterests(read('Interests.txt'))
const titles = parseOccupationTitles(read('Occ.txt'))

describe('career catalogue', () => {
  it('has at least 40 careers, all valid against the schema', () => {
    expect(CAREERS.length).toBeGreaterThanOrEqual(40)
    for (const career of CAREERS) expect(() => careerSchema.parse(career)).not.toThrow()
  })

  it('has unique ids', () => {
    const ids = CAREERS.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(CAREERS.map((c) => [c.id, c] as const))('%s: O*NET code, title, ratings and high points match the files', (_id, career) => {
    expect(titles.get(career.onet.code), `${career.onet.code} in Occ.txt`).toBe(career.onet.title)
    const onet = interests.get(career.onet.code)
    expect(onet, `${career.onet.code} has OI ratings in Interests.txt`).toBeDefined()
    const { highPoints, ...ratings } = career.interests
    expect(ratings).toEqual(onet!.ratings)
    expect(highPoints).toEqual(onet!.highPoints)
  })

  it('explains every proxy, and uses one for the defence careers (military codes have no interest data)', () => {
    for (const c of CAREERS) expect(c.onet.code.startsWith('55-')).toBe(false)
    expect(CAREERS.find((c) => c.id === 'defence-services')?.onet.proxy).toMatch(/proxy|closest/i)
  })

  it('gives every career skills, pathways and next steps for all three grade bands', () => {
    for (const c of CAREERS) {
      expect(c.skills.length, c.id).toBeGreaterThan(0)
      expect(c.pathways.length, c.id).toBeGreaterThan(0)
      expect(c.nextSteps.grade8.length, c.id).toBeGreaterThan(0)
      expect(c.nextSteps.grade9to10.length, c.id).toBeGreaterThan(0)
      expect(c.nextSteps.grade11to12.length, c.id).toBeGreaterThan(0)
    }
  })

  it('writes descriptions of two or three sentences', () => {
    for (const c of CAREERS) {
      const sentences = c.description.split(/(?<=[.!?])\s+(?=[A-Z])/)
      expect(sentences.length, `${c.id}: ${c.description}`).toBeGreaterThanOrEqual(2)
      expect(sentences.length, `${c.id}: ${c.description}`).toBeLessThanOrEqual(3)
    }
  })

  it('never words a next step as an order to take a subject', () => {
    const imposing = /\b(must|have to|has to|compulsory|mandatory|you should take|only option)\b/i
    for (const c of CAREERS) {
      for (const step of [...c.nextSteps.grade8, ...c.nextSteps.grade9to10, ...c.nextSteps.grade11to12]) {
        expect(step, c.id).not.toMatch(imposing)
      }
    }
  })

  it('spans all six RIASEC types as a first high point', () => {
    const firsts = new Set(CAREERS.map((c) => c.interests.highPoints[0]))
    for (const type of RIASEC) expect(firsts, type).toContain(type)
  })
})
