import { z } from 'zod'
import { NO_BREAK_SPACE } from '../no-break'
import { REQUIREMENTS } from './stream-routes'

// What the main routes of each career family cost, and the fee waivers and scholarships that apply (issue #10). The
// data is src/server/assessment/route-costs.json, reviewed by a counsellor every year; the server validates it at
// load and turns each entry into one short note (`routeCostNote`). Every figure is a rough range with its source and
// the academic year it describes, never a promise: fees change every year and differ by state and college.

/** Rupees of fees a year at one kind of institution. Without `min` it reads "usually under ₹max". */
const rupeeRangeSchema = z
  .strictObject({
    min: z.number().int().positive().optional(),
    max: z.number().int().positive(),
    /** Some institutions of this kind charge more than `max`. */
    orMore: z.boolean().optional(),
  })
  .refine((r) => r.min === undefined || r.min < r.max, 'min must be below max')
export type RupeeRange = z.infer<typeof rupeeRangeSchema>

const sentence = z
  .string()
  .trim()
  .min(20)
  .max(170)
  .regex(/^[A-Z0-9₹].*\.$/, 'write a whole sentence: a capital letter first, a full stop last')

/** A route's class 12 requirement ('pcm', 'pcb', 'science': Physics and Chemistry with Mathematics or Biology, 'maths'). */
const requiresSchema = z.enum(REQUIREMENTS).exclude(['none'])

const routeCostSchema = z
  .strictObject({
    /** The route as a family would name it, such as 'B.Tech' or 'Polytechnic diploma'. */
    route: z.string().trim().min(3).max(50),
    /** Rough fees a year at government institutions (central or state), hostel and food not counted. */
    government: rupeeRangeSchema.optional(),
    /** Rough fees a year at private institutions, hostel and food not counted. */
    private: rupeeRangeSchema.optional(),
    /**
     * What class 12 must include for the route: a grade 11-12 student whose stream lacks it is not shown the route,
     * and a family none of whose routes the stream allows gets no note. Absent: any stream.
     */
    requires: requiresSchema.optional(),
    /**
     * Shown only to a grade 11-12 student whose stream lacks this requirement: the route a family takes instead of one
     * that needs it (a BCA where a B.Tech's PCM is missing). Not in the note for grades 9-10, which names the route it
     * replaces; so a family may list four routes and still show at most three.
     */
    insteadOf: requiresSchema.optional(),
    /** What a range cannot say (a total for the whole course, who pays no fee), or where to look instead of a number. */
    remark: z.string().trim().min(10).max(150).regex(/[^.]$/, 'no full stop at the end: the note adds it').optional(),
  })
  .refine((r) => r.government || r.private || r.remark, 'give a government or private range, or a remark')
  .refine((r) => r.insteadOf === undefined || r.requires !== r.insteadOf, 'a route cannot need what it stands in for')
export type RouteCost = z.infer<typeof routeCostSchema>

const ACADEMIC_YEAR = /^(20\d\d)-(\d\d)$/

export const familyRouteCostsSchema = z.strictObject({
  /**
   * One to three main routes the family's careers take, and at most one more that stands in for one of them where a
   * stream closes it (`insteadOf`). The limits here keep each family's note short: a note shows at most three.
   */
  routes: z
    .array(routeCostSchema)
    .min(1)
    .max(4)
    .refine((routes) => routes.filter((r) => r.insteadOf === undefined).length <= 3, 'at most three routes without insteadOf')
    .refine((routes) => routes.filter((r) => r.insteadOf !== undefined).length <= 1, 'at most one route with insteadOf'),
  /**
   * The one or two main fee waivers or scholarships, one whole sentence each; with `requires`, a help that only a
   * route needing it uses (the IIT tuition waiver), left out for a grade 11-12 stream without it, like the route.
   */
  help: z.array(z.union([sentence, z.strictObject({ text: sentence, requires: requiresSchema })])).min(1).max(2),
  /** Where to check this year's figures: official sites or documents, as 'the fee page of each college'. */
  check: z.string().trim().min(10).max(100).regex(/[^.]$/, 'no full stop at the end: the note adds it'),
  /** The official bodies or fee pages whose figures the entry summarises. */
  source: z.string().trim().min(10).max(300),
  /** The academic year the figures describe, as '2024-25'. */
  asOf: z
    .string()
    .regex(ACADEMIC_YEAR, "an academic year such as '2024-25'")
    .refine((y) => {
      const [, first, second] = ACADEMIC_YEAR.exec(y) ?? []
      return (Number(first) + 1) % 100 === Number(second)
    }, "the two years must follow each other, as in '2024-25'"),
})
export type FamilyRouteCosts = z.infer<typeof familyRouteCostsSchema>

/**
 * The data file's schema for a given list of family ids: every family must have an entry and no other key may appear
 * (the ids live with the career catalogue on the server, which shared code does not import).
 */
export function routeCostsFileSchema<const F extends string>(familyIds: readonly [F, ...F[]]) {
  return z.strictObject({
    /** What the file is and how to keep it, for the person who edits it (JSON has no comments). */
    about: z.string().trim().min(20),
    families: z.record(z.enum(familyIds), familyRouteCostsSchema),
  })
}

