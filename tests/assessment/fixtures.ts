// Deterministic students for the engine's unit tests: answers that follow a catalogue career's O*NET profile exactly,
// with no noise. They check wiring and wording, not validity (that is validity.test.ts, with its own response model).
import { type Career } from '../../src/shared/schemas/careers'
import { APTITUDES, RIASEC, WORK_STYLES, type Aptitude, type Grade, type Item, type RiasecType, type WorkStyle } from '../../src/shared/schemas/items'
import { LATIN_SQUARES, slotsFor } from '../../src/server/assessment/blueprint'
import { getBank, optionTexts } from '../../src/server/assessment/question-bank'
import { isLeastPick, type Profile } from '../../src/server/assessment/scoring'

/**
 * A student who likes exactly what the career's O*NET profile says and answers every knowledge item right, on the test
 * of a student who names no board or stream (getBank).
 */
export function answersLike(career: Career, grade: Grade): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const item of getBank(grade)) {
    if (item.type === 'rating_scale') {
      const [type, w] = Object.entries(item.weights).find(([, x]) => x) as [RiasecType, number]
      const level = Math.round(1 + (4 * (career.interests[type] - 1)) / 6)
      answers[item.id] = String(w > 0 ? level : 6 - level)
    } else if ('answer' in item) {
      answers[item.id] = item.options[item.answer]!
    } else if (item.section === 'Interests') {
      // A 'most' question gets the type the career is highest on; a 'least' question (isLeastPick) the lowest.
      const ranked = [...item.options].sort((a, b) => career.interests[b.type] - career.interests[a.type])
      answers[item.id] = (isLeastPick(item) ? ranked.at(-1) : ranked[0])!.text
    } else {
      const weight = (t: WorkStyle) => career.workStyles[t] ?? 0
      const best = [...item.options].sort((a, b) => weight(b.trait) - weight(a.trait))[0]!
      answers[item.id] = optionTexts(item)[item.options.indexOf(best)]!
    }
  }
  return answers
}

/** A noise-free profile of a career: its O*NET ratings as interests, its weights as work style and aptitude. */
export function careerProfile(career: Career, grade: Grade): Profile {
  const riasec = Object.fromEntries(RIASEC.map((t) => [t, (100 * (career.interests[t] - 1)) / 6])) as Record<RiasecType, number>
  const workStyle = Object.fromEntries(WORK_STYLES.map((t) => [t, 100 * (career.workStyles[t] ?? 0.3)])) as Record<WorkStyle, number>
  const aptitude = Object.fromEntries(APTITUDES.map((a) => [a, 50 + 40 * (career.aptitudes[a] ?? 0)])) as Record<Aptitude, number>
  const section = { answered: 0, total: 0 }
  const values = RIASEC.map((t) => riasec[t]).sort((a, b) => b - a)
  return {
    grade,
    riasec,
    workStyle,
    aptitude,
    interestSources: { rating: riasec, choice: riasec },
    sections: { Interests: section, 'Work Style': section, 'Logical Reasoning': section, 'Numerical Aptitude': section, Science: section },
    answered: 0,
    total: 0,
    quality: {
      differentiation: values[0]! - values.slice(1).reduce((s, v) => s + v, 0) / 5,
      consistency: 1,
      acquiescence: 0,
      keyInconsistency: 0,
      pairContradictions: null,
      lowConfidence: false,
      reasons: [],
      flags: [],
    },
  }
}

/**
 * A bank of the current blueprint (blueprint.ts) for a grade, with placeholder wording: what parseBank accepts, for
 * the tests of the bank check and scoring, and for the blueprint study until banks of this blueprint are written.
 * Each single choice of a Latin square shows the six types rotated by its row; a pair's 'least' question repeats its
 * 'most' question's options.
 */
export function blueprintBank(grade: Grade): Item[] {
  const slots = slotsFor(grade)
  const squareRow = new Map(LATIN_SQUARES.flatMap((square) => square.map((position, row) => [position, row] as const)))
  const counters: Record<string, number> = {}
  const id = (kind: string) => `g${grade}-${kind}-${String((counters[kind] = (counters[kind] ?? 0) + 1)).padStart(2, '0')}`
  const items: Item[] = []
  slots.forEach((slot, index) => {
    const position = index + 1
    if (slot.kind === 'least') {
      const most = items[index - 1] as Item & { type: 'multiple_choice' }
      items.push({ ...most, id: id('int'), pick: 'least', text: `Of the same activities, which would you least enjoy (question ${position})?` } as Item)
    } else if (slot.kind === 'choice' && slot.section === 'Interests') {
      const row = squareRow.get(position) ?? 2
      const order = RIASEC.map((_, i) => RIASEC[(i + row) % 6]!)
      items.push({ id: id('int'), section: 'Interests', type: 'multiple_choice', text: `Which would you most enjoy (question ${position})?`, options: order.map((type) => ({ text: `A ${type} activity, question ${position}`, type })) })
    } else if (slot.kind === 'rating') {
      const word = slot.key > 0 ? 'enjoy' : 'dislike'
      items.push({ id: id('int'), section: 'Interests', type: 'rating_scale', text: `How much would you ${word} a ${slot.type} activity (question ${position})?`, weights: { [slot.type]: slot.key } })
    } else if (slot.kind === 'choice') {
      const order = WORK_STYLES.map((_, i) => WORK_STYLES[(i + position) % 5]!)
      items.push({ id: id('ws'), section: 'Work Style', type: 'multiple_choice', text: `What would you most like to do (question ${position})?`, options: order.map((trait) => ({ text: `The ${trait} way, question ${position}`, trait })) })
    } else {
      items.push({
        id: id({ 'Logical Reasoning': 'log', 'Numerical Aptitude': 'num', Science: 'sci' }[slot.section]),
        section: slot.section,
        type: 'multiple_choice',
        text: `A ${slot.section} question of difficulty ${slot.difficulty} (question ${position})`,
        options: ['first option', 'second option', 'third option', 'fourth option'],
        answer: (position % 4) as 0 | 1 | 2 | 3,
        syllabus: `Class ${grade} placeholder syllabus`,
        difficulty: slot.difficulty,
        explanation: 'A placeholder item: its key is fixed by its position.',
      })
    }
  })
  return items
}
