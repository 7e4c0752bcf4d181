// The blueprint study: other ways to spend the 30 questions, measured with the validity study's students and response
// model on synthetic items (docs/assessment.md, "The blueprint"). Each design is a bank per grade whose items are
// made here, worded "synthetic activity …", so every design meets the same kind of item effects (popularity,
// attractiveness, a student's own reading of the wording) and only the allocation differs. Run:
//   node --import tsx tests/assessment/blueprints.ts            (all designs, every occupation; several minutes)
//   node --import tsx tests/assessment/blueprints.ts 3          (every third occupation; a quick look)
//   node --import tsx tests/assessment/blueprints.ts 1 chosen   (named designs only)
import { APTITUDES, GRADES, RIASEC, WORK_STYLES, type Grade, type Item, type RiasecType, type WorkStyle } from '../../src/shared/schemas/items'
import { recommendFromProfile } from '../../src/server/assessment/recommend'
import { scoreWithBank } from '../../src/server/assessment/scoring'
import { CAREERS } from '../../src/server/assessment/careers'
import { MODEL, pearson, type ModelParams } from './validity-model'
import { blueprintBank } from './fixtures'
import { formOf } from '../../src/server/assessment/question-bank'
import { runValidityStudy, shippedCohorts, show, studyStudents, type Cohort, type Figure } from './validity-study'
import type { Engine } from './validity-engine'

type Difficulty = 1 | 2 | 3

export interface Design {
  key: string
  label: string
  /** 6-option "which would you most enjoy?" questions, standing alone. */
  choices: number
  /** Most-and-least pairs: a 6-option "most" question and a "least" question over the same options (2 questions). */
  pairs: number
  /** Interest ratings per type, keys alternating "enjoy" and "dislike" and balanced over the whole test. */
  ratingsPerType: number
  /** Work-style forced choices, 5 options, one per trait. */
  workStyle: number
  /** Work-style choices whose 5 options each also name an interest type (analytical-I, creative-A, leadership-E, teamwork-S, persistence-R). */
  dualWorkStyle?: number
  /** The difficulties of each knowledge section's items (the same for the three sections). */
  knowledge: readonly Difficulty[]
  /** Per-answer weight of a choice against a rating in the interest score (the engine's default when absent). */
  choiceWeight?: number
  /** A bank made another way than syntheticBank (the chosen blueprint's own layout, tests/assessment/fixtures.ts). */
  bankFor?: (grade: Grade) => Item[]
}

/** Seconds a question takes, our estimates (not measured on students): docs/assessment.md gives the reasons. */
export const SECONDS = {
  rating: 10,
  choice: 20,
  /** The "least" question of a pair: the options were read a moment before. */
  least: 10,
  workStyle: 25,
  /** Knowledge items written to the time budget, by difficulty. */
  knowledge: { 1: 45, 2: 60, 3: 90 } as Record<Difficulty, number>,
  /** The shipped knowledge items, which were not written to a budget (9 of them take 13 to 18 minutes). */
  unbudgetedKnowledge: 100,
} as const

export function questions(d: Design): number {
  return d.choices + 2 * d.pairs + 6 * d.ratingsPerType + d.workStyle + (d.dualWorkStyle ?? 0) + 3 * d.knowledge.length
}

export function estimatedMinutes(d: Design, knowledgeSeconds?: number): { total: number; knowledge: number } {
  const knowledge = 3 * d.knowledge.reduce((s, k) => s + (knowledgeSeconds ?? SECONDS.knowledge[k]), 0)
  const rest =
    d.choices * SECONDS.choice +
    d.pairs * (SECONDS.choice + SECONDS.least) +
    6 * d.ratingsPerType * SECONDS.rating +
    (d.workStyle + (d.dualWorkStyle ?? 0)) * SECONDS.workStyle
  return { total: (knowledge + rest) / 60, knowledge: knowledge / 60 }
}

const DUAL: Record<WorkStyle, RiasecType> = { analytical: 'investigative', creative: 'artistic', leadership: 'enterprising', teamwork: 'social', persistence: 'realistic' }

