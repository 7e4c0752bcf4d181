// Runs the independent validity study and measures its figures: pooled over grades with the six interest types
// weighted equally, and split by grade, by board (once the banks carry boards) and by the student's interest type.
// See validity-model.ts for the response model and validity-engine.ts for how the engine is reached.
import { CAREERS } from '../../src/server/assessment/careers'
import { GRADES, RIASEC, type Grade, type RiasecType } from '../../src/shared/schemas/items'
import { getBank, type Bank } from '../../src/server/assessment/question-bank'
import { assessForValidity, type Engine, type EngineView } from './validity-engine'
import { CLUSTER_COUNT, clusterOf } from './study-clusters'
import {
  alternatingTest,
  answerTest,
  drawStudent,
  flatInterests,
  interestsFromOccupation,
  loadOccupations,
  MODEL,
  mulberry32,
  pearson,
  randomTest,
  streamKind,
  trueDifferentiation,
  type ModelParams,
  type Occupation,
  type StreamKind,
  type Student,
} from './validity-model'

/** A student is "clearly differentiated" when their top type stands this far (latent units) above the rest. */
export const CLEAR_DIFFERENTIATION = 1.5

/** How many draws of the item effects the study spreads its students over. */
export const ITEM_WORLDS = 8

/** A random answerer counts as caught when flagged, or when the match the result leads with is under this. */
export const RANDOM_LEAD_CEILING = 65

/**
 * One group of students who all meet the same test: a grade, and a board once the banks carry boards. The study
 * reports each figure for every value of every dimension a cohort names (grade, board), so a board dimension slots
 * in by adding cohorts, with no change to the figures.
 */
export interface Cohort {
  grade: Grade
  /** The board whose items the bank was drawn for; absent while the banks have one test per grade. */
  board?: string
  bank: Bank
}

/** The cohorts of the shipped banks: one per grade. */
export function shippedCohorts(): Cohort[] {
  return (GRADES as readonly Grade[]).map((grade) => ({ grade, bank: getBank(grade) }))
}

export interface StudyOptions {
  /** Use every k-th occupation (1 = all 923). */
  stride?: number
  flatPerGrade?: number
  randomPerGrade?: number
  /**
   * Draws of the item effects (item popularity, option attractiveness) to spread the students over: student i uses
   * world i mod worlds. One draw moves every student alike, so a table from a single draw would turn on its luck.
   */
  worlds?: number
  /** Put every student in this one world instead (tests/assessment/worlds.ts compares them). */
  fixedWorld?: number
  /** Added to every seed: another sample of students and answers from the same model (tests/assessment/noise.ts). */
  seedOffset?: number
  /** The engine under study; the shipped one unless a test gives another. */
  engine?: Engine
  /** The tests the students meet; the shipped banks unless a blueprint study gives others. */
  cohorts?: readonly Cohort[]
  /** The response model's parameters; MODEL unless a sensitivity run changes one. */
  model?: ModelParams
}

const careerRatings = CAREERS.map((c) => RIASEC.map((t) => c.interests[t]))

/** The study's true fit of each catalogue career (CAREERS order): its O*NET profile's correlation with the student's latent interests. */
export function trueFits(student: Student): number[] {
  const latent = RIASEC.map((t) => student.interests[t])
  return careerRatings.map((r) => pearson(latent, r))
}

/** The catalogue career that truly fits a student best. */
export function bestCareer(student: Student): string {
  const fits = trueFits(student)
  return CAREERS[fits.indexOf(Math.max(...fits))]!.id
}

/** One O*NET student of the study, in one cohort, with both sittings' answers and times. */
export interface StudyStudent {
  cohort: Cohort
  grade: Grade
  index: number
  occupation: Occupation
  /** The occupation's first O*NET high point: the type whose students this one stands for. */
  type: RiasecType
  /** 1 / (6 × the number of the study's occupations of that type): each of the six types weighs one sixth. */
  weight: number
  student: Student
  first: ReturnType<typeof answerTest>
  second: ReturnType<typeof answerTest>
  times: [number, number]
}

/**
 * The study's O*NET students, each cohort, each taking the test twice (fresh answer noise, the same student and the
 * same draw of item effects): the one place their seeds are set, so that scripts beside the study (ties.ts,
 * streams.ts) see the same students.
 */
