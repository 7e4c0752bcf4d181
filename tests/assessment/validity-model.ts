// The independent validity study (issue #10). Its response model is deliberately NOT the engine's:
// - students come from every O*NET occupation in onet/Interests.txt (923), not from the catalogue's careers;
// - a rating is drawn from a graded-response model (logistic category boundaries) with the student's own
//   acquiescence, extremity and noise, and with item "popularity" the engine does not know about;
// - a forced choice is a random-utility choice (Gumbel noise) over options that are NOT balanced in attractiveness;
// - aptitude is drawn independently of interests and answers knowledge items through a 3-parameter IRT model;
// - a retake is the same student (same latent traits and response style) answering again: part of each answer's
//   error is the student's own reading of that item's wording, which repeats on the retake, and the rest is fresh;
// - a forced choice may be followed by "and which would you least enjoy?" over the same options.
// The engine is reached only through `assessForValidity` in validity-engine.ts, so the study does not depend on
// how the engine scores. Every draw comes from a seeded generator: the same code gives the same table.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseInterests } from '../../src/server/assessment/onet-data'
import { RIASEC, WORK_STYLES, type Grade, type Item, type RiasecType, type WorkStyle } from '../../src/shared/schemas/items'
import { optionTexts } from '../../src/server/assessment/question-bank'

export type Rng = () => number

/** mulberry32: a small seeded PRNG, uniform on [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng())
}

function gumbel(rng: Rng): number {
  return -Math.log(-Math.log(Math.min(Math.max(rng(), 1e-12), 1 - 1e-12)))
}

/** A stable number from a string (FNV-1a), so item-level parameters are the same on every run and every retake. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * The key of an item-level draw (an item's popularity, an option's attractiveness) in one "world" of item effects.
 * These are fixed properties of the items, the same for every student and retake, so one draw moves every student
 * alike; the study averages over several worlds (world 0 is the original draw).
 */
export function itemKey(key: string, world: number): string {
  return world === 0 ? key : `${key}\u0000world ${world}`
}

export interface Occupation {
  code: string
  title: string
  /** O*NET OI ratings 1..7. */
  ratings: Record<RiasecType, number>
  highPoints: RiasecType[]
}

export function loadOccupations(): Occupation[] {
  const file = fileURLToPath(new URL('../../src/server/assessment/onet/Interests.txt', import.meta.url))
  const parsed = parseInterests(readFileSync(file, 'utf8'))
  return [...parsed.entries()]
    .map(([code, o]) => ({ code, title: o.title, ratings: o.ratings, highPoints: o.highPoints }))
    .sort((a, b) => (a.code < b.code ? -1 : 1))
}

/** Everything that makes one simulated student, fixed across a retake. */
export interface Student {
  /** Latent interest per type (about -2..2): the O*NET profile plus the person's own deviation. */
  interests: Record<RiasecType, number>
  workStyle: Record<WorkStyle, number>
  /** Latent ability per knowledge area, independent of interests. */
  ability: { logical: number; numerical: number; science: number }
  /** Shift towards agreeing with any statement, whatever its key (logit units). */
  acquiescence: number
  /** Multiplies the category boundaries: below 1 pushes answers to the ends of the scale. */
  extremity: number
  /** SD of extra per-answer noise (logit units). */
  noise: number
  /** Seeds this student's own reading of each item's wording: the error that repeats on a retake. */
  wording: number
}

export const MODEL = {
  /** SD of a student's deviation from the occupation's profile (latent units; 1 unit = 1.5 O*NET points). */
  personalDeviation: 0.3,
  ratingDiscrimination: 1.7,
  /** Reverse-keyed statements discriminate less (a common finding), so they are modelled weaker. */
  reverseDiscrimination: 1.2,
  /** SD of an item's popularity: some statements are more attractive than their type alone explains. */
  itemPopularitySd: 0.4,
  /** SD of a forced-choice option's attractiveness beyond its type. */
  optionAttractivenessSd: 0.4,
  /** Scale of the Gumbel noise of a forced choice. */
  choiceNoise: 0.7,
  acquiescenceSd: 0.35,
  extremityLogSd: 0.3,
  noiseRange: [0.2, 0.8] as const,
  /** Category boundaries of the 1..5 scale before the student's extremity. */
  boundaries: [-1.6, -0.55, 0.55, 1.6] as const,
  /** Knowledge items: difficulty 1, 2, 3 → b; discrimination a; guessing c (four options). */
  itemB: { 1: -0.9, 2: 0, 3: 0.9 } as Record<1 | 2 | 3, number>,
  itemA: 1.1,
  guessing: 0.22,
  /**
   * The share of an answer's response error (the logistic error of a rating or a knowledge item, the Gumbel error of
   * a choice) that belongs to the student's own reading of the item's wording and so repeats on a retake; the rest
   * is fresh at each sitting. The total error is the same whatever the share, so the share moves the retake figures
   * and not the accuracy. Set so that one interest rating's answers correlate about 0.55 between two sittings while
   * two ratings of the same type correlate about 0.3 at one sitting (the study prints both): published item-level
   * retest figures of interest and personality items run at about 0.5 to 0.7 over a few weeks, well above the
   * 0.3 to 0.4 at which two items of one scale agree, and teenagers sit at the lower end.
   */
  persistentShare: 0.35,
  /**
   * For a choice option that names both an interest type and a work-style trait: how much of its pull comes from the
   * interest (the rest from the trait). Only synthetic blueprints of the blueprint study use such options.
   */
  dualInterestShare: 0.5,
}
export type ModelParams = typeof MODEL

