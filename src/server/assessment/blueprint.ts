// How the 30 questions of a test are spent, position by position. docs/assessment.md ("The blueprint") gives the
// measurements behind the choice and the allocations that were measured and not chosen.
import type { Grade, RiasecType, Section } from '../../shared/schemas/items'

export interface BlueprintRow {
  section: Section
  /** Items of this section, in this order, at these positions (1-based, inclusive). */
  from: number
  to: number
  kinds: string
}

/** What one position of the test must hold. */
export type Slot =
  | { section: 'Interests'; kind: 'choice' }
  | { section: 'Interests'; kind: 'least' }
  | { section: 'Interests'; kind: 'rating'; type: RiasecType; key: 1 | -1 }
  | { section: 'Work Style'; kind: 'choice' }
  | { section: 'Logical Reasoning' | 'Numerical Aptitude' | 'Science'; kind: 'knowledge'; difficulty: 1 | 2 | 3 }

export const BLUEPRINT: readonly BlueprintRow[] = [
  { section: 'Interests', from: 1, to: 6, kinds: 'six single choices ("which would you most enjoy?"), 6 options, one per RIASEC type: Latin square A' },
  { section: 'Interests', from: 7, to: 8, kinds: 'a most-and-least pair: a single choice, then "which would you least enjoy?" over the same options' },
  { section: 'Interests', from: 9, to: 11, kinds: 'ratings 1..5, realistic, investigative, artistic, keyed by grade (RATING_KEYS)' },
  { section: 'Interests', from: 12, to: 16, kinds: 'five single choices: Latin square B, rows 1 to 5' },
  { section: 'Interests', from: 17, to: 18, kinds: 'a most-and-least pair whose single choice is Latin square B, row 6' },
  { section: 'Interests', from: 19, to: 21, kinds: 'ratings 1..5, social, enterprising, conventional, keyed by grade' },
  { section: 'Work Style', from: 22, to: 24, kinds: 'three forced choices, 5 options, one per work-style trait' },
  { section: 'Logical Reasoning', from: 25, to: 26, kinds: 'knowledge, difficulty 1 then 2, about a minute each' },
  { section: 'Numerical Aptitude', from: 27, to: 28, kinds: 'knowledge, difficulty 1 then 2, about a minute each' },
  { section: 'Science', from: 29, to: 30, kinds: 'knowledge, difficulty 1 then 2, about a minute each' },
]

/** The positions of the twelve single choices that form the two Latin squares (each type once in each option position). */
export const LATIN_SQUARES: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 6],
  [12, 13, 14, 15, 16, 17],
]

/** The interest ratings' positions and types, in the order shown. */
const RATING_POSITIONS: readonly (readonly [number, RiasecType])[] = [
  [9, 'realistic'],
  [10, 'investigative'],
  [11, 'artistic'],
  [19, 'social'],
  [20, 'enterprising'],
  [21, 'conventional'],
]

/**
 * The key of each type's one rating: +1 "how much would you enjoy …", -1 "how much would you dislike …". Three of
 * each, alternating, so that a tendency to agree with everything cancels and shows (the acquiescence check); the keys
 * swap from grade to grade, so that across grades every type is asked both ways.
 */
function ratingKey(grade: Grade, type: RiasecType): 1 | -1 {
  const index = RATING_POSITIONS.findIndex(([, t]) => t === type)
  const evenFirst = grade % 2 === 0
  return (index % 2 === 0) === evenFirst ? 1 : -1
}

/** The interest ratings of a grade's test in the order shown, each with its type and key. */
export function ratingKeysFor(grade: Grade): (readonly [RiasecType, 1 | -1])[] {
  return RATING_POSITIONS.map(([, type]) => [type, ratingKey(grade, type)] as const)
}

/** Knowledge difficulty pattern of each aptitude section (easy, then medium for the grade). */
export const KNOWLEDGE_DIFFICULTIES = [1, 2] as const

/** What each of the 30 positions of a grade's test must hold (index 0 is position 1). */
export function slotsFor(grade: Grade): Slot[] {
  const slots: Slot[] = []
  for (let position = 1; position <= 30; position++) {
    const row = BLUEPRINT.find((r) => position >= r.from && position <= r.to)!
    const rating = RATING_POSITIONS.find(([p]) => p === position)
    if (row.section === 'Interests') {
      if (rating) slots.push({ section: 'Interests', kind: 'rating', type: rating[1], key: ratingKey(grade, rating[1]) })
      else if (position === 8 || position === 18) slots.push({ section: 'Interests', kind: 'least' })
      else slots.push({ section: 'Interests', kind: 'choice' })
    } else if (row.section === 'Work Style') {
      slots.push({ section: 'Work Style', kind: 'choice' })
    } else {
      slots.push({ section: row.section, kind: 'knowledge', difficulty: KNOWLEDGE_DIFFICULTIES[position - row.from]! })
    }
  }
  return slots
}

/**
 * The layout of the banks written before this blueprint (6 interest choices, 12 ratings, 3 work-style choices, 3
 * knowledge items per section at difficulties 1, 2, 3). The banks in banks/legacy follow it: tests taken on them
 * keep scoring and rendering, since scoring reads each item's own fields.
 */
export const LEGACY_BLUEPRINT = {
  rows: [
    { section: 'Interests', from: 1, to: 18, kinds: '6 forced choices, then 12 ratings' },
    { section: 'Work Style', from: 19, to: 21, kinds: 'forced choice, 5 options' },
    { section: 'Logical Reasoning', from: 22, to: 24, kinds: 'knowledge, difficulty 1, 2, 3' },
    { section: 'Numerical Aptitude', from: 25, to: 27, kinds: 'knowledge, difficulty 1, 2, 3' },
    { section: 'Science', from: 28, to: 30, kinds: 'knowledge, difficulty 1, 2, 3' },
  ] as readonly BlueprintRow[],
  /** The 12 interest ratings (positions 7-18) in order, each type once keyed +1 and once -1. */
  ratingKeys: [
    ['realistic', 1],
    ['investigative', -1],
    ['artistic', 1],
    ['social', -1],
    ['enterprising', 1],
    ['conventional', -1],
    ['realistic', -1],
    ['investigative', 1],
    ['artistic', -1],
    ['social', 1],
    ['enterprising', -1],
    ['conventional', 1],
  ] as readonly (readonly [RiasecType, 1 | -1])[],
  knowledgeDifficulties: [1, 2, 3] as const,
} as const
