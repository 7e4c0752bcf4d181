// What would it take to meet the retake goals the engine still misses (docs/assessment.md §8, "What it would take")?
// Prints four tables from the validity study's own response model (validity-model.ts), reaching the engine only
// through its scoring and its catalogue. Run: node --import tsx tests/assessment/frontier.ts   (a few seconds)
//
// A. A perfectly linear measurement: the student's latent interests plus Gaussian noise of a given size, ranked by
//    profile correlation. How reliable must a profile be before the retake goals are met with this catalogue?
// B. The engine's own profiles, ranked with the student's deviations raised to a power p: sharper profiles are
//    steadier on a retake and less accurate. No p meets both kinds of goal.
// C. Other 18-item interest blueprints, built from the banks' own option texts (each 6-option choice split into
//    two 3-option choices), so each row costs no new writing; reused texts make C optimistic, see the caveat below.
// D. The catalogue: how many careers have nearly the same O*NET profile, and how often the truth itself ties.
import { CAREERS } from '../../src/server/assessment/careers'
import { GRADES, RIASEC, type Grade, type Item } from '../../src/shared/schemas/items'
import { getBank, optionTexts } from '../../src/server/assessment/question-bank'
import { scoreWithBank } from '../../src/server/assessment/scoring'
import { ITEM_WORLDS } from './validity-study'
import { answerTest, drawStudent, gaussian, interestsFromOccupation, loadOccupations, mulberry32, pearson } from './validity-model'

const ratings = CAREERS.map((c) => RIASEC.map((t) => c.interests[t]))
const ids = CAREERS.map((c) => c.id)
const occupations = loadOccupations()
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
const pct = (x: number) => `${(100 * x).toFixed(1)} %`

function rankByCorrelation(profile: readonly number[]): string[] {
  const fits = ratings.map((r) => pearson(profile, r))
  return ids.map((id, i) => [id, fits[i]!] as const).sort((a, b) => b[1] - a[1]).map(([id]) => id)
}

/** The study's three career goals for one pair of sittings of a student with these latent interests. */
class Tally {
  n = 0
  top1 = 0
  survival = 0
  best5 = 0
  validity = 0
  add(latent: readonly number[], first: readonly number[], second: readonly number[], rank: (v: readonly number[]) => string[]): void {
    const a = rank(first)
    const b = rank(second)
    const fits = ratings.map((r) => pearson(latent, r))
    const best = ids[fits.indexOf(Math.max(...fits))]!
    const top5b = new Set(b.slice(0, 5))
    this.n++
    if (a[0] === b[0]) this.top1++
    this.survival += a.slice(0, 5).filter((id) => top5b.has(id)).length / 5
    if (a.slice(0, 5).includes(best)) this.best5++
    this.validity += pearson(first, latent)
  }
  row(label: string): string {
    const n = this.n
    return `| ${label} | ${(this.validity / n).toFixed(3)} | ${pct(this.top1 / n)} | ${pct(this.survival / n)} | ${pct(this.best5 / n)} |`
  }
}
const HEADER = ['| what | profile validity r | same #1 (≥ 50 %) | top-5 survival (≥ 70 %) | best in top 5 (≥ 80 %) |', '|---|---|---|---|---|']

function linearMeasurement(): string[] {
  const lines = ['A. Latent interests + Gaussian noise (SD in latent units), ranked by correlation', ...HEADER]
  for (const sd of [0.15, 0.25, 0.35, 0.45, 0.55, 0.7]) {
    const tally = new Tally()
    occupations.forEach((occupation, index) => {
      const rng = mulberry32(3_000_000 + index)
      const latent = RIASEC.map((t) => interestsFromOccupation(occupation, rng)[t])
      const noisy = () => latent.map((x) => x + sd * gaussian(rng))
      tally.add(latent, noisy(), noisy(), rankByCorrelation)
    })
    lines.push(tally.row(`noise SD ${sd}`))
  }
  return lines
}

/** One pair of sittings of every occupation's student at every grade, on a given bank, as interest-score vectors. */
function sittings(bankFor: (grade: Grade) => readonly Item[], profileOf: (bank: readonly Item[], answers: Record<string, string>, grade: Grade) => number[]) {
  const out: { latent: number[]; first: number[]; second: number[] }[] = []
  for (const grade of GRADES) {
    const bank = bankFor(grade)
    occupations.forEach((occupation, index) => {
      if (index % 3 !== 0) return
      const seed = 4_000_000 + grade * 100_003 + index * 7919
      const traits = mulberry32(seed)
      const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
      const world = (index / 3) % ITEM_WORLDS
      const first = answerTest(bank, student, mulberry32(seed + 1), world).answers
      const second = answerTest(bank, student, mulberry32(seed + 2), world).answers
      out.push({ latent: RIASEC.map((t) => student.interests[t]), first: profileOf(bank, first, grade), second: profileOf(bank, second, grade) })
    })
  }
  return out
}

const engineProfile = (bank: readonly Item[], answers: Record<string, string>, grade: Grade) => {
  const riasec = scoreWithBank(grade, bank as Item[], answers).riasec
  return RIASEC.map((t) => riasec[t] ?? 0)
}