export function interestsFromOccupation(o: Occupation, rng: Rng): Record<RiasecType, number> {
  return Object.fromEntries(RIASEC.map((t) => [t, (o.ratings[t] - 4) / 1.5 + MODEL.personalDeviation * gaussian(rng)])) as Record<RiasecType, number>
}

/** A flat-interest student: every type at about the same level (SD 0.12 latent units around a common level). */
export function flatInterests(rng: Rng): Record<RiasecType, number> {
  const level = 0.5 * gaussian(rng)
  return Object.fromEntries(RIASEC.map((t) => [t, level + 0.12 * gaussian(rng)])) as Record<RiasecType, number>
}

export function drawStudent(interests: Record<RiasecType, number>, rng: Rng): Student {
  const g = gaussian(rng)
  const area = () => 0.7 * g + 0.714 * gaussian(rng)
  return {
    interests,
    workStyle: Object.fromEntries(WORK_STYLES.map((t) => [t, gaussian(rng)])) as Record<WorkStyle, number>,
    ability: { logical: area(), numerical: area(), science: area() },
    acquiescence: MODEL.acquiescenceSd * gaussian(rng),
    extremity: Math.exp(MODEL.extremityLogSd * gaussian(rng)),
    noise: MODEL.noiseRange[0] + (MODEL.noiseRange[1] - MODEL.noiseRange[0]) * rng(),
    wording: Math.floor(rng() * 4294967296),
  }
}

/** A standard logistic draw (mean 0, SD π/√3). */
function logisticDraw(rng: Rng): number {
  const u = Math.min(Math.max(rng(), 1e-12), 1 - 1e-12)
  return Math.log(u / (1 - u))
}

/**
 * A response error split into the student's own, repeating reading of the wording (drawn from `key`, the same at
 * every sitting) and a fresh part (drawn from `rng`); the two parts' variances add up to the whole error's.
 */
function splitError(draw: (rng: Rng) => number, student: Student, key: string, rng: Rng, model: ModelParams): number {
  const q = model.persistentShare
  const fresh = draw(rng)
  if (q <= 0) return fresh
  const persistent = draw(mulberry32(hashSeed(`${student.wording}\u0000${key}`)))
  return Math.sqrt(1 - q) * fresh + Math.sqrt(q) * persistent
}

/** Graded response: the answer is 1 + the number of boundaries τ_k (scaled by the student's extremity) below η + error / a. */
function gradedResponse(eta: number, discrimination: number, student: Student, error: number, model: ModelParams): string {
  const y = eta + error / discrimination
  let category = 1
  for (const tau of model.boundaries) if (y > tau * student.extremity) category++
  return String(category)
}

function latentOf(item: Item & { type: 'rating_scale' }, student: Student): { value: number; reversed: boolean } {
  const weights = item.weights as Partial<Record<string, number>>
  let num = 0
  let den = 0
  let negative = 0
  for (const [key, w] of Object.entries(weights)) {
    if (!w) continue
    const level = item.section === 'Interests' ? student.interests[key as RiasecType] : student.workStyle[key as WorkStyle]
    num += w * level
    den += Math.abs(w)
    if (w < 0) negative += Math.abs(w)
  }
  return { value: den > 0 ? num / den : 0, reversed: negative > den / 2 }
}

const AREA: Record<string, keyof Student['ability']> = { 'Logical Reasoning': 'logical', 'Numerical Aptitude': 'numerical', Science: 'science' }

/** A choice option as the model reads it: the interest type and/or work-style trait it stands for. */
interface ModelOption {
  text: string
  type?: RiasecType
  trait?: WorkStyle
}

/** How strongly a student is drawn to an option by what it stands for (before its wording's own pull). */
function optionLevel(option: ModelOption, student: Student, model: ModelParams): number {
  if (option.type && option.trait) {
    const share = model.dualInterestShare
    return share * student.interests[option.type] + (1 - share) * student.workStyle[option.trait]
  }
  if (option.type) return student.interests[option.type]
  return option.trait ? student.workStyle[option.trait] : 0
}