/** A grade's synthetic bank for a design, in the order a student meets it: interests, work style, knowledge. */
export function syntheticBank(grade: Grade, d: Design): Item[] {
  let n = 0
  const id = (kind: string) => `g${grade}-${kind}-${String(++n).padStart(2, '0')}`
  const interest: Item[] = []
  // Choices and pairs, each type once in each position over every six (a Latin square), interleaved with ratings.
  const choiceItems: Item[][] = []
  for (let k = 0; k < d.choices + d.pairs; k++) {
    const order = RIASEC.map((_, i) => RIASEC[(i + k) % 6]!)
    const options = order.map((type) => ({ text: `${type} activity ${grade}.${k}`, type }))
    const most = { id: id('syn'), section: 'Interests', type: 'multiple_choice', text: 'Which would you most enjoy? (synthetic)', options } as Item
    choiceItems.push(
      k < d.choices
        ? [most]
        : [most, { id: id('syn'), section: 'Interests', type: 'multiple_choice', pick: 'least', text: 'And which would you least enjoy? (synthetic)', options } as Item],
    )
  }
  const ratings: Item[] = []
  let key = 1
  for (let r = 0; r < d.ratingsPerType; r++) {
    for (const type of RIASEC) {
      const word = key > 0 ? 'enjoy' : 'dislike'
      ratings.push({ id: id('syn'), section: 'Interests', type: 'rating_scale', text: `How much would you ${word} synthetic activity ${grade}.${type}.${r}?`, weights: { [type]: key } } as Item)
      key = -key
    }
    // An odd count per type would key every type the same way each round: start the next round on the other key.
    if (RIASEC.length % 2 === 0) key = -key
  }
  const blocks = Math.max(choiceItems.length, 1)
  const perBlock = Math.ceil(ratings.length / blocks)
  for (let b = 0; b < blocks; b++) interest.push(...(choiceItems[b] ?? []), ...ratings.slice(b * perBlock, (b + 1) * perBlock))
  const work: Item[] = []
  for (let k = 0; k < d.workStyle + (d.dualWorkStyle ?? 0); k++) {
    const dual = k >= d.workStyle
    const order = WORK_STYLES.map((_, i) => WORK_STYLES[(i + k) % 5]!)
    const options = order.map((trait) => ({ text: `${trait} way ${grade}.${k}`, trait, ...(dual ? { type: DUAL[trait] } : {}) }))
    work.push({ id: id('wsy'), section: 'Work Style', type: 'multiple_choice', text: 'What would you most like to do? (synthetic)', options } as Item)
  }
  const knowledge: Item[] = []
  for (const section of ['Logical Reasoning', 'Numerical Aptitude', 'Science'] as const) {
    for (const difficulty of d.knowledge) {
      knowledge.push({
        id: id('kno'),
        section,
        type: 'multiple_choice',
        text: `A synthetic ${section} question of difficulty ${difficulty}`,
        options: ['first', 'second', 'third', 'fourth'],
        answer: (n % 4) as 0 | 1 | 2 | 3,
        syllabus: 'Synthetic syllabus',
        difficulty,
        explanation: 'Synthetic item.',
      } as Item)
    }
  }
  return [...interest, ...work, ...knowledge]
}

