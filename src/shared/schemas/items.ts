// The shape of every question-bank item, validated at load so that a bad bank fails fast, not mid-test.
// Items are data: a bank file is an array of these, in the order the student sees them.
import { z } from 'zod'
import { CURRENT_STREAMS, GRADES, type Grade } from '../constants'
import { APTITUDES, RIASEC, WORK_STYLES, type Aptitude, type RiasecType, type WorkStyle } from '../traits'

// The grades are the product's (src/shared/constants.ts) and the traits the profile's (src/shared/traits.ts); the
// assessment reads them from here with the rest.
export { APTITUDES, GRADES, RIASEC, WORK_STYLES, type Aptitude, type Grade, type RiasecType, type WorkStyle }

export const SECTIONS = ['Interests', 'Work Style', 'Logical Reasoning', 'Numerical Aptitude', 'Science'] as const
export type Section = (typeof SECTIONS)[number]

/** Labels of the 1..5 rating scale, exactly as the product words them (docs/product.md, "Taking a test"). Answer '1' is 'Not at all'. */
export const RATING_LABELS = ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much'] as const

const id = z.string().regex(/^g(8|9|10|11|12)-[a-z]+-\d{2}$/, 'ids look like g10-sci-03')
const text = z.string().trim().min(10).max(300)
const optionText = z.string().trim().min(1).max(120)

/** Weights of a rating item or a choice option onto traits; positive pushes the trait up. */
const riasecWeights = z.partialRecord(z.enum(RIASEC), z.number().min(-1).max(1))
const workStyleWeights = z.partialRecord(z.enum(WORK_STYLES), z.number().min(-1).max(1))

/** A 1..5 rating item of a section whose weights say which traits it feeds (negative: reverse-keyed). */
const ratingItem = <S extends 'Interests' | 'Work Style', W extends z.ZodType>(section: S, weights: W) =>
  z.object({ id, section: z.literal(section), type: z.literal('rating_scale'), text, weights })

/** A forced choice of a section: each option stands for one trait (`option` names which). */
const choiceItem = <S extends 'Interests' | 'Work Style', O extends z.ZodType>(section: S, option: O, maxOptions: number) =>
  z.object({ id, section: z.literal(section), type: z.literal('multiple_choice'), text, options: z.array(option).min(3).max(maxOptions) })

/** 'How much would you enjoy …' rated 1..5; feeds one or more RIASEC types. */
const interestRating = ratingItem('Interests', riasecWeights)

/**
 * 'Which would you most enjoy?' Each option stands for one RIASEC type (forced choice). With `pick: 'least'` it asks
 * which the student would least enjoy, over the same options as the 'most' question just before it (a most-and-least
 * pair: two questions, each answered with one option).
 */
const interestChoice = choiceItem('Interests', z.object({ text: optionText, type: z.enum(RIASEC) }), 6).extend({
  pick: z.enum(['most', 'least']).optional(),
})

/** 'I …' rated 1..5; feeds one or more work-style traits. A negative weight marks a reverse-keyed item. */
const workStyleRating = ratingItem('Work Style', workStyleWeights)

/** A situation with options that each stand for a work-style trait (forced choice). */
const workStyleChoice = choiceItem('Work Style', z.object({ text: optionText, trait: z.enum(WORK_STYLES) }), 5)

/** A knowledge or reasoning item with exactly one correct option. */
const knowledgeItem = z.object({
  id,
  section: z.enum(['Logical Reasoning', 'Numerical Aptitude', 'Science']),
  type: z.literal('multiple_choice'),
  text,
  options: z.array(optionText).length(4),
  /** Index into options of the one correct answer. */
  answer: z.number().int().min(0).max(3),
  /**
   * Where each board teaches it by the item's grade: `cbse`, the NCERT chapter (also a state board's), e.g. 'NCERT
   * Class 9 Science, Ch. 7: Motion'; `icse`, the CISCE syllabus topic, e.g. 'ICSE Class 9 Physics: Motion in One
   * Dimension'. An item with one tag is that board's only. Items written before board tags carry `syllabus` instead.
   */
  boards: z
    .object({ cbse: z.string().trim().min(8).optional(), icse: z.string().trim().min(8).optional() })
    .strict()
    .refine((b) => b.cbse !== undefined || b.icse !== undefined, 'an item is taught by at least one board')
    .optional(),
  /**
   * Grades 11-12: the current streams whose subjects it needs (e.g. Physics for science-pcm, science-pcb,
   * science-pcmb). Absent: it needs no stream subject, and every stream may meet it.
   */
  streams: z.array(z.enum(CURRENT_STREAMS)).min(1).optional(),
  /** Where it comes from in the CBSE syllabus, on items written before board tags (the legacy banks). */
  syllabus: z.string().min(8).optional(),
  /** 1 easy, 2 medium, 3 hard for that grade. */
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** One line working out why the key is right; read by the second checker. */
  explanation: z.string().min(10),
})

export const itemSchema = z.union([interestRating, interestChoice, workStyleRating, workStyleChoice, knowledgeItem])
export type Item = z.infer<typeof itemSchema>
export type KnowledgeItem = z.infer<typeof knowledgeItem>

export const bankSchema = z.array(itemSchema).length(30)

/**
 * A grade's bank file: the 24 items every student of the grade meets (interests and work style, in the blueprint's
 * order) and the knowledge pool from which a student's 6 knowledge items are drawn by board and stream.
 */
export const bankFileSchema = z
  .object({
    core: z.array(itemSchema).length(24),
    knowledge: z.array(knowledgeItem).min(6),
  })
  .strict()
export type BankFile = z.infer<typeof bankFileSchema>