export function* studyStudents(
  options: Pick<StudyOptions, 'stride' | 'worlds' | 'fixedWorld' | 'seedOffset' | 'cohorts' | 'model'> = {},
): Generator<StudyStudent> {
  const { stride = 1, worlds = ITEM_WORLDS, fixedWorld, seedOffset = 0, cohorts = shippedCohorts(), model = MODEL } = options
  const occupations = loadOccupations().filter((_, i) => i % stride === 0)
  const perType = new Map<RiasecType, number>()
  for (const o of occupations) perType.set(o.highPoints[0]!, (perType.get(o.highPoints[0]!) ?? 0) + 1)
  for (const cohort of cohorts) {
    for (const [index, occupation] of occupations.entries()) {
      const seed = seedOffset + cohort.grade * 100_003 + index * 7919
      const traits = mulberry32(seed)
      const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
      const world = fixedWorld ?? index % worlds
      const first = answerTest(cohort.bank, student, mulberry32(seed + 1), world, model)
      const second = answerTest(cohort.bank, student, mulberry32(seed + 2), world, model)
      const time = () => Math.round(900 + 700 * traits())
      const times: [number, number] = [time(), time()]
      const type = occupation.highPoints[0]!
      yield { cohort, grade: cohort.grade, index, occupation, type, weight: 1 / (RIASEC.length * perType.get(type)!), student, first, second, times }
    }
  }
}

/** The cells a figure is reported in besides the pool: 'grade 8', 'board CBSE', 'type realistic'. */
function cellsOf(cohort: Cohort, type?: RiasecType): string[] {
  return [`grade ${cohort.grade}`, ...(cohort.board ? [`board ${cohort.board}`] : []), ...(type ? [`type ${type}`] : [])]
}

/** A weighted share or mean, pooled and per cell. */
class Tally {
  private readonly sums = new Map<string, { num: number; den: number }>()
  add(cells: readonly string[], value: number, weight = 1): void {
    for (const cell of ['pooled', ...cells]) {
      const s = this.sums.get(cell) ?? { num: 0, den: 0 }
      s.num += weight * value
      s.den += weight
      this.sums.set(cell, s)
    }
  }
  value(cell = 'pooled'): number {
    const s = this.sums.get(cell)
    return s && s.den > 0 ? s.num / s.den : NaN
  }
  count(cell = 'pooled'): number {
    return this.sums.get(cell)?.den ?? 0
  }
  cells(): Record<string, number> {
    return Object.fromEntries([...this.sums.keys()].filter((c) => c !== 'pooled').map((c) => [c, this.value(c)]))
  }
}

/** A weighted rank correlation, pooled and per cell. */
class RankCorrelation {
  private readonly rows: { x: number; y: number; w: number; cells: readonly string[] }[] = []
  add(cells: readonly string[], x: number, y: number, weight = 1): void {
    this.rows.push({ x, y, w: weight, cells })
  }
  value(cell = 'pooled'): number {
    const rows = cell === 'pooled' ? this.rows : this.rows.filter((r) => r.cells.includes(cell))
    return weightedPearson(midRanks(rows.map((r) => r.x)), midRanks(rows.map((r) => r.y)), rows.map((r) => r.w))
  }
  cells(): Record<string, number> {
    const all = [...new Set(this.rows.flatMap((r) => r.cells))]
    return Object.fromEntries(all.map((c) => [c, this.value(c)]))
  }
}