export const DESIGNS: readonly Design[] = [
  {
    key: 'chosen',
    label: 'the blueprint (blueprint.ts): 2 pairs, 11 choices, 6 ratings; 3 work style; 6 knowledge (1-2)',
    choices: 11,
    pairs: 2,
    ratingsPerType: 1,
    workStyle: 3,
    knowledge: [1, 2],
    bankFor: blueprintBank,
  },
  { key: 'today', label: '6 choices, 12 ratings; 3 work style; 9 knowledge (1-2-3)', choices: 6, pairs: 0, ratingsPerType: 2, workStyle: 3, knowledge: [1, 2, 3] },
  { key: 'r18', label: '6 choices, 18 ratings; 3 work style; 3 knowledge (2)', choices: 6, pairs: 0, ratingsPerType: 3, workStyle: 3, knowledge: [2] },
  { key: 'c12', label: '12 choices, 12 ratings; 3 work style; 3 knowledge (2)', choices: 12, pairs: 0, ratingsPerType: 2, workStyle: 3, knowledge: [2] },
  { key: 'p6', label: '6 most-and-least pairs, 12 ratings; 3 work style; 3 knowledge (2)', choices: 0, pairs: 6, ratingsPerType: 2, workStyle: 3, knowledge: [2] },
  { key: 'p3c6', label: '3 pairs, 6 choices, 12 ratings; 3 work style; 3 knowledge (2)', choices: 6, pairs: 3, ratingsPerType: 2, workStyle: 3, knowledge: [2] },
  { key: 'p2c8', label: '2 pairs, 8 choices, 12 ratings; 3 work style; 3 knowledge (2)', choices: 8, pairs: 2, ratingsPerType: 2, workStyle: 3, knowledge: [2] },
  { key: 'c9k6', label: '9 choices, 12 ratings; 3 work style; 6 knowledge (1-2)', choices: 9, pairs: 0, ratingsPerType: 2, workStyle: 3, knowledge: [1, 2] },
  { key: 'c10k6', label: '10 choices, 12 ratings; 2 work style; 6 knowledge (1-2)', choices: 10, pairs: 0, ratingsPerType: 2, workStyle: 2, knowledge: [1, 2] },
  { key: 'p2c6k6', label: '2 pairs, 6 choices, 12 ratings; 2 work style; 6 knowledge (1-2)', choices: 6, pairs: 2, ratingsPerType: 2, workStyle: 2, knowledge: [1, 2] },
  { key: 'p3c4k6', label: '3 pairs, 4 choices, 12 ratings; 2 work style; 6 knowledge (1-2)', choices: 4, pairs: 3, ratingsPerType: 2, workStyle: 2, knowledge: [1, 2] },
  { key: 'p3c3k6', label: '3 pairs, 3 choices, 12 ratings; 3 work style; 6 knowledge (1-2)', choices: 3, pairs: 3, ratingsPerType: 2, workStyle: 3, knowledge: [1, 2] },
  { key: 'p6dual', label: '6 pairs, 12 ratings; 3 work style whose options also name a type; 3 knowledge (2)', choices: 0, pairs: 6, ratingsPerType: 2, workStyle: 0, dualWorkStyle: 3, knowledge: [2] },
  { key: 'p2c7ws1k6', label: '2 pairs, 7 choices, 12 ratings; 1 work style; 6 knowledge (1-2)', choices: 7, pairs: 2, ratingsPerType: 2, workStyle: 1, knowledge: [1, 2] },
  { key: 'p1c8k6', label: '1 pair, 8 choices, 12 ratings; 2 work style; 6 knowledge (1-2)', choices: 8, pairs: 1, ratingsPerType: 2, workStyle: 2, knowledge: [1, 2] },
  { key: 'p3c10r6k6', label: '3 pairs, 10 choices, 6 ratings; 2 work style; 6 knowledge (1-2)', choices: 10, pairs: 3, ratingsPerType: 1, workStyle: 2, knowledge: [1, 2] },
  { key: 'p2c12r6k6', label: '2 pairs, 12 choices, 6 ratings; 2 work style; 6 knowledge (1-2)', choices: 12, pairs: 2, ratingsPerType: 1, workStyle: 2, knowledge: [1, 2] },
  { key: 'p3c12r6', label: '3 pairs, 12 choices, 6 ratings; 3 work style; 3 knowledge (2)', choices: 12, pairs: 3, ratingsPerType: 1, workStyle: 3, knowledge: [2] },
  { key: 'p2c11r6', label: '2 pairs, 11 choices, 6 ratings; 3 work style; 6 knowledge (1-2)', choices: 11, pairs: 2, ratingsPerType: 1, workStyle: 3, knowledge: [1, 2] },
  { key: 'p2c12r6w05', label: 'p2c12r6k6, a choice counting 0.5 of a rating', choices: 12, pairs: 2, ratingsPerType: 1, workStyle: 2, knowledge: [1, 2], choiceWeight: 0.5 },
  { key: 'p2c12r6w1', label: 'p2c12r6k6, a choice counting as much as a rating', choices: 12, pairs: 2, ratingsPerType: 1, workStyle: 2, knowledge: [1, 2], choiceWeight: 1 },
  { key: 'p2c12r6w15', label: 'p2c12r6k6, a choice counting 1.5 ratings', choices: 12, pairs: 2, ratingsPerType: 1, workStyle: 2, knowledge: [1, 2], choiceWeight: 1.5 },
  { key: 'p3c9r6', label: '3 pairs, 9 choices, 6 ratings; 3 work style; 6 knowledge (1-2)', choices: 9, pairs: 3, ratingsPerType: 1, workStyle: 3, knowledge: [1, 2] },
  { key: 'c18', label: 'outside the frame: 18 choices, 12 ratings, nothing else', choices: 18, pairs: 0, ratingsPerType: 2, workStyle: 0, knowledge: [] },
]

/** How closely a design's aptitude and work-style scores follow the student's true ones (first sitting, pooled). */
function traitAccuracy(cohorts: readonly Cohort[], stride: number, model: ModelParams = MODEL): { aptitude: number; workStyle: number } {
  const apt: Record<string, [number[], number[]]> = {}
  const ws: Record<string, [number[], number[]]> = {}
  for (const s of studyStudents({ stride, cohorts, model })) {
    const p = scoreWithBank(s.grade, s.cohort.bank, s.first.answers)
    for (const a of APTITUDES) {
      const v = p.aptitude[a]
      if (v === null) continue
      const cell = (apt[a] ??= [[], []])
      cell[0].push(v)
      cell[1].push(s.student.ability[a])
    }
    for (const w of WORK_STYLES) {
      const v = p.workStyle[w]
      if (v === null) continue
      const cell = (ws[w] ??= [[], []])
      cell[0].push(v)
      cell[1].push(s.student.workStyle[w])
    }
  }
  const mean = (cells: Record<string, [number[], number[]]>) => {
    const rs = Object.values(cells).map(([x, y]) => pearson(x, y))
    return rs.length ? rs.reduce((s, r) => s + r, 0) / rs.length : NaN
  }
  return { aptitude: mean(apt), workStyle: mean(ws) }
}

