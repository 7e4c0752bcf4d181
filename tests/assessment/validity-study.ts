// Runs the independent validity study and measures the issue's table. See validity-model.ts for the response model.
import { CAREERS } from '../../src/server/assessment/careers'
import { GRADES, RIASEC, type Grade } from '../../src/shared/schemas/items'
import { getBank } from '../../src/server/assessment/question-bank'
import { assessForValidity, type EngineView } from './validity-engine'
import {
  alternatingTest,
  answerTest,
  drawStudent,
  flatInterests,
  interestsFromOccupation,
  loadOccupations,
  mulberry32,
  pearson,
  randomTest,
  spearman,
  streamKind,
  trueDifferentiation,
  type Occupation,
  type StreamKind,
  type Student,
} from './validity-model'

/** A student is "clearly differentiated" when their top type stands this far (latent units) above the rest. */
export const CLEAR_DIFFERENTIATION = 1.5

export interface Goal {
  key: string
  what: string
  measured: number
  goal: number
  /** 'min': measured must be ≥ goal; 'max': measured must be ≤ goal. */
  direction: 'min' | 'max'
  format: 'pct' | 'r' | 'count'
  detail?: string
}

export interface StudyOptions {
  /** Use every k-th occupation (1 = all 923). */
  stride?: number
  flatPerGrade?: number
  randomPerGrade?: number
  /**
   * Draws of the item effects (item popularity, option attractiveness) to spread the students over: student i uses
   * world i mod worlds. One draw moves every student alike (in one draw the humanities stream figure was 86 %, in
   * another 78 %), so a table from a single draw would turn on that draw's luck.
   */
  worlds?: number
  /** Put every student in this one world instead (tests/assessment/worlds.ts compares them). */
  fixedWorld?: number
}

/** How many draws of the item effects the study averages over. */
export const ITEM_WORLDS = 8

const careerRatings = CAREERS.map((c) => RIASEC.map((t) => c.interests[t]))

/** The study's true fit of each catalogue career (CAREERS order): its O*NET profile's correlation with the student's latent interests. */
export function trueFits(student: Student): number[] {
  const latent = RIASEC.map((t) => student.interests[t])
  return careerRatings.map((r) => pearson(latent, r))
}

/** One O*NET student of the study, in one grade, with both sittings' answers and times. */
export interface StudyStudent {
  grade: Grade
  index: number
  occupation: Occupation
  student: Student
  first: ReturnType<typeof answerTest>
  second: ReturnType<typeof answerTest>
  times: [number, number]
}

/**
 * The study's O*NET students, every grade, each taking the test twice with fresh noise in the same draw of the item
 * effects: the one place their seeds are set, so that scripts beside the study (ties.ts) see the same students.
 */
export function* studyStudents(options: Pick<StudyOptions, 'stride' | 'worlds' | 'fixedWorld'> = {}): Generator<StudyStudent> {
  const { stride = 1, worlds = ITEM_WORLDS, fixedWorld } = options
  const occupations = loadOccupations().filter((_, i) => i % stride === 0)
  for (const grade of GRADES as readonly Grade[]) {
    const bank = getBank(grade)
    for (const [index, occupation] of occupations.entries()) {
      const seed = grade * 100_003 + index * 7919
      const traits = mulberry32(seed)
      const student = drawStudent(interestsFromOccupation(occupation, traits), traits)
      const world = fixedWorld ?? index % worlds
      const first = answerTest(bank, student, mulberry32(seed + 1), world)
      const second = answerTest(bank, student, mulberry32(seed + 2), world)
      const time = () => Math.round(900 + 700 * traits())
      const times: [number, number] = [time(), time()]
      yield { grade, index, occupation, student, first, second, times }
    }
  }
}

