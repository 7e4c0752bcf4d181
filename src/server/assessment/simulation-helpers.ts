// The simulation study of docs/assessment.md: synthetic students whose true interests are a catalogue career's O*NET
// ratings answer the real items with noise, and we check that the career comes back near the top of their matches.
// Shared by simulation.test.ts and scripts/simulate.ts so that the documented figures and the tests are one study.
// Deterministic: every random draw comes from a seeded mulberry32, never from Math.random.
import { CAREERS, type Career } from './careers'
import { APTITUDES, GRADES, RIASEC, WORK_STYLES, type Aptitude, type Grade, type Item, type RiasecType, type WorkStyle } from './item-schema'
import { matchCareers, type CareerMatch } from './matching'
import { getBank, optionTexts, type Bank } from './question-bank'
import { pearson, scoreWithBank, type Profile } from './scoring'

export type Rng = () => number

/** mulberry32: a tiny, fast 32-bit seeded PRNG; uniform in [0, 1). */
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

/** Standard normal draw (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-12)
  const v = rng()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

export interface SimulationSettings {
  /** SD of the Gaussian noise added to a rating on the 1..5 scale before rounding. */
  ratingNoiseSd: number
  /** Softmax temperature, in O*NET rating points (1..7 scale), of a forced choice. */
  choiceTemperature: number
  /** Work-style level (0..1) of a trait the career does not list. */
  unlistedWorkStyle: number
  /** P(correct) = base + gain × the career's aptitude weight, shifted by item difficulty. */
  aptitudeBase: number
  aptitudeGain: number
  difficultyShift: Record<1 | 2 | 3, number>
}

export const DEFAULT_SETTINGS: SimulationSettings = {
  ratingNoiseSd: 0.8,
  choiceTemperature: 1,
  unlistedWorkStyle: 0.3,
  aptitudeBase: 0.45,
  aptitudeGain: 0.45,
  difficultyShift: { 1: 0.1, 2: 0, 3: -0.1 },
}

/** O*NET's 1..7 interest rating placed on the 1..5 answer scale. */
export function onetToRating(x: number): number {
  return 1 + ((x - 1) * 4) / 6
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

/** A career's true work-style level on the 1..7 scale used for interests, so both use the same choice temperature. */
function workStyleLevel(career: Career, trait: WorkStyle, settings: SimulationSettings): number {
  return 1 + 6 * (career.workStyles[trait] ?? settings.unlistedWorkStyle)
}

function noisyRating(truth: number, rng: Rng, settings: SimulationSettings): string {
  return String(clamp(Math.round(truth + settings.ratingNoiseSd * gaussian(rng)), 1, 5))
}

/** Index drawn with probability ∝ exp(level / temperature). */
function softmaxPick(levels: readonly number[], temperature: number, rng: Rng): number {
  const top = Math.max(...levels)
  const weights = levels.map((l) => Math.exp((l - top) / temperature))
  const total = weights.reduce((s, w) => s + w, 0)
  let u = rng() * total
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i]!
    if (u <= 0) return i
  }
  return weights.length - 1
}

/** True position (1..5) of a rating item for someone whose trait levels (1..5) are given; reverse keys flip. */
function ratingTruth<K extends string>(weights: Partial<Record<K, number>>, keys: readonly K[], level: (k: K) => number): number {
  let num = 0
  let den = 0
  for (const k of keys) {
    const w = weights[k]
    if (!w) continue
    num += Math.abs(w) * (w > 0 ? level(k) : 6 - level(k))
    den += Math.abs(w)
  }
  return den > 0 ? num / den : 3
}

const APTITUDE_OF: Record<string, Aptitude> = { 'Logical Reasoning': 'logical', 'Numerical Aptitude': 'numerical', Science: 'science' }

/** One synthetic student drawn from a career: answers to every item of the bank. */
export function simulateAnswers(bank: Bank, career: Career, rng: Rng, settings: SimulationSettings = DEFAULT_SETTINGS): Record<string, string> {
  const answers: Record<string, string> = {}
  const interest5 = (t: RiasecType) => onetToRating(career.interests[t])
  const work5 = (t: WorkStyle) => 1 + 4 * (career.workStyles[t] ?? settings.unlistedWorkStyle)
  for (const item of bank) answers[item.id] = simulateItem(item, career, rng, settings, interest5, work5)
  return answers
}