const KEYS = ['sameFamily', 'top5Clusters', 'bestClusterInTop5', 'streamScience', 'streamCommerce', 'streamHumanities', 'randomCaught', 'clearFlagged', 'flatFlagged'] as const

export function measureDesign(d: Design, stride = 1, model: ModelParams = MODEL): { figures: Figure[]; aptitude: number; workStyle: number; cohorts: Cohort[] } {
  const cohorts = (GRADES as readonly Grade[]).map((grade) => ({ grade, bank: d.bankFor ? d.bankFor(grade) : syntheticBank(grade, d) }))
  const engine: Engine | undefined =
    d.choiceWeight === undefined
      ? undefined
      : (input, bank) =>
          recommendFromProfile(scoreWithBank(input.grade, bank, input.answers, input.timeSpentSeconds, { interestWeights: { rating: 1, choice: d.choiceWeight! } }), {
            count: CAREERS.length,
          })
  const { figures } = runValidityStudy({ stride, cohorts, model, ...(engine ? { engine } : {}) })
  return { figures, ...traitAccuracy(cohorts, Math.max(stride, 3), model), cohorts }
}

function main() {
  const stride = Number(process.argv[2] ?? 1)
  const only = process.argv.slice(3).filter((a) => !a.startsWith('--'))
  // --choice-noise=1.0 and the like: a sensitivity run with one parameter of the response model changed.
  const model = { ...MODEL }
  for (const arg of process.argv.slice(3).filter((a) => a.startsWith('--'))) {
    const [name, value] = arg.slice(2).split('=')
    const key = name!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof ModelParams
    if (typeof MODEL[key] !== 'number') throw new Error(`--${name} is not a numeric parameter of the response model`)
    ;(model as Record<string, unknown>)[key] = Number(value)
  }
  const header = `| design | questions | minutes (knowledge) | ${KEYS.join(' | ')} | aptitude r | work style r |`
  const lines = [header, `|${'---|'.repeat(KEYS.length + 5)}`]
  const row = (label: string, qs: number, minutes: string, figures: Figure[], aptitude: number, workStyle: number) =>
    `| ${label} | ${qs} | ${minutes} | ${KEYS.map((k) => {
      const f = figures.find((x) => x.key === k)!
      return show(f.value, f.format)
    }).join(' | ')} | ${aptitude.toFixed(2)} | ${workStyle.toFixed(2)} |`
  if (only.length === 0 || only.includes('legacy')) {
    // The fixed banks of 30 from before the pools (banks/legacy), on which stored sittings without question ids were taken.
    const cohorts = (GRADES as readonly Grade[]).map((grade) => ({ grade, bank: formOf(grade, null)! }))
    const { figures } = runValidityStudy({ stride, cohorts, model })
    const { aptitude, workStyle } = traitAccuracy(cohorts, Math.max(stride, 3), model)
    const today = DESIGNS.find((d) => d.key === 'today')!
    const m = estimatedMinutes(today, SECONDS.unbudgetedKnowledge)
    lines.push(row('legacy: the fixed banks before the pools (banks/legacy)', 30, `${m.total.toFixed(0)} (${m.knowledge.toFixed(0)})`, figures, aptitude, workStyle))
    process.stderr.write('legacy done\n')
  }
  if (only.length === 0 || only.includes('shipped')) {
    // The banks the product ships, drawn for a student who names no board or stream.
    const cohorts = shippedCohorts()
    const { figures } = runValidityStudy({ stride, cohorts, model })
    const { aptitude, workStyle } = traitAccuracy(cohorts, Math.max(stride, 3), model)
    const m = estimatedMinutes(DESIGNS.find((d) => d.key === 'chosen')!)
    lines.push(row('shipped: the banks of the blueprint (banks/grade-N.json)', 30, `${m.total.toFixed(0)} (${m.knowledge.toFixed(0)})`, figures, aptitude, workStyle))
    process.stderr.write('shipped done\n')
  }
  for (const d of DESIGNS) {
    if (only.length > 0 && !only.includes(d.key)) continue
    const { figures, aptitude, workStyle } = measureDesign(d, stride, model)
    const m = estimatedMinutes(d)
    lines.push(row(`${d.key}: ${d.label}`, questions(d), `${m.total.toFixed(0)} (${m.knowledge.toFixed(0)})`, figures, aptitude, workStyle))
    process.stderr.write(`${d.key} done\n`)
  }
  console.log(lines.join('\n'))
}

if (import.meta.url === `file://${process.argv[1]}`) main()
