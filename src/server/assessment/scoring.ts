// Turns one student's answers into a profile: interests (RIASEC), work style, aptitude, and how far to trust them.
// docs/assessment.md gives the formulas with their reasons; the constants below are the ones it quotes.
import {
  APTITUDES,
  RIASEC,
  SECTIONS,
  WORK_STYLES,
  type Aptitude,
  type Grade,
  type Item,
  type RiasecType,
  type Section,
  type WorkStyle,
} from '../../shared/schemas/items'
import { sameText } from '../../shared/no-break'
import { minutesTaken } from '../../shared/time-taken'
import { message, say, type MessageDescriptor } from './messages'
import { getBank, optionTexts, RATING_VALUES, type Bank } from './question-bank'
import { hasInterestSignal } from '../../shared/schemas/results'

/** A score 0..100, or null when the student answered no item that measures the trait (never a silent zero). */
export type TraitScore = number | null
export type Scores<K extends string> = Record<K, TraitScore>

export interface SectionCount {
  answered: number
  total: number
}

/** What a response-quality check found; `code` is stable, `message` is what the student reads. */
export interface QualityFlag {
  code: QualityFlagCode
  message: string
  /** The message as a descriptor (messages.ts); absent on a flag made elsewhere, such as a test's. */
  messages?: { message: MessageDescriptor }
}
export type QualityFlagCode = 'few-answers' | 'flat' | 'acquiescent' | 'straight-line' | 'extreme-alternating' | 'inconsistent' | 'too-fast'

export interface Quality {
  /** Highest RIASEC score minus the mean of the other five, in points (0..100); null without interest scores. */
  differentiation: number | null
  /** Pearson correlation (-1..1) of the forced-choice shares with the rating estimates of the six types. */
  consistency: number | null
  /**
   * Agreement bias: the mean raw interest rating (1..5) of the balanced "enjoy"/"dislike" items, minus 3. Someone who
   * answers by content lands near 0 whatever their interests; 'Very much' to everything gives +2.
   */
  acquiescence: number | null
  /** Mean distance (0..1) between the two ratings of each type once the "dislike" item is reversed. */
  keyInconsistency: number | null
  /**
   * Most-and-least pairs answered with the same option as the most and the least enjoyed; null when the test has no
   * answered pair. A careful student almost never does it; a random one does it once in six pairs.
   */
  pairContradictions: number | null
  lowConfidence: boolean
  /**
   * With any flag (lowConfidence) no career or family is banded 'Strong fit' (bandOf in matching.ts): the percentages
   * are calibrated on students who answer by content; careless answers can look just as differentiated (random
   * answerers in the validity study got 'Strong fit' first careers for 57 %), and a flat profile's percentages run
   * high even for honest students. This says whether that changed a band, a career shown or a family having reached
   * 'Strong fit''s percentage, so that the note's closing sentence is said only then. Set by recommendFromProfile
   * once the bands are known; absent from a profile before that, and on results stored before the rule.
   */
  strongFitWithheld?: boolean
  /** Plain-words reasons for lowConfidence; empty when the profile looks trustworthy. */
  reasons: string[]
  /** The same findings with stable codes, for the report and the admin view. */
  flags: QualityFlag[]
  /** The reasons as descriptors (messages.ts); absent on a profile made elsewhere, such as a test's. */
  messages?: { reasons: MessageDescriptor[] }
}

export interface Profile {
  grade: Grade
  riasec: Scores<RiasecType>
  workStyle: Scores<WorkStyle>
  aptitude: Scores<Aptitude>
  /** The two interest estimates that riasec combines, each 0..100, kept for the consistency index and for audit. */
  interestSources: { rating: Scores<RiasecType>; choice: Scores<RiasecType> }
  sections: Record<Section, SectionCount>
  answered: number
  total: number
  quality: Quality
}

/** The flat score object stored on a test (API `Test.score`): integers 0..100. */
export type TestScore = Record<WorkStyle | RiasecType | Aptitude, number>