export function runValidityStudy(options: StudyOptions = {}): { goals: Goal[]; extra: Record<string, number> } {
  const { stride = 1, flatPerGrade = 200, randomPerGrade = 200, worlds = ITEM_WORLDS, fixedWorld } = options
  const worldOf = (i: number) => fixedWorld ?? i % worlds
  let students = 0
  let sameTop1 = 0
  let sameFamily = 0
  // Not a goal, context for it: the family changed, but one of the two sittings named the other's family as tied.
  let familyTiedOnce = 0
  let survival = 0
  // Context for the retest report's second table: the same three goals over the students whose two sittings both
  // came without a response-quality note.
  const careful = { students: 0, sameTop1: 0, sameFamily: 0, survival: 0 }
  // Why the flagged were flagged at the first sitting (a student can have more than one reason).
  const flaggedFor = { inconsistent: 0, flat: 0 }
  let bestInTop5 = 0
  const topPct: number[] = []
  const topTrueFit: number[] = []
  const testScore: number[] = []
  let clear = 0
  let clearFlagged = 0
  let honestFlagged = 0
  let flat = 0
  let flatFlagged = 0
  let alternatingFlagged = 0
  let random = 0
  let randomFlagged = 0
  const streamHits: Record<StreamKind, { n: number; right: number; to: Record<string, number> }> = {
    science: { n: 0, right: 0, to: {} },
    commerce: { n: 0, right: 0, to: {} },
    humanities: { n: 0, right: 0, to: {} },
  }

  for (const { grade, occupation, student, first, second, times } of studyStudents({ stride, worlds, ...(fixedWorld === undefined ? {} : { fixedWorld }) })) {
    const a: EngineView = assessForValidity(grade, first.answers, times[0])
    const b: EngineView = assessForValidity(grade, second.answers, times[1])
    students++
    if (a.ranked[0] === b.ranked[0]) sameTop1++
    if (a.bestFamily === b.bestFamily) sameFamily++
    else if (a.tiedFamily === b.bestFamily || b.tiedFamily === a.bestFamily) familyTiedOnce++
    const top5b = new Set(b.ranked.slice(0, 5))
    const survived = a.ranked.slice(0, 5).filter((id) => top5b.has(id)).length / 5
    survival += survived
    if (!a.flagged && !b.flagged) {
      careful.students++
      if (a.ranked[0] === b.ranked[0]) careful.sameTop1++
      if (a.bestFamily === b.bestFamily) careful.sameFamily++
      careful.survival += survived
    }
    const fits = trueFits(student)
    const best = CAREERS[fits.indexOf(Math.max(...fits))]!.id
    if (a.ranked.slice(0, 5).includes(best)) bestInTop5++
    const top = CAREERS.findIndex((c) => c.id === a.ranked[0])
    topPct.push(a.percentages[0]!)
    topTrueFit.push(fits[top]!)
    testScore.push(first.correct / first.knowledge)
    if (a.flagged) honestFlagged++
    if (a.flags.includes('inconsistent')) flaggedFor.inconsistent++
    if (a.flags.includes('flat')) flaggedFor.flat++
    if (trueDifferentiation(student.interests) >= CLEAR_DIFFERENTIATION) {
      clear++
      if (a.flagged) clearFlagged++
    }
    const kind = streamKind(occupation)
    if ((grade === 9 || grade === 10) && kind && a.stream) {
      const s = streamHits[kind]
      s.n++
      if (a.stream === kind) s.right++
      s.to[a.stream] = (s.to[a.stream] ?? 0) + 1
    }
  }

  for (const grade of GRADES as readonly Grade[]) {
    const bank = getBank(grade)
    for (let i = 0; i < flatPerGrade; i++) {
      const seed = 900_000 + grade * 10_007 + i
      const traits = mulberry32(seed)
      const student = drawStudent(flatInterests(traits), traits)
      const view = assessForValidity(grade, answerTest(bank, student, mulberry32(seed + 1), worldOf(i)).answers, Math.round(900 + 700 * traits()))
      flat++
      if (view.flagged) flatFlagged++
    }
    for (let i = 0; i < randomPerGrade; i++) {
      const rng = mulberry32(500_000 + grade * 10_007 + i)
      const view = assessForValidity(grade, randomTest(bank, rng), Math.round(300 + 1200 * rng()))
      random++
      if (view.flagged) randomFlagged++
    }
    if (assessForValidity(grade, alternatingTest(bank), 600).flagged) alternatingFlagged++
  }

  const share = (n: number, d: number) => (d > 0 ? n / d : 0)
  const streamDetail = (k: StreamKind) => {
    const s = streamHits[k]
    const wrong = Object.entries(s.to).filter(([to]) => to !== k).map(([to, n]) => `${n} to ${to}`)
    return `${s.right} of ${s.n}${wrong.length ? `; ${wrong.join(', ')}` : ''}`
  }
  const goals: Goal[] = [
    { key: 'sameTop1', what: 'the same #1 career on a retake', measured: share(sameTop1, students), goal: 0.5, direction: 'min', format: 'pct' },
    { key: 'sameFamily', what: 'the same #1 career family on a retake', measured: share(sameFamily, students), goal: 0.75, direction: 'min', format: 'pct' },
    { key: 'top5Survival', what: 'top-5 careers that survive a retake', measured: share(survival, students), goal: 0.7, direction: 'min', format: 'pct' },
    { key: 'bestInTop5', what: 'best-fitting catalogue career in the top 5', measured: share(bestInTop5, students), goal: 0.8, direction: 'min', format: 'pct' },
    { key: 'rhoFit', what: 'rank correlation of the #1 match % with how well #1 really fits', measured: spearman(topPct, topTrueFit), goal: 0.4, direction: 'min', format: 'r' },
    { key: 'rhoScore', what: 'rank correlation of the #1 match % with the test score', measured: spearman(topPct, testScore), goal: 0.2, direction: 'max', format: 'r' },
    { key: 'flatFlagged', what: "students with flat interests told 'low confidence'", measured: share(flatFlagged, flat), goal: 0.6, direction: 'min', format: 'pct', detail: `${flatFlagged} of ${flat}` },
    { key: 'clearFlagged', what: 'clearly differentiated students flagged', measured: share(clearFlagged, clear), goal: 0.1, direction: 'max', format: 'pct', detail: `${clearFlagged} of ${clear}` },
    { key: 'alternating', what: 'a student alternating 1 and 5 on every rating: grades flagged', measured: alternatingFlagged, goal: GRADES.length, direction: 'min', format: 'count', detail: `${alternatingFlagged} of ${GRADES.length} grades` },
    { key: 'streamHumanities', what: 'grade 9–10 stream right for humanities-type students', measured: share(streamHits.humanities.right, streamHits.humanities.n), goal: 0.8, direction: 'min', format: 'pct', detail: streamDetail('humanities') },
    { key: 'streamScience', what: 'grade 9–10 stream right for science-type students', measured: share(streamHits.science.right, streamHits.science.n), goal: 0.85, direction: 'min', format: 'pct', detail: streamDetail('science') },
    { key: 'streamCommerce', what: 'grade 9–10 stream right for commerce-type students', measured: share(streamHits.commerce.right, streamHits.commerce.n), goal: 0.85, direction: 'min', format: 'pct', detail: streamDetail('commerce') },
  ]
  return {
    goals,
    extra: {
      students,
      familyChangedWithinTie: share(familyTiedOnce, students),
      carefulShare: share(careful.students, students),
      carefulSameFamily: share(careful.sameFamily, careful.students),
      carefulSameTop1: share(careful.sameTop1, careful.students),
      carefulSurvival: share(careful.survival, careful.students),
      flaggedInconsistent: share(flaggedFor.inconsistent, honestFlagged),
      flaggedFlat: share(flaggedFor.flat, honestFlagged),
      honestFlagged: share(honestFlagged, students),
      randomFlagged: share(randomFlagged, random),
      clearShare: share(clear, students),
      worlds: fixedWorld === undefined ? worlds : 1,
    },
  }
}

