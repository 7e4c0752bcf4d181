// The catalogues (messages.ts): the same areas and keys in both languages, valid ICU with the same arguments, every
// key used by the code, a group of keys in one area, and Hindi that says nothing in Latin script a student would need
// to read.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/constants'
import { APTITUDES, RIASEC, WORK_STYLES } from '../../shared/traits'
import { interestShortMessage, traitMessage } from '../features/results/results-text'
import { latinWords } from '../testing/latin-words'
import { AREAS } from './messages'

const here = path.dirname(fileURLToPath(import.meta.url))
const clientDir = path.resolve(here, '..')

type Catalogue = Record<string, string>
const read = (locale: string, area: string) => JSON.parse(readFileSync(path.join(here, locale, `${area}.json`), 'utf8')) as Catalogue
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, Object.fromEntries(AREAS.map((area) => [area, read(locale, area)]))]))
const english: Catalogue = Object.assign({}, ...AREAS.map((area) => catalogues.en![area]))
const hindi: Catalogue = Object.assign({}, ...AREAS.map((area) => catalogues.hi![area]))

/** The literal text of a message (what it shows whatever its arguments), without argument and tag names. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value]
    if (element.type === 5 || element.type === 6) return Object.values(element.options).flatMap((option) => literals(option.value))
    if (element.type === 8) return literals(element.children)
    return []
  })
}

/** The client's source files, tests and test helpers left out. */
function sourceFiles(): string[] {
  return (readdirSync(clientDir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`testing${path.sep}`))
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
}

describe('the message catalogues', () => {
  it('are the same files with the same keys in every language', () => {
    for (const locale of LOCALES) {
      expect(readdirSync(path.join(here, locale)).sort(), locale).toEqual(AREAS.map((area) => `${area}.json`).sort())
    }
    for (const area of AREAS) {
      const en = Object.keys(catalogues.en![area]!)
      const hi = Object.keys(catalogues.hi![area]!)
      expect(
        en.filter((key) => !hi.includes(key)),
        `${area}: in English, missing in Hindi`,
      ).toEqual([])
      expect(
        hi.filter((key) => !en.includes(key)),
        `${area}: in Hindi, missing in English`,
      ).toEqual([])
    }
  })

  it('hold valid ICU messages, each with the same arguments, plurals and tags in both languages', () => {
    for (const [key, message] of Object.entries(english)) {
      const en = parse(message)
      const hi = parse(hindi[key] ?? '')
      const same = isStructurallySame(en, hi)
      expect(same.success, `${key}: ${same.error?.message ?? ''}`).toBe(true)
      expect(literals(hi).join('').trim(), `${key} says nothing in Hindi`).not.toBe('')
    }
  })

  it('keep each group of keys (its first segment) in one area', () => {
    const areaOf = new Map<string, string>()
    for (const area of AREAS) {
      for (const key of Object.keys(catalogues.en![area]!)) {
        const group = key.split('.')[0]!
        expect(areaOf.get(group) ?? area, `${key}: its group is in ${areaOf.get(group)} too`).toBe(area)
        areaOf.set(group, area)
      }
    }
  })

  it('hold no key that the code never uses', () => {
    const named = new Set(sourceFiles().flatMap((code) => [...code.matchAll(/(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)].map((match) => match[2])))
    // The traits' names are built from the shared trait keys, not written out (results-text.ts).
    for (const key of [...RIASEC, ...WORK_STYLES, ...APTITUDES]) named.add(traitMessage(key))
    for (const key of RIASEC) named.add(interestShortMessage(key))
    expect(Object.keys(english).filter((key) => !named.has(key))).toEqual([])
  })

  it('say nothing in Latin script in Hindi but names that stay as they are', () => {
    const found = Object.entries(hindi).flatMap(([key, message]) => latinWords(literals(parse(message)).join(' ')).map((word) => `${key}: ${word}`))
    expect(found).toEqual([])
  })

  it('find a missing key, a changed argument and English in Hindi (the checks above can fail)', () => {
    expect(isStructurallySame(parse('Grade {grade}'), parse('कक्षा {class}')).success).toBe(false)
    expect(isStructurallySame(parse('{n, plural, one {# test} other {# tests}}'), parse('{n} परीक्षण')).success).toBe(false)
    expect(latinWords(literals(parse('कृपया Login करें')).join(' '))).toEqual(['Login'])
    expect(latinWords(literals(parse('<link>Disha</link> पर {name}')).join(' '))).toEqual([])
  })
})