/**
 * How much one answer counts in a type's interest score: a rating against a forced choice that offered the type. A
 * type's score is the answer-weighted mean of its rating estimate and its choice share, so a blueprint with more
 * ratings leans more on ratings, with no constant to change.
 */
export const INTEREST_ANSWER_WEIGHTS = { rating: 1, choice: 2 / 3 } as const
/** The same for work style. */
const WORK_STYLE_ANSWER_WEIGHTS = { rating: 1, choice: 1 } as const

/** Options of a scoring run that studies of other blueprints vary; the product always uses the defaults. */
export interface ScoringOptions {
  interestWeights?: { rating: number; choice: number }
}

/** Thresholds of the response-quality checks (docs/assessment.md, "Response quality"). */
export const QUALITY_THRESHOLDS = {
  /** Fewer than this share of the interest questions answered and the profile rests on too little (14 of 21). */
  minInterestShare: 2 / 3,
  /** A profile whose top type stands less than this many points above the others is flat. */
  minDifferentiation: 25,
  /** |mean raw interest rating − 3| at or above this looks like agreeing (or disagreeing) with everything. */
  maxAcquiescence: 1.2,
  /** Mean distance of a type's "enjoy" and reversed "dislike" ratings at or above this is self-contradictory. */
  maxKeyInconsistency: 0.5,
  /** Share of ratings at 1 or 5, and share of consecutive ratings that jump end to end, for extreme alternation. */
  extremeShare: 0.9,
  alternationShare: 0.7,
  /** This many most-and-least pairs answered with the same option at both ends are self-contradictory. */
  maxPairContradictions: 1,
  /** Straight-lining is only judged when at least this many rating items were answered. */
  minRatingsForStraightLine: 6,
  /** Seconds per answered item below which the answers cannot have been read (only when time is known). */
  minSecondsPerItem: 8,
  /** Speed is judged only from this many answered items: fewer are flagged as too few answers instead. */
  minAnsweredForSpeed: 10,
} as const

const APTITUDE_SECTION: Record<'Logical Reasoning' | 'Numerical Aptitude' | 'Science', Aptitude> = {
  'Logical Reasoning': 'logical',
  'Numerical Aptitude': 'numerical',
  Science: 'science',
}

/** Round to one decimal so that profiles read cleanly and compare exactly. */
const round1 = (x: number): number => Math.round(x * 10) / 10
const round2 = (x: number): number => Math.round(x * 100) / 100

function emptyScores<K extends string>(keys: readonly K[]): Scores<K> {
  return Object.fromEntries(keys.map((k) => [k, null])) as Scores<K>
}

/**
 * The answer to an item if it is a valid one, else undefined: invalid values count as unanswered. A choice is given as
 * the bank's own option text, so an answer written with an ordinary space where the option has a no-break one (or
 * the other way round) is read as that option.
 */
function validAnswer(item: Item, answers: Record<string, string>): string | undefined {
  if (!Object.hasOwn(answers, item.id)) return undefined
  const value = answers[item.id]
  if (typeof value !== 'string') return undefined
  if (item.type === 'rating_scale') return (RATING_VALUES as readonly string[]).includes(value) ? value : undefined
  return optionTexts(item).find((text) => sameText(text, value))
}

/**
 * Rating estimate per trait, 0..1: the weight-averaged position on the 1..5 scale of the rating items that feed the
 * trait. A negative weight is a reverse-keyed item, so its answer is flipped (6 - r) before averaging.
 */
function ratingEstimate<K extends string>(
  items: readonly (Item & { type: 'rating_scale' })[],
  answers: Record<string, string>,
  keys: readonly K[],
): Estimate<K> {
  const sum = new Map<K, number>()
  const weight = new Map<K, number>()
  for (const item of items) {
    const value = validAnswer(item, answers)
    if (value === undefined) continue
    const r = Number(value)
    for (const key of keys) {
      const w = (item.weights as Partial<Record<K, number>>)[key]
      if (!w) continue
      const position = w > 0 ? (r - 1) / 4 : (5 - r) / 4
      sum.set(key, (sum.get(key) ?? 0) + Math.abs(w) * position)
      weight.set(key, (weight.get(key) ?? 0) + Math.abs(w))
    }
  }
  const score = emptyScores(keys)
  for (const key of keys) {
    const w = weight.get(key)
    if (w) score[key] = (sum.get(key) ?? 0) / w
  }
  return { score, answers: weight }
}

