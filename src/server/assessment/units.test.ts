// A number never parts from its unit at a line end ('10 V', '20 %', '₹1 lakh'): in every text of the item banks and
// the catalogue (the data files), and in every text the engine writes from them. scripts/join-units.ts puts the
// no-break spaces in; this finds any left, naming the file, the place and the words. Answers are option texts, so an
// answer with an ordinary space still names its option.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAMS, GRADES, type CurrentStream } from '../../shared/constants'
import { joinNumbersToUnits, NO_BREAK_SPACE, numberUnitSplits, sameText } from '../../shared/no-break'
import { jsonStrings, joinUnitsInJson, UNIT_DATA_FILES } from '../../../scripts/join-units'
import { ASSESSMENT_DATA_DIR } from '../lib/paths'
import { engineResults } from '../reports/engine-sample'
import { getBank, validateAnswers } from './question-bank'
import { scoreAnswers } from './scoring'

describe('the rule', () => {
  it('joins a number to its unit or percent sign with U+00A0, and nothing else', () => {
    expect(joinNumbersToUnits('Connect a 10 V battery.')).toBe('Connect a 10\u00a0V battery.')
    expect(joinNumbersToUnits('the top 20 % of each class 12 board')).toBe('the top 20\u00a0% of each class 12 board')
    expect(joinNumbersToUnits('₹1.25 lakh to ₹1 crore; 36 g; 10 m/s; 9 m²')).toBe('₹1.25\u00a0lakh to ₹1\u00a0crore; 36\u00a0g; 10\u00a0m/s; 9\u00a0m²')
    // Words that start like a unit, and numbers without one, keep their ordinary space.
    expect(joinNumbersToUnits('5 men, 4 years, 2 mangoes, class 12 board, 3 ships')).toBe('5 men, 4 years, 2 mangoes, class 12 board, 3 ships')
    expect(NO_BREAK_SPACE.codePointAt(0)).toBe(0xa0)
  })

  it('finds each split, by its words, and none once joined', () => {
    expect(numberUnitSplits('a 10 V battery and 50 % of 2 A')).toEqual(['10 V', '50 %', '2 A'])
    expect(numberUnitSplits(joinNumbersToUnits('a 10 V battery and 50 % of 2 A'))).toEqual([])
  })

  it('reads an ordinary and a no-break space as the same when matching an answer to its option', () => {
    expect(sameText('2\u00a0A', '2 A')).toBe(true)
    expect(sameText('2 A', '2 A')).toBe(true)
    expect(sameText('2 A', '3 A')).toBe(false)
  })
})

describe('the data files', () => {
  it.each(UNIT_DATA_FILES)('%s keeps every number with its unit', (file) => {
    const data = JSON.parse(readFileSync(path.join(ASSESSMENT_DATA_DIR, file), 'utf8')) as unknown
    const splits = [...jsonStrings(data)].flatMap(([at, text]) => numberUnitSplits(text).map((words) => `${at}: '${words}'`))
    expect(splits, `run: node --import tsx scripts/join-units.ts`).toEqual([])
  })

  it('the script changes only the spaces inside strings, writes them as \\u00a0, and a second run changes nothing', () => {
    const source = '{\n  "text": "A 10 V battery",\n  "options": ["2 A", "5 A"],\n  "n": 10\n}\n'
    const once = joinUnitsInJson(source)
    expect(once).toBe('{\n  "text": "A 10\\u00a0V battery",\n  "options": ["2\\u00a0A", "5\\u00a0A"],\n  "n": 10\n}\n')
    expect(joinUnitsInJson(once)).toBe(once)
    expect(JSON.parse(once).options).toEqual(['2\u00a0A', '5\u00a0A'])
  })
})

describe('what the engine writes from the data', () => {
  it.each(GRADES)('grade %i: every text of a result keeps each number with its unit', (grade) => {
    const streams: (CurrentStream | undefined)[] = grade >= 11 ? [undefined, ...CURRENT_STREAMS] : [undefined]
    for (const currentStream of streams) {
      for (const seed of [0, 1, 2]) {
        const results = engineResults(grade, seed, currentStream ? { currentStream } : {})
        const { test: _answersAreOptionTexts, ...written } = results
        const splits = [...jsonStrings(written)].flatMap(([at, text]) => numberUnitSplits(text).map((words) => `${at}: '${words}'`))
        expect(splits, `grade ${grade}, stream ${currentStream ?? 'none'}, answers ${seed}`).toEqual([])
      }
    }
  })
})

describe('answers with either space', () => {
  it('an option written with a no-break space is still chosen by an answer with an ordinary one, and scores the same', () => {
    const bank = getBank(10)
    const item = bank.find((i) => i.type === 'multiple_choice' && i.options.some((o) => typeof o === 'string' && o.includes(NO_BREAK_SPACE)))
    if (!item || item.type !== 'multiple_choice' || !('answer' in item) || typeof item.answer !== 'number') throw new Error('no keyed item with a unit in grade 10')
    const right = item.options[item.answer] as string
    const plain = right.replaceAll(NO_BREAK_SPACE, ' ')
    expect(plain).not.toBe(right)
    expect(validateAnswers(10, { [item.id]: plain })).toEqual([])
    expect(validateAnswers(10, { [item.id]: 'not an option' })).toHaveLength(1)
    expect(scoreAnswers(10, { [item.id]: plain })).toEqual(scoreAnswers(10, { [item.id]: right }))
    // And the answer counts as right: a wrong option scores lower.
    const wrong = item.options.find((_, i) => i !== item.answer) as string
    expect(scoreAnswers(10, { [item.id]: plain }).aptitude).not.toEqual(scoreAnswers(10, { [item.id]: wrong }).aptitude)
  })
})