function sharpened(): string[] {
  const lines = ["B. The engine's profiles, ranked after raising the student's deviations to the power p", ...HEADER]
  const runs = sittings((grade) => getBank(grade), engineProfile)
  for (const p of [1, 1.5, 2, 3]) {
    const sharpen = (v: readonly number[]) => {
      const m = mean(v)
      return v.map((x) => Math.sign(x - m) * Math.abs(x - m) ** p)
    }
    const tally = new Tally()
    for (const s of runs) tally.add(s.latent, s.first, s.second, (v) => rankByCorrelation(sharpen(v)))
    lines.push(tally.row(p === 1 ? 'p = 1 (the engine, before the bounded adjustment)' : `p = ${p}`))
  }
  return lines
}

/**
 * The six 6-option choices split into twelve 3-option choices (same stems and texts), with splits chosen so that
 * every pair of types meets in two or three of them.
 */
const SPLITS: [number[], number[]][] = [
  [[0, 1, 2], [3, 4, 5]],
  [[0, 1, 3], [2, 4, 5]],
  [[0, 1, 4], [2, 3, 5]],
  [[0, 1, 5], [2, 3, 4]],
  [[0, 2, 3], [1, 4, 5]],
  [[0, 4, 5], [1, 2, 3]],
]

function blueprint(grade: Grade, kind: 'current' | 'choices-18' | 'triads-12+ratings-6'): Item[] {
  const bank = getBank(grade)
  const choices = bank.filter((item) => item.section === 'Interests' && item.type === 'multiple_choice')
  const ratingItems = bank.filter((item) => item.section === 'Interests' && item.type === 'rating_scale')
  const triads = choices.flatMap((item, k) =>
    SPLITS[k]!.map((part, half) => ({
      ...item,
      id: `${item.id}${half ? 'b' : 'a'}`,
      options: part.map((t) => (item as Item & { options: { text: string; type: string }[] }).options.find((o) => o.type === RIASEC[t])!),
    })),
  ) as Item[]
  if (kind === 'current') return [...choices, ...ratingItems]
  if (kind === 'choices-18') return [...choices, ...triads]
  return [...triads, ...ratingItems.slice(0, 6)]
}

/** Interest scores the way the engine combines them: rating position and choice share, the share counting double. */
function blueprintProfile(bank: readonly Item[], answers: Record<string, string>): number[] {
  return RIASEC.map((type) => {
    const positions: number[] = []
    let chosen = 0
    let offered = 0
    for (const item of bank) {
      const answer = answers[item.id]
      if (answer === undefined) continue
      if (item.type === 'rating_scale') {
        const w = (item.weights as Partial<Record<string, number>>)[type]
        if (w) positions.push(w > 0 ? (Number(answer) - 1) / 4 : (5 - Number(answer)) / 4)
        continue
      }
      const texts = optionTexts(item)
      ;(item.options as { type?: string }[]).forEach((option, i) => {
        if (option.type !== type) return
        offered++
        if (texts[i] === answer) chosen++
      })
    }
    const share = offered > 0 ? chosen / offered : 0
    return positions.length > 0 ? (mean(positions) + 2 * share) / 3 : share
  })
}

function blueprints(): string[] {
  const lines = ['C. Other 18-item interest blueprints (texts reused: optimistic)', ...HEADER]
  for (const [kind, label] of [
    ['current', '6 six-option choices + 12 ratings (the banks now)'],
    ['triads-12+ratings-6', '12 three-option choices + 6 ratings'],
    ['choices-18', '6 six-option + 12 three-option choices, no ratings'],
  ] as const) {
    const tally = new Tally()
    for (const s of sittings((grade) => blueprint(grade, kind), blueprintProfile)) tally.add(s.latent, s.first, s.second, rankByCorrelation)
    lines.push(tally.row(label))
  }
  return lines
}

function catalogue(): string[] {
  let close = 0
  let pairs = 0
  for (let i = 0; i < ratings.length; i++) {
    for (let j = i + 1; j < ratings.length; j++) {
      pairs++
      if (pearson(ratings[i]!, ratings[j]!) >= 0.95) close++
    }
  }
  let top2Tie = 0
  let edgeTie = 0
  occupations.forEach((occupation, index) => {
    const latent = RIASEC.map((t) => interestsFromOccupation(occupation, mulberry32(5_000_000 + index))[t])
    const fits = ratings.map((r) => pearson(latent, r)).sort((a, b) => b - a)
    if (fits[0]! - fits[1]! < 0.02) top2Tie++
    if (fits[4]! - fits[5]! < 0.02) edgeTie++
  })
  const n = occupations.length
  return [
    'D. The catalogue',
    `${CAREERS.length} careers; ${close} of ${pairs} pairs have O*NET profiles correlating at 0.95 or more.`,
    `True fit (no measurement at all): the best two careers within 0.02 for ${pct(top2Tie / n)} of students, the 5th and 6th within 0.02 for ${pct(edgeTie / n)}.`,
  ]
}

console.log([...linearMeasurement(), '', ...sharpened(), '', ...blueprints(), '', ...catalogue()].join('\n'))