/** An estimate per trait, 0..1 (null when nothing measured it), with how many answers it rests on. */
interface Estimate<K extends string> {
  score: Scores<K>
  answers: ReadonlyMap<K, number>
}

/**
 * Forced-choice share per trait, 0..1: the mean, over the answered items that offered the trait, of the item's score
 * for it. A 'most' question scores 1 for the option chosen and 0 for the others; a 'least' question (the second of a
 * most-and-least pair) scores 0 for the option chosen and 1 for the others, so that it tells the bottom of the profile
 * as sharply as a 'most' question tells the top. When every trait is offered equally often, the 'least' questions
 * raise every share by the same amount and the profile's shape is what they add. A trait never offered in an
 * answered item has no share (null).
 */
function choiceShare<K extends string>(
  items: readonly Item[],
  answers: Record<string, string>,
  keys: readonly K[],
  traitOf: (item: Item, optionIndex: number) => K | undefined,
): Estimate<K> {
  const scored = new Map<K, number>()
  const offered = new Map<K, number>()
  for (const item of items) {
    const value = validAnswer(item, answers)
    if (value === undefined) continue
    const least = isLeastPick(item)
    const texts = optionTexts(item)
    texts.forEach((text, index) => {
      const trait = traitOf(item, index)
      if (!trait) return
      offered.set(trait, (offered.get(trait) ?? 0) + 1)
      if ((text === value) !== least) scored.set(trait, (scored.get(trait) ?? 0) + 1)
    })
  }
  const score = emptyScores(keys)
  for (const key of keys) {
    const n = offered.get(key)
    if (n) score[key] = (scored.get(key) ?? 0) / n
  }
  return { score, answers: offered }
}

/** The 'least' question of a most-and-least pair. */
export function isLeastPick(item: Item): boolean {
  return item.type === 'multiple_choice' && item.section === 'Interests' && 'pick' in item && item.pick === 'least'
}

/**
 * score = 100 × the answer-weighted mean of the two estimates: (a·n_r·rating + b·n_c·choice) / (a·n_r + b·n_c), with
 * n_r and n_c the answers each rests on and a, b the weight of one answer of each kind; over whichever exists.
 */
function combine<K extends string>(keys: readonly K[], rating: Estimate<K>, choice: Estimate<K>, weights: { rating: number; choice: number }): Scores<K> {
  const out = emptyScores(keys)
  for (const key of keys) {
    let num = 0
    let den = 0
    const r = rating.score[key]
    const c = choice.score[key]
    if (r !== null) {
      const w = weights.rating * (rating.answers.get(key) ?? 0)
      num += w * r
      den += w
    }
    if (c !== null) {
      const w = weights.choice * (choice.answers.get(key) ?? 0)
      num += w * c
      den += w
    }
    if (den > 0) out[key] = round1((100 * num) / den)
  }
  return out
}

function scale100<K extends string>(keys: readonly K[], scores: Scores<K>): Scores<K> {
  const out = emptyScores(keys)
  for (const key of keys) {
    const v = scores[key]
    if (v !== null) out[key] = round1(100 * v)
  }
  return out
}