/** One sitting of the test. `rng` carries the fresh answer noise only: a retake uses a fresh one. */
export function answerTest(
  bank: readonly Item[],
  student: Student,
  rng: Rng,
  world = 0,
  model: ModelParams = MODEL,
): { answers: Record<string, string>; correct: number; knowledge: number } {
  const answers: Record<string, string> = {}
  let correct = 0
  let knowledge = 0
  for (const item of bank) {
    const itemRng = mulberry32(hashSeed(itemKey(item.id, world)))
    if (item.type === 'rating_scale') {
      const popularity = model.itemPopularitySd * gaussian(itemRng)
      const { value, reversed } = latentOf(item, student)
      const eta = value + popularity + student.acquiescence + student.noise * gaussian(rng)
      const error = splitError(logisticDraw, student, item.id, rng, model)
      answers[item.id] = gradedResponse(eta, reversed ? model.reverseDiscrimination : model.ratingDiscrimination, student, error, model)
      continue
    }
    const texts = optionTexts(item)
    if ('answer' in item) {
      knowledge++
      const theta = student.ability[AREA[item.section]!]
      // 3PL: the student knows it when 1.7·a(θ − b) plus a logistic error is positive, or else guesses right with
      // chance c; P(correct) = c + (1 − c)·logistic(1.7·a(θ − b)).
      const knows = 1.7 * model.itemA * (theta - model.itemB[item.difficulty]) + splitError(logisticDraw, student, item.id, rng, model) > 0
      if (knows || rng() < model.guessing) {
        correct++
        answers[item.id] = texts[item.answer]!
      } else {
        const wrong = texts.filter((_, i) => i !== item.answer)
        answers[item.id] = wrong[Math.floor(rng() * wrong.length)]!
      }
      continue
    }
    // Random utility: what the option stands for, plus its wording's own attractiveness (the same for every
    // student), plus the Gumbel error, part of it the student's own reading of that wording. Both draws belong to
    // the option's text, not its position or its item, so reordering options changes nothing, and the "least"
    // question of a most-and-least pair meets the same wording with the same pull.
    const least = 'pick' in item && item.pick === 'least'
    let best = 0
    let bestUtility = -Infinity
    ;(item.options as readonly ModelOption[]).forEach((option, i) => {
      const attractiveness = model.optionAttractivenessSd * gaussian(mulberry32(hashSeed(itemKey(`option\u0000${option.text}`, world))))
      const pull = optionLevel(option, student, model) + attractiveness
      const q = model.persistentShare
      const own = q > 0 ? Math.sqrt(q) * model.choiceNoise * (gumbel(mulberry32(hashSeed(`${student.wording}\u0000option\u0000${option.text}`))) - EULER) : 0
      const fresh = Math.sqrt(1 - q) * model.choiceNoise * gumbel(rng)
      const utility = (least ? -(pull + own) : pull + own) + fresh
      if (utility > bestUtility) {
        bestUtility = utility
        best = i
      }
    })
    answers[item.id] = texts[best]!
  }
  return { answers, correct, knowledge }
}

/** The Euler-Mascheroni constant, the mean of a standard Gumbel draw: the repeating part is centred with it. */
const EULER = 0.5772156649

/** A student who answers at random. */
export function randomTest(bank: readonly Item[], rng: Rng): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const item of bank) {
    const choices = item.type === 'rating_scale' ? ['1', '2', '3', '4', '5'] : optionTexts(item)
    answers[item.id] = choices[Math.floor(rng() * choices.length)]!
  }
  return answers
}

/** 1, 5, 1, 5, … on every rating in the order shown; first and last option alternately on every other item. */
export function alternatingTest(bank: readonly Item[]): Record<string, string> {
  const answers: Record<string, string> = {}
  let r = 0
  let c = 0
  for (const item of bank) {
    if (item.type === 'rating_scale') {
      answers[item.id] = r++ % 2 === 0 ? '1' : '5'
    } else {
      const texts = optionTexts(item)
      answers[item.id] = c++ % 2 === 0 ? texts[0]! : texts[texts.length - 1]!
    }
  }
  return answers
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length
  const mx = xs.reduce((s, x) => s + x, 0) / n
  const my = ys.reduce((s, y) => s + y, 0) / n
  let sxy = 0
  let sxx = 0
  let syy = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my)
    sxx += (xs[i]! - mx) ** 2
    syy += (ys[i]! - my) ** 2
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0
}

function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0])
  const out = new Array<number>(xs.length)
  let i = 0
  while (i < order.length) {
    let j = i
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2
    i = j + 1
  }
  return out
}

/** Spearman's rank correlation (Pearson of mid-ranks). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(ranks(xs), ranks(ys))
}

/** The latent top type minus the mean of the other five. */
export function trueDifferentiation(interests: Record<RiasecType, number>): number {
  const v = RIASEC.map((t) => interests[t]).sort((a, b) => b - a)
  return v[0]! - v.slice(1).reduce((s, x) => s + x, 0) / 5
}

export type StreamKind = 'science' | 'commerce' | 'humanities'

/**
 * The stream a student's true interests point to, from the first of O*NET's high points of the occupation:
 * Realistic or Investigative → science, Enterprising or Conventional → commerce, Artistic or Social → humanities.
 */
export function streamKind(o: Occupation): StreamKind | undefined {
  const first = o.highPoints[0]
  if (!first) return undefined
  if (first === 'realistic' || first === 'investigative') return 'science'
  if (first === 'enterprising' || first === 'conventional') return 'commerce'
  return 'humanities'
}

export { type Grade }
