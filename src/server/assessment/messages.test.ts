// The engine's catalogues (messages/en.json and hi.json): the same ids, valid ICU with the same arguments, and every
// sentence the engine writes said in Hindi with no Latin-script word a student would need to read.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAMS, type CurrentStream, type Grade } from '../../shared/constants'
import { CAREERS } from './careers'
import { formatMessage, readCatalogue, say, type MessageDescriptor, type MessageId } from './messages'
import { assess } from './recommend'
import { patternAnswers } from '../reports/engine-sample'

const english = readCatalogue('en')
const hindi = readCatalogue('hi')
const hindiAbout = readCatalogue('hi', 'about')

/** A Hindi sentence speaking to the reader: आप in any case (अपना, reflexive, is not). */
const SPEAKS_TO = /(?<![\u0900-\u097F])आप(?:को|की|के|का|ने|से|में)?(?![\u0900-\u097F])/
/** The messages a parents' page shows: the reasons and what they name, the stream advice, the response-quality notes. */
const ON_PARENTS_PAGE = /^(interest|workStyle|reason|stream|quality)\./

/** A message's arguments by name and kind, in order of first use. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return [
    ...new Set(
      elements.flatMap((element): string[] => {
        if (element.type === 0 || element.type === 7 || element.type === 8) return []
        const own = `${element.value}:${element.type}`
        if (element.type === 5 || element.type === 6) return [own, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))]
        return [own]
      }),
    ),
  ].sort()
}

/**
 * Names a Hindi sentence keeps in Latin letters: the subject combinations and the board, as on the Hindi screens
 * (client/testing/latin-words.ts, which server code may not import), the entrance exams and the scholarship portal's
 * address.
 */
const NAMES = ['PCM', 'PCB', 'PCMB', 'CBSE', 'JEE', 'NEET', 'UG', 'scholarships', 'gov', 'in']

/** The Latin-script words of `text` that are not in `allowed`. */
function latinWords(text: string, allowed: readonly string[]): string[] {
  return (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !allowed.includes(word))
}

/** The literal text of a message, without its arguments' names. */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 0) return [element.value]
    if (element.type === 5 || element.type === 6) return Object.values(element.options).flatMap((option) => literals(option.value))
    return []
  })
}

/** Every descriptor in a result, at any depth (the `messages` fields and the descriptors inside their values). */
function descriptorsIn(value: unknown): MessageDescriptor[] {
  if (Array.isArray(value)) return value.flatMap(descriptorsIn)
  if (!value || typeof value !== 'object') return []
  const found = Object.values(value).flatMap(descriptorsIn)
  return 'id' in value && typeof value.id === 'string' && value.id in english ? [value as MessageDescriptor, ...found] : found
}