/** Pearson correlation of paired values; null when fewer than three pairs or either side has no spread. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length)
  if (n < 3) return null
  let mx = 0
  let my = 0
  for (let i = 0; i < n; i++) {
    mx += xs[i]!
    my += ys[i]!
  }
  mx /= n
  my /= n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx
    const dy = ys[i]! - my
    sxy += dx * dy
    sxx += dx * dx
    syy += dy * dy
  }
  if (sxx < 1e-12 || syy < 1e-12) return null
  return sxy / Math.sqrt(sxx * syy)
}

/**
 * Aptitude per section, 0..100: difficulty-weighted percent correct of ALL the section's items (an easy item counts
 * 1, a medium 2, a hard 3), as in any timed aptitude test: once a student has answered any item of a section, an item
 * of it left unanswered earns nothing, so skipping the hard items cannot raise the score. A section with no answered
 * item at all is null (missing), never 0: there is nothing to measure.
 */
function aptitudeScores(bank: Bank, answers: Record<string, string>): Scores<Aptitude> {
  const earned = new Map<Aptitude, number>()
  const possible = new Map<Aptitude, number>()
  const attempted = new Set<Aptitude>()
  for (const item of bank) {
    if (!('answer' in item)) continue
    const aptitude = APTITUDE_SECTION[item.section]
    possible.set(aptitude, (possible.get(aptitude) ?? 0) + item.difficulty)
    const value = validAnswer(item, answers)
    if (value === undefined) continue
    attempted.add(aptitude)
    if (item.options[item.answer] === value) earned.set(aptitude, (earned.get(aptitude) ?? 0) + item.difficulty)
  }
  const out = emptyScores(APTITUDES)
  for (const aptitude of APTITUDES) {
    const p = possible.get(aptitude)
    if (p && attempted.has(aptitude)) out[aptitude] = round1((100 * (earned.get(aptitude) ?? 0)) / p)
  }
  return out
}

function sectionCounts(bank: Bank, answers: Record<string, string>): Record<Section, SectionCount> {
  const counts = Object.fromEntries(SECTIONS.map((s) => [s, { answered: 0, total: 0 }])) as Record<Section, SectionCount>
  for (const item of bank) {
    counts[item.section].total++
    if (validAnswer(item, answers) !== undefined) counts[item.section].answered++
  }
  return counts
}

function present<K extends string>(keys: readonly K[], scores: Scores<K>): K[] {
  return keys.filter((k) => scores[k] !== null)
}