function simulateItem(
  item: Item,
  career: Career,
  rng: Rng,
  settings: SimulationSettings,
  interest5: (t: RiasecType) => number,
  work5: (t: WorkStyle) => number,
): string {
  if (item.type === 'rating_scale') {
    const truth = item.section === 'Interests' ? ratingTruth(item.weights, RIASEC, interest5) : ratingTruth(item.weights, WORK_STYLES, work5)
    return noisyRating(truth, rng, settings)
  }
  const texts = optionTexts(item)
  if ('answer' in item) {
    const aptitude = APTITUDE_OF[item.section]!
    const p = clamp(settings.aptitudeBase + settings.aptitudeGain * (career.aptitudes[aptitude] ?? 0) + settings.difficultyShift[item.difficulty], 0.05, 0.98)
    if (rng() < p) return texts[item.answer]!
    const wrong = texts.filter((_, i) => i !== item.answer)
    return wrong[Math.floor(rng() * wrong.length)]!
  }
  const levels =
    item.section === 'Interests'
      ? item.options.map((o) => career.interests[o.type])
      : item.options.map((o) => workStyleLevel(career, o.trait, settings))
  return texts[softmaxPick(levels, settings.choiceTemperature, rng)]!
}

/** A student who answers at random: a uniform option or rating on every item. */
export function randomAnswers(bank: Bank, rng: Rng): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const item of bank) {
    const choices = item.type === 'rating_scale' ? ['1', '2', '3', '4', '5'] : optionTexts(item)
    answers[item.id] = choices[Math.floor(rng() * choices.length)]!
  }
  return answers
}

/**
 * A noise-free profile of a career: its O*NET ratings rescaled to 0..100 as interests, its work-style weights as work
 * style, and the expected aptitude of a typical student of it. Used for the coverage check.
 */
export function careerProfile(career: Career, grade: Grade, settings: SimulationSettings = DEFAULT_SETTINGS): Profile {
  const riasec = Object.fromEntries(RIASEC.map((t) => [t, (100 * (career.interests[t] - 1)) / 6])) as Record<RiasecType, number>
  const workStyle = Object.fromEntries(WORK_STYLES.map((t) => [t, 100 * (career.workStyles[t] ?? settings.unlistedWorkStyle)])) as Record<WorkStyle, number>
  const aptitude = Object.fromEntries(
    APTITUDES.map((a) => [a, 100 * clamp(settings.aptitudeBase + settings.aptitudeGain * (career.aptitudes[a] ?? 0), 0, 1)]),
  ) as Record<Aptitude, number>
  const section = { answered: 0, total: 0 }
  return {
    grade,
    riasec,
    workStyle,
    aptitude,
    interestSources: { rating: riasec, choice: riasec },
    sections: {
      Interests: section,
      'Work Style': section,
      'Logical Reasoning': section,
      'Numerical Aptitude': section,
      Science: section,
    },
    answered: 0,
    total: 0,
    quality: { differentiation: null, consistency: null, acquiescence: null, lowConfidence: false, reasons: [] },
  }
}

export interface GradeResult {
  grade: Grade
  trials: number
  top1: number
  top5: number
  top10: number
  /** Share of honest synthetic students flagged lowConfidence (false alarms). */
  honestLowConfidence: number
  randomTrials: number
  /** Largest share of random answerers whose top match was one career, and that career. */
  randomMaxTop1Share: number
  randomMaxTop1Career: string
  /** Share of random answerers flagged lowConfidence. */
  randomLowConfidence: number
}

export interface StudyResult {
  grades: GradeResult[]
  overall: { trials: number; top1: number; top5: number; top10: number; honestLowConfidence: number }
  /** Per career, share of its trials (all grades) in which it was in the top 5; worst first. */
  careerTop5: { id: string; top5: number; top10: number }[]
  /** Careers that are not the top match of their own noise-free profile, with the career that beat them. */
  coverageFailures: { id: string; beatenBy: string }[]
  /** Pairs of careers whose O*NET profiles correlate at this level or more (near-duplicates in interest terms). */
  nearDuplicates: { a: string; b: string; r: number }[]
  /** Calibration: match percentages of the source career, of every other career, and of a random answerer's best. */
  calibration: {
    medianOwnMatch: number
    /** Share of honest trials in which the source career scored 80 % or more. */
    ownAtLeast80: number
    medianOtherMatch: number
    medianRandomBest: number
    /** Share of random answerers whose best match scored 80 % or more. */
    randomBestAtLeast80: number
  }
}

export interface StudyOptions {
  seed?: number
  trialsPerCareer?: number
  randomTrials?: number
  grades?: readonly Grade[]
  settings?: SimulationSettings
  careers?: readonly Career[]
  bankOf?: (grade: Grade) => Bank
}

function rankOf(matches: readonly CareerMatch[], id: string): number {
  return matches.findIndex((m) => m.career.id === id) + 1
}

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function share(values: readonly number[], test: (v: number) => boolean): number {
  return values.length === 0 ? 0 : values.filter(test).length / values.length
}