function midRanks(xs: readonly number[]): number[] {
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

function weightedPearson(xs: readonly number[], ys: readonly number[], ws: readonly number[]): number {
  const W = ws.reduce((s, w) => s + w, 0)
  const mx = xs.reduce((s, x, i) => s + ws[i]! * x, 0) / W
  const my = ys.reduce((s, y, i) => s + ws[i]! * y, 0) / W
  let sxy = 0
  let sxx = 0
  let syy = 0
  xs.forEach((x, i) => {
    sxy += ws[i]! * (x - mx) * (ys[i]! - my)
    sxx += ws[i]! * (x - mx) ** 2
    syy += ws[i]! * (ys[i]! - my) ** 2
  })
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0
}

export interface Figure {
  key: string
  what: string
  /** Pooled over every cohort (the six interest types weighted equally for O*NET students). */
  value: number
  /** The same figure per cell ('grade 8', 'board CBSE', 'type realistic'). */
  cells: Record<string, number>
  /** The issue's goal, where it sets one; a figure without a goal is context, still guarded by a floor. */
  goal?: number
  /** 'min': higher is better (the goal is a minimum); 'max': lower is better. */
  direction: 'min' | 'max'
  format: 'pct' | 'r'
  detail?: string
}

export interface StudyResult {
  figures: Figure[]
  extra: Record<string, number | string>
}

export function runValidityStudy(options: StudyOptions = {}): StudyResult {
  const { flatPerGrade = 200, randomPerGrade = 200, worlds = ITEM_WORLDS, fixedWorld, seedOffset = 0, engine, cohorts = shippedCohorts(), model = MODEL } = options
  const worldOf = (i: number) => fixedWorld ?? i % worlds
  const t = {
    sameFamily: new Tally(),
    top5Clusters: new Tally(),
    bestClusterInTop5: new Tally(),
    sameCluster: new Tally(),
    sameTop1: new Tally(),
    bestFamilyLeads: new Tally(),
    leadBias: new Tally(),
    familyTiedOnce: new Tally(),
    honestFlagged: new Tally(),
    clearFlagged: new Tally(),
    flatFlagged: new Tally(),
    randomCaught: new Tally(),
    randomFlagged: new Tally(),
    alternating: new Tally(),
    careful: new Tally(),
    carefulSameFamily: new Tally(),
    carefulTop5Clusters: new Tally(),
  }
  const stream: Record<StreamKind, Tally> = { science: new Tally(), commerce: new Tally(), humanities: new Tally() }
  const streamTo: Record<StreamKind, Record<string, number>> = { science: {}, commerce: {}, humanities: {} }
  const rhoFit = new RankCorrelation()
  const rhoScore = new RankCorrelation()
  const view = (cohort: Cohort, answers: Record<string, string>, seconds: number): EngineView =>
    assessForValidity(cohort.grade, answers, seconds, { bank: cohort.bank, ...(engine ? { engine } : {}) })

  for (const s of studyStudents({ ...options, cohorts, model })) {
    const { cohort, student, first, second, times, weight } = s
    const cells = cellsOf(cohort, s.type)
    const a = view(cohort, first.answers, times[0])
    const b = view(cohort, second.answers, times[1])
    const add = (tally: Tally, value: boolean | number) => tally.add(cells, Number(value), weight)
    add(t.sameFamily, a.bestFamily === b.bestFamily)
    add(t.familyTiedOnce, a.bestFamily !== b.bestFamily && (a.tiedFamily === b.bestFamily || b.tiedFamily === a.bestFamily))
    const overlap = (x: readonly string[], y: readonly string[]) => x.slice(0, 5).filter((id) => y.slice(0, 5).includes(id)).length / 5
    add(t.top5Clusters, overlap(a.clusters, b.clusters))
    add(t.sameCluster, a.clusters[0] === b.clusters[0])
    add(t.sameTop1, a.ranked[0] === b.ranked[0])
    const fits = trueFits(student)
    const best = CAREERS[fits.indexOf(Math.max(...fits))]!.id
    add(t.bestClusterInTop5, a.clusters.slice(0, 5).includes(clusterOf(best)))
    add(t.bestFamilyLeads, a.bestFamily === CAREERS.find((c) => c.id === best)!.family)
    add(t.honestFlagged, a.flagged)
    add(t.careful, !a.flagged && !b.flagged)
    if (!a.flagged && !b.flagged) {
      add(t.carefulSameFamily, a.bestFamily === b.bestFamily)
      add(t.carefulTop5Clusters, overlap(a.clusters, b.clusters))
    }
    if (trueDifferentiation(student.interests) >= CLEAR_DIFFERENTIATION) add(t.clearFlagged, a.flagged)
    const lead = CAREERS.findIndex((c) => c.id === a.ranked[0])
    rhoFit.add(cells, a.leadPercentage, fits[lead]!, weight)
    add(t.leadBias, (a.leadPercentage - 100 * fits[lead]!) / 100)
    rhoScore.add(cells, a.leadPercentage, first.knowledge > 0 ? first.correct / first.knowledge : 0, weight)
    const kind = streamKind(s.occupation)
    if ((cohort.grade === 9 || cohort.grade === 10) && kind && a.stream) {
      add(stream[kind], a.stream === kind)
      streamTo[kind][a.stream] = (streamTo[kind][a.stream] ?? 0) + 1
    }
  }

  for (const cohort of cohorts) {
    const cells = cellsOf(cohort)
    const offset = seedOffset
    for (let i = 0; i < flatPerGrade; i++) {
      const seed = offset + 900_000 + cohort.grade * 10_007 + i
      const traits = mulberry32(seed)
      const student = drawStudent(flatInterests(traits), traits)
      const answers = answerTest(cohort.bank, student, mulberry32(seed + 1), worldOf(i), model).answers
      t.flatFlagged.add(cells, Number(view(cohort, answers, Math.round(900 + 700 * traits())).flagged))
    }
    for (let i = 0; i < randomPerGrade; i++) {
      const rng = mulberry32(offset + 500_000 + cohort.grade * 10_007 + i)
      const v = view(cohort, randomTest(cohort.bank, rng), Math.round(300 + 1200 * rng()))
      t.randomFlagged.add(cells, Number(v.flagged))
      t.randomCaught.add(cells, Number(v.flagged || v.leadPercentage < RANDOM_LEAD_CEILING))
    }
    t.alternating.add(cells, Number(view(cohort, alternatingTest(cohort.bank), 600).flagged))
  }

  const streamDetail = (k: StreamKind) => {
    const to = streamTo[k]
    const n = Object.values(to).reduce((s, x) => s + x, 0)
    const wrong = Object.entries(to).filter(([other]) => other !== k).map(([other, x]) => `${x} to ${other}`)
    return `${to[k] ?? 0} of ${n} students, unweighted${wrong.length ? `; ${wrong.join(', ')}` : ''}`
  }
  const fig = (key: string, what: string, tally: Tally | RankCorrelation, rest: Omit<Figure, 'key' | 'what' | 'value' | 'cells'>): Figure => ({
    key,
    what,
    value: tally.value(),
    cells: tally.cells(),
    ...rest,
  })
  const absolute = (f: Figure): Figure => ({ ...f, value: Math.abs(f.value), cells: Object.fromEntries(Object.entries(f.cells).map(([c, v]) => [c, Math.abs(v)])) })
  const min = { direction: 'min', format: 'pct' } as const
  const max = { direction: 'max', format: 'pct' } as const
  const figures: Figure[] = [
    fig('sameFamily', 'the same #1 career family on a retake', t.sameFamily, { ...min, goal: 0.8 }),
    fig('top5Clusters', 'top-5 clusters that survive a retake', t.top5Clusters, { ...min, goal: 0.7 }),
    fig('bestClusterInTop5', "the best-fitting career's cluster in the top 5 clusters", t.bestClusterInTop5, { ...min, goal: 0.85 }),
    fig('streamScience', 'grade 9–10 stream right for science-type students', stream.science, { ...min, goal: 0.9, detail: streamDetail('science') }),
    fig('streamCommerce', 'grade 9–10 stream right for commerce-type students', stream.commerce, { ...min, goal: 0.9, detail: streamDetail('commerce') }),
    fig('streamHumanities', 'grade 9–10 stream right for humanities-type students', stream.humanities, { ...min, goal: 0.8, detail: streamDetail('humanities') }),
    fig('randomCaught', `random answerers flagged or led with a match under ${RANDOM_LEAD_CEILING} %`, t.randomCaught, { ...min, goal: 0.9 }),
    fig('bestFamilyLeads', "the result leads with the best-fitting career's family", t.bestFamilyLeads, min),
    fig('sameCluster', 'the same #1 cluster on a retake', t.sameCluster, min),
    fig('sameTop1', 'the same #1 career on a retake', t.sameTop1, min),
    fig('rhoFit', 'rank correlation of the lead match % with how well the lead really fits', rhoFit, { direction: 'min', format: 'r', goal: 0.4 }),
    absolute(fig('leadBias', 'how far the lead match % sits from how well the lead really fits (× 100), on average', t.leadBias, { direction: 'max', format: 'pct' })),
    fig('rhoScore', 'rank correlation of the lead match % with the knowledge score', rhoScore, { direction: 'max', format: 'r', goal: 0.2 }),
    fig('flatFlagged', "students with flat interests told 'read with care'", t.flatFlagged, { ...min, goal: 0.6 }),
    fig('clearFlagged', 'clearly differentiated students flagged', t.clearFlagged, { ...max, goal: 0.1 }),
    fig('randomFlagged', 'random answerers flagged', t.randomFlagged, min),
    fig('alternating', 'a student alternating 1 and 5 on every rating: cohorts where flagged', t.alternating, { ...min, goal: 1 }),
  ]
  return {
    figures,
    extra: {
      students: loadOccupations().filter((_, i) => i % (options.stride ?? 1) === 0).length * cohorts.length,
      cohorts: cohorts.length,
      worlds: fixedWorld === undefined ? worlds : 1,
      clusters: CLUSTER_COUNT,
      honestFlagged: t.honestFlagged.value(),
      familyChangedWithinTie: t.familyTiedOnce.value(),
      carefulShare: t.careful.value(),
      carefulSameFamily: t.carefulSameFamily.value(),
      carefulTop5Clusters: t.carefulTop5Clusters.value(),
      persistentShare: model.persistentShare,
    },
  }
}

/** A figure meets its goal (figures without a goal always do). */
export function met(figure: Figure): boolean {
  if (figure.goal === undefined) return true
  return figure.direction === 'min' ? figure.value >= figure.goal - 1e-9 : figure.value <= figure.goal + 1e-9
}

export function show(value: number, format: Figure['format']): string {
  if (Number.isNaN(value)) return '–'
  if (format === 'pct') return `${(100 * value).toFixed(1)} %`
  return value.toFixed(2)
}

function goalText(f: Figure): string {
  return f.goal === undefined ? '' : `${f.direction === 'min' ? '≥' : '≤'} ${show(f.goal, f.format)}`
}

/** The study's tables: the figures pooled with their goals, then per grade, per board (when any) and per interest type. */
export function formatTable({ figures, extra }: StudyResult): string {
  const lines = ['| what | pooled | goal | met |', '|---|---|---|---|']
  for (const f of figures) {
    const verdict = f.goal === undefined ? '' : met(f) ? 'yes' : '**no**'
    lines.push(`| ${f.what} | ${show(f.value, f.format)}${f.detail ? ` (${f.detail})` : ''} | ${goalText(f)} | ${verdict} |`)
  }
  const pct = (x: number | string | undefined) => `${(100 * Number(x ?? 0)).toFixed(1)} %`
  lines.push(
    '',
    `${extra.students} O*NET students (${Number(extra.students) / Number(extra.cohorts)} occupations × ${extra.cohorts} cohorts), each retaken once, spread over ${extra.worlds} draws of the item effects; ` +
      `the six interest types weighted equally; ${extra.clusters} clusters. A share ${extra.persistentShare} of each answer's error repeats on the retake. ` +
      `Honest students flagged: ${pct(extra.honestFlagged)}. Family changed on the retake between two families one sitting named as tied: ${pct(extra.familyChangedWithinTie)} of students. ` +
      `Students with no response-quality note at either sitting: ${pct(extra.carefulShare)}; among them the same #1 family ${pct(extra.carefulSameFamily)}, top-5 clusters surviving ${pct(extra.carefulTop5Clusters)}.`,
  )
  for (const dimension of ['grade', 'board', 'type']) {
    const cells = [...new Set(figures.flatMap((f) => Object.keys(f.cells)))].filter((c) => c.startsWith(`${dimension} `)).sort(byCell)
    if (cells.length === 0) continue
    lines.push('', `| by ${dimension} | ${cells.map((c) => c.slice(dimension.length + 1)).join(' | ')} |`, `|---|${cells.map(() => '---|').join('')}`)
    for (const f of figures) {
      if (cells.every((c) => f.cells[c] === undefined)) continue
      lines.push(`| ${f.what} | ${cells.map((c) => (f.cells[c] === undefined ? '' : show(f.cells[c]!, f.format))).join(' | ')} |`)
    }
  }
  return lines.join('\n')
}

function byCell(a: string, b: string): number {
  const [, x] = a.split(' ')
  const [, y] = b.split(' ')
  const nx = Number(x)
  const ny = Number(y)
  if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny
  const ix = (RIASEC as readonly string[]).indexOf(x!)
  const iy = (RIASEC as readonly string[]).indexOf(y!)
  return ix >= 0 && iy >= 0 ? ix - iy : a < b ? -1 : 1
}