export function met(goal: Goal): boolean {
  return goal.direction === 'min' ? goal.measured >= goal.goal - 1e-9 : goal.measured <= goal.goal + 1e-9
}

function show(value: number, format: Goal['format']): string {
  if (format === 'pct') return `${(100 * value).toFixed(1)} %`
  if (format === 'r') return value.toFixed(2)
  return String(value)
}

export function formatTable(goals: readonly Goal[], extra: Record<string, number>): string {
  const lines = ['| what | measured | goal | met |', '|---|---|---|---|']
  for (const g of goals) {
    const goalText = `${g.direction === 'min' ? '≥' : '≤'} ${show(g.goal, g.format)}`
    lines.push(`| ${g.what} | ${show(g.measured, g.format)}${g.detail ? ` (${g.detail})` : ''} | ${goalText} | ${met(g) ? 'yes' : '**no**'} |`)
  }
  lines.push('')
  lines.push(
    `${extra.students} O*NET students (923 occupations × 5 grades), each retaken once, spread over ${extra.worlds} draws of the item effects; ${(100 * (extra.clearShare ?? 0)).toFixed(1)} % clearly differentiated. ` +
      `Honest students flagged: ${(100 * (extra.honestFlagged ?? 0)).toFixed(1)} %. Random answerers flagged: ${(100 * (extra.randomFlagged ?? 0)).toFixed(1)} %.`,
  )
  if (extra.familyChangedWithinTie !== undefined) {
    lines.push('')
    lines.push(
      `Family changed on the retake, but one sitting had named the other's family as tied with its best: ${(100 * extra.familyChangedWithinTie).toFixed(1)} % of students (context, not a goal).`,
    )
  }
  if (extra.carefulShare !== undefined) {
    const pct = (x: number | undefined) => `${(100 * (x ?? 0)).toFixed(1)} %`
    lines.push('')
    lines.push(
      `Students with no response-quality note at either sitting (the retest report's second table): ${pct(extra.carefulShare)} of students; among them, the same #1 family ${pct(extra.carefulSameFamily)}, ` +
        `the same #1 career ${pct(extra.carefulSameTop1)}, top-5 survival ${pct(extra.carefulSurvival)} (context, not a goal: the goals are over every student). ` +
        `Of the students flagged at the first sitting, ${pct(extra.flaggedInconsistent)} were told their answers were inconsistent and ${pct(extra.flaggedFlat)} that their interests are flat.`,
    )
  }
  return lines.join('\n')
}
