// parseHindiBank refuses a Hindi file that does not match its grade's English bank, naming the item.
import { describe, expect, it } from 'vitest'
import type { BankFile, Item } from '../../shared/schemas/items'
import type { TranslatedItem } from '../../shared/schemas/translations'
import { parseHindiBank, readHindiBankFile } from './hindi-bank'
import { readBankFile } from './question-bank'

const bank = readBankFile(8) as BankFile
const ITEMS: Item[] = [...bank.core, ...bank.knowledge]
const fresh = () => structuredClone(readHindiBankFile(8)) as Record<string, TranslatedItem>
const idOf = (pick: (item: Item) => boolean) => ITEMS.find(pick)!.id
const choiceId = idOf((item) => item.type === 'multiple_choice' && item.section === 'Interests')
const ratingId = idOf((item) => item.type === 'rating_scale')
const knowledgeId = idOf((item) => 'answer' in item)
const leastId = idOf((item) => 'pick' in item && item.pick === 'least')

const refusal = (edit: (file: Record<string, TranslatedItem>) => void) => {
  const file = fresh()
  edit(file)
  return () => parseHindiBank(8, file, ITEMS)
}

describe('parseHindiBank', () => {
  it("accepts grade 8's file, every item by id", () => {
    expect(parseHindiBank(8, fresh(), ITEMS).size).toBe(ITEMS.length)
  })

  it('refuses a file that misses an item, or names one the bank does not have', () => {
    expect(refusal((file) => delete file[knowledgeId])).toThrow(`Hindi question bank for grade 8 is invalid: ${knowledgeId}: missing`)
    expect(refusal((file) => (file['g8-zz-01'] = { text: 'एक प्रश्न जो बैंक में नहीं है' }))).toThrow('g8-zz-01: no item of the grade 8 bank has this id')
  })

  it('refuses another number of options, options on a rating item, and two options alike', () => {
    expect(refusal((file) => file[choiceId]!.options!.pop())).toThrow(`${choiceId}: 6 options in English, 5 in Hindi`)
    expect(refusal((file) => delete file[knowledgeId]!.options)).toThrow(`${knowledgeId}: 4 options in English, 0 in Hindi`)
    expect(refusal((file) => (file[ratingId]!.options = ['हाँ']))).toThrow(`${ratingId}: a rating item has no options`)
    expect(refusal((file) => (file[knowledgeId]!.options![1] = file[knowledgeId]!.options![0]!))).toThrow(`${knowledgeId}: two options have the same text`)
  })

  it("refuses a 'least' question whose options differ from its 'most' question's", () => {
    expect(refusal((file) => file[leastId]!.options!.reverse())).toThrow(`${leastId}: a 'least' question offers the same options`)
  })

  it('wants an explanation on a knowledge item and none elsewhere, and refuses a field it does not know', () => {
    expect(refusal((file) => delete file[knowledgeId]!.explanation)).toThrow(`${knowledgeId}: a knowledge item has its explanation in Hindi too`)
    expect(refusal((file) => (file[ratingId]!.explanation = 'यह व्याख्या यहाँ नहीं होनी चाहिए'))).toThrow(`${ratingId}: only knowledge items have an explanation`)
    expect(refusal((file) => Object.assign(file[choiceId]!, { answer: 1 }))).toThrow(new RegExp(`${choiceId}: Unrecognized key`))
  })
})
