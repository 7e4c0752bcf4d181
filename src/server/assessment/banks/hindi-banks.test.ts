// Every Hindi bank file there is (banks/hi/grade-N.json), read as the data a reviewer edits: each item of the grade's
// English bank in Hindi with the same id and as many options, written in Devanagari, with no English sentence left
// untranslated (an English term in brackets is allowed, as are numbers, units and symbols).
import { describe, expect, it } from 'vitest'
import { GRADES, type BankFile, type Item } from '../../../shared/schemas/items'
import type { TranslatedItem } from '../../../shared/schemas/translations'
import { hasHindi, readBankFile, toPublicQuestions, formFor } from '../question-bank'
import { readHindiBankFile } from '../hindi-bank'

const DEVANAGARI = /[\u0900-\u097F]/
/**
 * Three Latin-script words of two letters or more in a row, a space apart: an English sentence, or its start (a letter
 * series such as 'Z, W, R' or genes such as 'RR, Rr, rr' are symbols, listed with commas).
 */
const ENGLISH_RUN = /\b[A-Za-z]{2,}(?: [A-Za-z]{2,}){2,}\b/
/** A written word (lower-case letters): an option with one in English is words, not a number, unit or code. */
const ENGLISH_WORD = /[A-Za-z][a-z]{3,}/

/** The text with every bracketed part taken out: an English term may stand there. */
const outsideBrackets = (text: string) => text.replace(/\([^)]*\)/g, '')

const WITH_HINDI = GRADES.filter((grade) => readHindiBankFile(grade) !== undefined).map((grade) => {
  const bank = readBankFile(grade) as BankFile
  return { grade, items: [...bank.core, ...bank.knowledge] as Item[], hindi: readHindiBankFile(grade) as Record<string, TranslatedItem> }
})

const englishOptions = (item: Item): string[] =>
  item.type === 'rating_scale' ? [] : item.options.map((option) => (typeof option === 'string' ? option : option.text))

describe('the Hindi banks', () => {
  it('cover every grade, and the server serves each in Hindi', () => {
    expect(WITH_HINDI.map((g) => g.grade)).toEqual([...GRADES])
    for (const grade of GRADES) expect(hasHindi(grade), `grade ${grade}`).toBe(true)
  })

  describe.each(WITH_HINDI)('grade $grade', ({ grade, items, hindi }) => {
    it("has every item of the English bank, and only those, by the English item's id", () => {
      expect(Object.keys(hindi).sort()).toEqual(items.map((item) => item.id).sort())
    })

    it('gives each choice item as many options as in English, a rating item none, a knowledge item its explanation', () => {
      for (const item of items) {
        const words = hindi[item.id]!
        expect(words.options?.length ?? 0, item.id).toBe(englishOptions(item).length)
        expect(words.explanation !== undefined, item.id).toBe('answer' in item)
      }
    })

    it('writes every question and explanation in Devanagari, and every option that is words in English', () => {
      for (const item of items) {
        const words = hindi[item.id]!
        expect(words.text, item.id).toMatch(DEVANAGARI)
        if (words.explanation !== undefined) expect(words.explanation, item.id).toMatch(DEVANAGARI)
        englishOptions(item).forEach((english, index) => {
          if (ENGLISH_WORD.test(english)) expect(words.options![index], `${item.id} option ${index + 1}`).toMatch(DEVANAGARI)
        })
      }
    })

    it('leaves no English sentence untranslated outside brackets', () => {
      for (const item of items) {
        const words = hindi[item.id]!
        for (const text of [words.text, ...(words.options ?? []), words.explanation ?? '']) {
          expect(outsideBrackets(text), item.id).not.toMatch(ENGLISH_RUN)
        }
      }
    })

    it('serves the Hindi words with the English option texts as the answer values', () => {
      const form = formFor(grade, { board: null, stream: null })
      const english = toPublicQuestions(grade, form, 'en')
      const inHindi = toPublicQuestions(grade, form, 'hi')
      inHindi.forEach((question, index) => {
        const twin = english[index]!
        expect({ id: question.id, type: question.questionType, options: question.options }).toEqual({ id: twin.id, type: twin.questionType, options: twin.options })
        expect(question.questionText).toBe(hindi[question.id]!.text)
        expect(question.labels).toHaveLength(twin.options.length)
        expect(question.section).toMatch(DEVANAGARI)
        expect(twin.labels).toBeUndefined()
      })
    })
  })
})

describe('the check for an English sentence', () => {
  it('finds one, and lets an English term in brackets, a unit or a letter series stand', () => {
    expect(outsideBrackets('पुस्तक का Book is to library संबंध')).toMatch(ENGLISH_RUN)
    for (const fine of ['प्रकाश-संश्लेषण (photosynthesis) होता है', '300 N ÷ 0.1 m² = 3000 Pa', 'B2, D4, G7, K11, ?', 'Z, W, R', 'RR, Rr, Rr और rr', 'LED बल्ब', 'JEE Main'])
      expect(outsideBrackets(fine), fine).not.toMatch(ENGLISH_RUN)
    expect('Sister').toMatch(ENGLISH_WORD)
    for (const code of ['CPPLT', '0.3 Pa', 'P16', '2⁷']) expect(code).not.toMatch(ENGLISH_WORD)
  })
})