/** Runs the whole study. With the defaults this is the study whose figures docs/assessment.md reports. */
export function runStudy(options: StudyOptions = {}): StudyResult {
  const {
    seed = 20250611,
    trialsPerCareer = 20,
    randomTrials = 2000,
    grades = GRADES,
    settings = DEFAULT_SETTINGS,
    careers = CAREERS,
    bankOf = getBank,
  } = options
  const rng = mulberry32(seed)
  const perCareer = new Map<string, { top5: number; top10: number; n: number }>()
  const own: number[] = []
  const other: number[] = []
  const randomBest: number[] = []
  const gradeResults: GradeResult[] = []
  let all = { trials: 0, top1: 0, top5: 0, top10: 0, low: 0 }

  for (const grade of grades) {
    const bank = bankOf(grade)
    const g = { trials: 0, top1: 0, top5: 0, top10: 0, low: 0 }
    for (const career of careers) {
      const stats = perCareer.get(career.id) ?? { top5: 0, top10: 0, n: 0 }
      for (let trial = 0; trial < trialsPerCareer; trial++) {
        const profile = scoreWithBank(grade, bank, simulateAnswers(bank, career, rng, settings))
        const matches = matchCareers(profile, careers)
        const rank = rankOf(matches, career.id)
        g.trials++
        if (rank === 1) g.top1++
        if (rank <= 5) g.top5++
        if (rank <= 10) g.top10++
        if (profile.quality.lowConfidence) g.low++
        stats.n++
        if (rank <= 5) stats.top5++
        if (rank <= 10) stats.top10++
        for (const m of matches) (m.career.id === career.id ? own : other).push(m.matchPercentage)
      }
      perCareer.set(career.id, stats)
    }
    const topCounts = new Map<string, number>()
    let randomLow = 0
    for (let trial = 0; trial < randomTrials; trial++) {
      const profile = scoreWithBank(grade, bank, randomAnswers(bank, rng))
      const best = matchCareers(profile, careers)[0]!
      topCounts.set(best.career.id, (topCounts.get(best.career.id) ?? 0) + 1)
      randomBest.push(best.matchPercentage)
      if (profile.quality.lowConfidence) randomLow++
    }
    let randomMaxTop1Career = ''
    let randomMax = 0
    for (const [id, count] of [...topCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      if (count > randomMax) {
        randomMax = count
        randomMaxTop1Career = id
      }
    }
    gradeResults.push({
      grade,
      trials: g.trials,
      top1: g.top1 / g.trials,
      top5: g.top5 / g.trials,
      top10: g.top10 / g.trials,
      honestLowConfidence: g.low / g.trials,
      randomTrials,
      randomMaxTop1Share: randomTrials > 0 ? randomMax / randomTrials : 0,
      randomMaxTop1Career,
      randomLowConfidence: randomTrials > 0 ? randomLow / randomTrials : 0,
    })
    all = { trials: all.trials + g.trials, top1: all.top1 + g.top1, top5: all.top5 + g.top5, top10: all.top10 + g.top10, low: all.low + g.low }
  }

  const coverageFailures: StudyResult['coverageFailures'] = []
  for (const career of careers) {
    const top = matchCareers(careerProfile(career, grades[0] ?? 10, settings), careers)[0]!
    if (top.career.id !== career.id) coverageFailures.push({ id: career.id, beatenBy: top.career.id })
  }

  const nearDuplicates: StudyResult['nearDuplicates'] = []
  for (let i = 0; i < careers.length; i++) {
    for (let j = i + 1; j < careers.length; j++) {
      const a = careers[i]!
      const b = careers[j]!
      const r = pearson(
        RIASEC.map((t) => a.interests[t]),
        RIASEC.map((t) => b.interests[t]),
      )
      if (r !== null && r >= 0.95) nearDuplicates.push({ a: a.id, b: b.id, r: Math.round(r * 1000) / 1000 })
    }
  }
  nearDuplicates.sort((x, y) => y.r - x.r || (x.a < y.a ? -1 : 1))

  return {
    grades: gradeResults,
    overall: {
      trials: all.trials,
      top1: all.trials ? all.top1 / all.trials : 0,
      top5: all.trials ? all.top5 / all.trials : 0,
      top10: all.trials ? all.top10 / all.trials : 0,
      honestLowConfidence: all.trials ? all.low / all.trials : 0,
    },
    careerTop5: [...perCareer]
      .map(([id, s]) => ({ id, top5: s.top5 / s.n, top10: s.top10 / s.n }))
      .sort((a, b) => a.top5 - b.top5 || (a.id < b.id ? -1 : 1)),
    coverageFailures,
    nearDuplicates,
    calibration: {
      medianOwnMatch: median(own),
      ownAtLeast80: share(own, (v) => v >= 80),
      medianOtherMatch: median(other),
      medianRandomBest: median(randomBest),
      randomBestAtLeast80: share(randomBest, (v) => v >= 80),
    },
  }
}