function assessQuality(
  bank: Bank,
  answers: Record<string, string>,
  riasec: Scores<RiasecType>,
  sources: Profile['interestSources'],
  sections: Record<Section, SectionCount>,
  timeSpentSeconds: number | undefined,
): Quality {
  const t = QUALITY_THRESHOLDS
  const flags: QualityFlag[] = []
  const descriptors: MessageDescriptor[] = []
  const flag = (code: QualityFlagCode, descriptor: MessageDescriptor) => {
    descriptors.push(descriptor)
    flags.push({ code, message: say(descriptor), messages: { message: descriptor } })
  }

  const types = present(RIASEC, riasec)
  let differentiation: number | null = null
  if (types.length >= 2) {
    const values = types.map((k) => riasec[k]!).sort((a, b) => b - a)
    const rest = values.slice(1)
    differentiation = round1(values[0]! - rest.reduce((s, v) => s + v, 0) / rest.length)
  }

  const paired = RIASEC.filter((k) => sources.rating[k] !== null && sources.choice[k] !== null)
  const r = pearson(
    paired.map((k) => sources.choice[k]!),
    paired.map((k) => sources.rating[k]!),
  )
  const consistency = r === null ? null : Math.round(r * 100) / 100

  // Every answered rating in the order shown, and the interest ratings with their keys.
  const ratingItems = bank.filter((item): item is Item & { type: 'rating_scale' } => item.type === 'rating_scale')
  const ratings = ratingItems.map((item) => validAnswer(item, answers)).filter((v): v is string => v !== undefined).map(Number)
  const keyed = ratingItems
    .filter((item) => item.section === 'Interests')
    .map((item) => {
      const value = validAnswer(item, answers)
      const [type, w] = (Object.entries(item.weights) as [RiasecType, number][]).find(([, w]) => w) ?? []
      return value === undefined || !type || !w ? undefined : { type, key: Math.sign(w), raw: Number(value) }
    })
    .filter((x): x is { type: RiasecType; key: number; raw: number } => x !== undefined)

  // Agreement bias is only measurable on a balanced set: as many "dislike" as "enjoy" answers.
  const positives = keyed.filter((k) => k.key > 0).length
  const negatives = keyed.length - positives
  const acquiescence =
    positives >= 3 && negatives >= 3
      ? round2(
          (keyed.filter((k) => k.key > 0).reduce((s, k) => s + k.raw, 0) / positives +
            keyed.filter((k) => k.key < 0).reduce((s, k) => s + k.raw, 0) / negatives) /
            2 -
            3,
        )
      : null

  // For each type with both keys answered: the distance between "enjoy" and the reversed "dislike" (0..1).
  const gaps: number[] = []
  for (const type of RIASEC) {
    const pos = keyed.filter((k) => k.type === type && k.key > 0)
    const neg = keyed.filter((k) => k.type === type && k.key < 0)
    if (pos.length === 0 || neg.length === 0) continue
    const p = pos.reduce((s, k) => s + (k.raw - 1) / 4, 0) / pos.length
    const n = neg.reduce((s, k) => s + (5 - k.raw) / 4, 0) / neg.length
    gaps.push(Math.abs(p - n))
  }
  const keyInconsistency = gaps.length >= 3 ? round2(gaps.reduce((s, g) => s + g, 0) / gaps.length) : null
  const pairContradictions = countPairContradictions(bank, answers)

  const interest = sections.Interests
  if (interest.answered < Math.ceil(t.minInterestShare * interest.total)) {
    flag('few-answers', message('quality.fewAnswers', { answered: interest.answered, total: interest.total }))
  }
  const enough = ratings.length >= t.minRatingsForStraightLine
  const extremes = ratings.filter((v) => v === 1 || v === 5)
  let jumps = 0
  for (let i = 1; i < ratings.length; i++) if (Math.abs(ratings[i]! - ratings[i - 1]!) === 4) jumps++
  if (enough && new Set(ratings).size === 1) {
    flag('straight-line', message('quality.straightLine'))
  } else if (enough && extremes.length / ratings.length >= t.extremeShare && jumps / (ratings.length - 1) >= t.alternationShare) {
    flag('extreme-alternating', message('quality.extremeAlternating'))
  } else if (acquiescence !== null && Math.abs(acquiescence) >= t.maxAcquiescence) {
    flag('acquiescent', message('quality.acquiescent', { rating: acquiescence > 0 ? 'high' : 'low' }))
  } else if (
    (keyInconsistency !== null && keyInconsistency >= t.maxKeyInconsistency) ||
    (pairContradictions !== null && pairContradictions >= t.maxPairContradictions)
  ) {
    flag('inconsistent', message('quality.inconsistent'))
  }
  if (!hasInterestSignal(differentiation)) {
    flag('flat', message('quality.noInterestSignal'))
  } else if (differentiation !== null && differentiation < t.minDifferentiation) {
    flag('flat', message('quality.even'))
  }
  const answered = Object.values(sections).reduce((s, c) => s + c.answered, 0)
  if (timeSpentSeconds !== undefined && answered >= t.minAnsweredForSpeed && timeSpentSeconds < answered * t.minSecondsPerItem) {
    flag('too-fast', message('quality.tooFast', { minutes: minutesTaken(timeSpentSeconds) }))
  }
  return {
    differentiation,
    consistency,
    acquiescence,
    keyInconsistency,
    pairContradictions,
    lowConfidence: flags.length > 0,
    reasons: flags.map((f) => f.message),
    flags,
    messages: { reasons: descriptors },
  }
}

/**
 * The most-and-least pairs answered with one option at both ends: a 'least' question and the 'most' question just
 * before it (parseBank checks that the two offer the same options). Null when no pair was answered at both ends.
 */