/**
 * The words a cost note is assembled from, in one language: English here, Hindi in ROUTE_COST_WORDS_HI. A route's
 * name, remark and help, and where to check, are the data file's (route-costs.json, and its Hindi twin).
 */
export interface RouteCostWords {
  lakh: string
  crore: string
  /** 'about ₹10,000 to ₹2 lakh'. */
  about: (min: string, max: string) => string
  /** 'usually under ₹25,000'. */
  under: (max: string) => string
  orMore: string
  government: (range: string) => string
  private: (range: string) => string
  /** The note's opening, up to its colon. */
  opening: (familyLabel: string, asOf: string) => string
  /** The note's closing sentence. */
  check: (where: string) => string
  /** Ends a sentence the note assembles. */
  end: string
  /** Joins a route's two ranges. */
  comma: string
}

/** The start of every English cost note, before the family's label. */
export const ROUTE_COST_NOTE_PREFIX = 'What the main routes cost'

export const ROUTE_COST_WORDS_EN: RouteCostWords = {
  lakh: 'lakh',
  crore: 'crore',
  about: (min, max) => `about ${min} to ${max}`,
  under: (max) => `usually under ${max}`,
  orMore: ' or more',
  government: (range) => `government ${range}`,
  private: (range) => `private ${range}`,
  opening: (label, asOf) => `${ROUTE_COST_NOTE_PREFIX} (${label}), rough fees a year in ${asOf}, not counting hostel and food:`,
  check: (where) => `Check this year's fees: ${where}.`,
  end: '.',
  comma: ', ',
}

/** The Hindi wording, in the voice of the results screen (संकाय, लगभग, प्रति वर्ष); sentences end with '।'. */
export const ROUTE_COST_WORDS_HI: RouteCostWords = {
  lakh: 'लाख',
  crore: 'करोड़',
  about: (min, max) => `लगभग ${min} से ${max}`,
  under: (max) => `आमतौर पर ${max} से कम`,
  orMore: ' या उससे अधिक',
  government: (range) => `सरकारी संस्थानों में ${range}`,
  private: (range) => `निजी संस्थानों में ${range}`,
  opening: (label, asOf) => `मुख्य रास्तों का ख़र्च (${label}), ${asOf} में प्रति वर्ष की मोटी फ़ीस, हॉस्टल और भोजन को छोड़कर:`,
  check: (where) => `इस वर्ष की फ़ीस यहाँ जाँचें: ${where}।`,
  end: '।',
  comma: ', ',
}

/** Rupees in Indian words: '₹25,000', '₹1.25 lakh', '₹1 crore' (the number and its word kept together: no-break.ts). */
export function formatRupees(amount: number, words: RouteCostWords = ROUTE_COST_WORDS_EN): string {
  const trim = (n: number) => String(Number(n.toFixed(2)))
  if (amount >= 1_00_00_000) return `₹${trim(amount / 1_00_00_000)}${NO_BREAK_SPACE}${words.crore}`
  if (amount >= 1_00_000) return `₹${trim(amount / 1_00_000)}${NO_BREAK_SPACE}${words.lakh}`
  const digits = String(Math.round(amount))
  const grouped = digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits
  return `₹${grouped}`
}

/** 'about ₹10,000 to ₹2 lakh', 'about ₹1 lakh to ₹4 lakh or more', 'usually under ₹25,000'. */
export function formatRange(range: RupeeRange, words: RouteCostWords = ROUTE_COST_WORDS_EN): string {
  const top = `${formatRupees(range.max, words)}${range.orMore ? words.orMore : ''}`
  return range.min === undefined ? words.under(top) : words.about(formatRupees(range.min, words), top)
}

function routeLine(r: RouteCost, words: RouteCostWords): string {
  const ranges = [
    ...(r.government ? [words.government(formatRange(r.government, words))] : []),
    ...(r.private ? [words.private(formatRange(r.private, words))] : []),
  ]
  if (ranges.length === 0) return `${r.route}: ${r.remark}${words.end}`
  return `${r.route}: ${ranges.join(words.comma)}${r.remark ? ` (${r.remark})` : ''}${words.end}`
}

/** A help line's sentence, whether or not it names a requirement. */
export function helpText(help: FamilyRouteCosts['help'][number] | { text: string }): string {
  return typeof help === 'string' ? help : help.text
}

/**
 * The note a student and their parents read for one family: the routes' rough yearly fees, the help, where to check.
 * In another language, `costs` holds that language's route names, remarks, help and place to check, and `words` its
 * wording.
 */
export function routeCostNote(familyLabel: string, costs: FamilyRouteCosts, words: RouteCostWords = ROUTE_COST_WORDS_EN): string {
  return [
    words.opening(familyLabel, costs.asOf),
    ...costs.routes.map((r) => routeLine(r, words)),
    ...costs.help.map(helpText),
    words.check(costs.check),
  ].join(' ')
}