describe("the engine's message catalogues", () => {
  it('have the same ids in English and Hindi', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort())
  })

  it('hold valid ICU messages with the same arguments, plurals and selects in both languages', () => {
    for (const [id, text] of Object.entries(english)) {
      const en = parse(text)
      const hi = parse(hindi[id] ?? '')
      const same = isStructurallySame(en, hi)
      expect(same.success, `${id}: ${same.error?.message ?? ''}`).toBe(true)
      expect(literals(hi).join('').trim(), `${id} says nothing in Hindi`).not.toBe('')
    }
  })

  it('say nothing in Latin script in Hindi but PCM, PCB, CBSE and the names of exams', () => {
    const found = Object.entries(hindi).flatMap(([id, text]) => latinWords(literals(parse(text)).join(' '), NAMES).map((word) => `${id}: ${word}`))
    expect(found).toEqual([])
  })

  it("say in Hindi about the student, by name, every sentence of the parents' page that speaks to them", () => {
    const speaking = Object.entries(hindi).filter(([id, text]) => ON_PARENTS_PAGE.test(id) && SPEAKS_TO.test(literals(parse(text)).join(' ')))
    expect(speaking.map(([id]) => id).filter((id) => !(id in hindiAbout))).toEqual([])
    for (const [id, text] of Object.entries(hindiAbout)) {
      expect(hindi, id).toHaveProperty([id])
      const about = parse(text)
      expect(argumentsOf(about), id).toEqual(argumentsOf([...parse(hindi[id]!), { type: 1, value: 'name' }]).sort())
      expect(literals(about).join(' '), id).not.toMatch(SPEAKS_TO)
      expect(latinWords(literals(about).join(' '), NAMES), id).toEqual([])
    }
  })

  it("say a sentence about the student with what it names said about them too, and the others as to the student", () => {
    const reason: MessageDescriptor = { id: 'reason.interests.one', values: { interest: { id: 'interest.social' } } }
    expect(formatMessage(reason, 'hi', { name: 'आशा' })).toBe('आशा को लोगों की मदद करना, उन्हें पढ़ाना और उनकी देखभाल करना अच्छा लगता है, और यही इस करियर के केंद्र में है।')
    expect(formatMessage({ id: 'stream.reason.aptitude', values: { areas: { list: [{ id: 'streamAptitude.science' }] } } }, 'hi', { name: 'आशा' })).toBe('विज्ञान के प्रश्नों में आशा ने अच्छा किया।')
    // English has no such catalogue: the parents' page turns its sentences by their wording (third-person.ts).
    expect(formatMessage(reason, 'en', { name: 'Asha' })).toBe(say(reason))
  })

  it('format lists in the language: "A, B and C" and "A, B, और C"', () => {
    const descriptor: MessageDescriptor = { id: 'stream.reason.aptitude', values: { areas: { list: ['logical', 'numerical', 'science'].map((a) => ({ id: `streamAptitude.${a}` as MessageId })) } } }
    expect(say(descriptor)).toBe('You did well in the logical reasoning, numerical reasoning and science questions.')
    expect(formatMessage(descriptor, 'hi')).toBe('तार्किक सोच, संख्यात्मक तर्क, और विज्ञान के प्रश्नों में आपने अच्छा किया।')
  })

  it("say one section or several in each language's plural", () => {
    const skipped = (ids: MessageId[]): MessageDescriptor => ({ id: 'note.skippedSections', values: { sections: { list: ids.map((id) => ({ id })) }, count: ids.length } })
    expect(say(skipped(['section.science']))).toMatch(/so that section did not count/)
    expect(say(skipped(['section.logical', 'section.science']))).toMatch(/Logical Reasoning and Science questions, so those sections/)
    expect(formatMessage(skipped(['section.science']), 'hi')).toMatch(/वह भाग आपके मेलों में नहीं गिना गया/)
    expect(formatMessage(skipped(['section.logical', 'section.science']), 'hi')).toMatch(/वे भाग आपके मेलों में नहीं गिने गए/)
  })

  const GRADES: Grade[] = [8, 9, 10, 11, 12]
  it.each(GRADES)("grade %i: every sentence the engine writes is said in Hindi, with only career names in Latin letters", (grade) => {
    const careerWords = CAREERS.flatMap((c) => c.careerField.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])
    const streams: (CurrentStream | undefined)[] = grade >= 11 ? [undefined, ...CURRENT_STREAMS] : [undefined]
    for (const currentStream of streams) {
      for (const seed of [0, 1, 2, 3]) {
        for (const timeSpentSeconds of [1200, 40]) {
          const result = assess({ grade, answers: patternAnswers(grade, seed), timeSpentSeconds, ...(currentStream ? { currentStream } : {}) })
          const where = `grade ${grade}, stream ${currentStream ?? 'none'}, answers ${seed}, ${timeSpentSeconds} s`
          const descriptors = descriptorsIn(result)
          expect(descriptors.length, where).toBeGreaterThan(result.notes.length)
          for (const descriptor of descriptors) {
            const text = formatMessage(descriptor, 'hi')
            expect(latinWords(text, [...NAMES, ...careerWords]), `${where}: ${descriptor.id}: ${text}`).toEqual([])
          }
        }
      }
    }
  })
})