function countPairContradictions(bank: Bank, answers: Record<string, string>): number | null {
  let pairs = 0
  let contradictions = 0
  bank.forEach((item, index) => {
    if (!isLeastPick(item) || index === 0) return
    const most = bank[index - 1]!
    const least = validAnswer(item, answers)
    const best = validAnswer(most, answers)
    if (least === undefined || best === undefined) return
    pairs++
    if (least === best) contradictions++
  })
  return pairs > 0 ? contradictions : null
}

export const NO_INTEREST_SIGNAL_MESSAGE = say(message('quality.noInterestSignal'))


/** Scores one submission against a bank. Exposed with the bank as a parameter so tests can use small fixtures. */
export function scoreWithBank(
  grade: Grade,
  bank: Bank,
  answers: Record<string, string>,
  timeSpentSeconds?: number,
  options: ScoringOptions = {},
): Profile {
  const ratingsOf = (section: Section) =>
    bank.filter((item): item is Item & { type: 'rating_scale' } => item.section === section && item.type === 'rating_scale')
  // A choice option counts for whatever it names: an interest type, a work-style trait.
  const choices = bank.filter((item) => item.type === 'multiple_choice' && !('answer' in item))
  const optionKey = <K extends string>(field: 'type' | 'trait') => (item: Item, i: number) => {
    if (item.type !== 'multiple_choice' || 'answer' in item) return undefined
    const option = item.options[i] as { type?: K; trait?: K } | undefined
    return option?.[field]
  }

  const interestRating = ratingEstimate(ratingsOf('Interests'), answers, RIASEC)
  const interestChoice = choiceShare(choices, answers, RIASEC, optionKey<RiasecType>('type'))
  const riasec = combine(RIASEC, interestRating, interestChoice, options.interestWeights ?? INTEREST_ANSWER_WEIGHTS)

  const workRating = ratingEstimate(ratingsOf('Work Style'), answers, WORK_STYLES)
  const workChoice = choiceShare(choices, answers, WORK_STYLES, optionKey<WorkStyle>('trait'))
  const workStyle = combine(WORK_STYLES, workRating, workChoice, WORK_STYLE_ANSWER_WEIGHTS)

  const aptitude = aptitudeScores(bank, answers)
  const sections = sectionCounts(bank, answers)
  const interestSources = { rating: scale100(RIASEC, interestRating.score), choice: scale100(RIASEC, interestChoice.score) }
  const answered = Object.values(sections).reduce((s, c) => s + c.answered, 0)
  return {
    grade,
    riasec,
    workStyle,
    aptitude,
    interestSources,
    sections,
    answered,
    total: bank.length,
    quality: assessQuality(bank, answers, riasec, interestSources, sections, timeSpentSeconds),
  }
}

/** The profile of one submission of the grade's test. Pure: the same answers always give the same profile. */
export function scoreAnswers(grade: Grade, answers: Record<string, string>, timeSpentSeconds?: number): Profile {
  return scoreWithBank(grade, getBank(grade), answers, timeSpentSeconds)
}

/**
 * The flat score stored on a test and shown in the history list. A missing trait is written as 0 here, and only
 * here: this object is for display and the API contract wants numbers. Matching and reports use the Profile,
 * where a missing trait stays null.
 */
export function toTestScore(profile: Profile): TestScore {
  const flat = (v: TraitScore) => (v === null ? 0 : Math.min(100, Math.max(0, Math.round(v))))
  return {
    analytical: flat(profile.workStyle.analytical),
    creative: flat(profile.workStyle.creative),
    leadership: flat(profile.workStyle.leadership),
    teamwork: flat(profile.workStyle.teamwork),
    persistence: flat(profile.workStyle.persistence),
    realistic: flat(profile.riasec.realistic),
    investigative: flat(profile.riasec.investigative),
    artistic: flat(profile.riasec.artistic),
    social: flat(profile.riasec.social),
    enterprising: flat(profile.riasec.enterprising),
    conventional: flat(profile.riasec.conventional),
    logical: flat(profile.aptitude.logical),
    numerical: flat(profile.aptitude.numerical),
    science: flat(profile.aptitude.science),
  }
}
