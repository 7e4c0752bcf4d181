// What the report says, decided apart from how it is drawn: the one place that reads the results object. When the
// shape of a result grows (career families, fit bands, notes on answer quality), this adapter changes and the layout
// in render-report.ts keeps working from the same model.
import { suggestsStream, type Grade, type Locale } from '../../shared/constants'
import { clusterLedResult } from '../../shared/result-clusters'
import { hasInterestSignal, otherNotesOf, qualityNotesOf, tieReason, type Recommendation, type TestResults } from '../../shared/schemas/results'
import { minutesTaken, secondsTaken } from '../../shared/time-taken'
import { APTITUDES, RIASEC, WORK_STYLES } from '../../shared/traits'
import { streamLabelIn } from '../assessment/stream'
import { reportText, type ReportMessageId, type ReportText } from './report-text'

type MatchBand = NonNullable<Recommendation['band']>

export interface Trait {
  key: string
  label: string
  /** 0..100, or null when too few answers measured it. */
  value: number | null
}

export interface ReportCareer {
  /** Its number in the report: '2' in a list of careers, '2.1' for the first career of the second kind of work. */
  rank: string
  title: string
  matchPercentage: number
  description: string
  reasons: string[]
  skills: string[]
  pathways: string[]
  exams: string[]
  stream: string | undefined
  /** 'Strong fit', 'Good fit' or 'Worth exploring'; absent on results stored before bands. */
  band: MatchBand | undefined
  /** The career family's label, when the result has families. */
  familyLabel: string | undefined
  /** Within the tie margin of the career above: drawn as "about equal to the one above", not as a clear order. */
  tiedWithPrevious: boolean
  /** Why a tie shows two percentages (tieReason in results.ts); null when it shows one, or is no tie. */
  tieReason: string | null
  /** Open, with a caution worth knowing (grades 11-12). Careers the stream has closed are in closedCareers. */
  openNote: string | null
  /** A sourced job outlook; nothing is said about growth without one. */
  outlook: { text: string; source: string } | null
}

/** A career named with its match only (beyond the detailed ones). */
export interface ReportCareerLine {
  title: string
  matchPercentage: number
  band: MatchBand | undefined
  tiedWithPrevious: boolean
  tieReason: string | null
  closedNote: string | null
}

/** A specialisation of a kind of work after its first: its match, and the exams, first route and caution of its own. */
export interface ReportSpecialisation extends ReportCareerLine {
  exams: string[]
  pathway: string | null
  openNote: string | null
}

/** A kind of work the result ranks (a cluster of look-alike careers), with its careers inside. */
export interface ReportCluster {
  rank: number
  name: string
  description: string
  familyLabel: string | undefined
  matchPercentage: number
  band: MatchBand
  tiedWithPrevious: boolean
  tieReason: string | null
  /** Its first career, described in full. */
  lead: ReportCareer
  /** Its other careers, each with its own exams, route and caution. */
  others: ReportSpecialisation[]
}

/** The family the result leads with, and its careers among the matches. */
export interface ReportFamily {
  label: string
  band: MatchBand
  matchPercentage: number
  /** Its careers among the matches; with clusters, its kinds of work (`listsKinds`). */
  careers: ReportCareerLine[]
  listsKinds: boolean
  /** A second family within the tie margin: "fits about as well", with why when its percentage differs. */
  tiedWith: { label: string; band: MatchBand; matchPercentage: number; tieReason: string | null } | null
  /** Grades 11-12: how many of the family's careers the stream opens, when it closes some (results.ts streamOpensNote). */
  streamOpens: { open: number; of: number } | null
}

export interface ReportModel {
  /** The language the report is written in: the student's. */
  locale: Locale
  studentName: string
  firstName: string
  grade: number
  gradeName: string
  takenOn: string
  answered: number
  total: number
  minutes: number
  /** The time taken in whole seconds (a test under a minute is said in seconds, not as '0 min'). */
  seconds: number
  interests: Trait[]
  workStyle: Trait[]
  aptitudes: Trait[]
  /** Grades 11-12: the stream and subjects studied now (its label), when the test recorded one. */
  currentStream: string | null
  /** The board the student named for the test (its label); null when none was named and on older tests. */
  board: string | null
  /** The best career family; null for results stored before families. */
  bestFamily: ReportFamily | null
  /**
   * The first career is the best family's top career, put first by the engine even where a later career (of another
   * family) has a higher match: it is shown apart under the family's name, the others under their own heading.
   */
  ledByFamily: boolean
  /**
   * The kinds of work the result ranks, the best family's best first (A to Z when unranked), each with its careers
   * inside; null for a result stored before clusters, which lists careers.
   */
  clusters: ReportCluster[] | null
  /** The best family's label when its kind of work leads although one of another family has a higher match. */
  clusterLeadFamily: string | null
  /** The careers described in full, best first (the first is the best family's top career); with clusters, each kind's first. */
  careers: ReportCareer[]
  /** The remaining open matches, named with their percentage only. */
  moreCareers: ReportCareerLine[]
  /** Matches the student's current stream has closed, each with the route that remains (listed apart, last). */
  closedCareers: ReportCareerLine[]
  /**
   * The stream advice; `stream` and `runnerUp` are the engine's labels ('Science (PCM)'), which the parents' page
   * names in its reader's language, and `said` the same two in the report's language.
   */
  stream: {
    forGrade: number
    stream: string
    runnerUp: string | null
    said: { stream: string; runnerUp: string | null }
    summary: string | null
    reasons: string[]
  } | null
  nextSteps: string[]
  /** Set when the answers did not give a clear picture; the reasons (the quality flags' messages) say why. */
  lowConfidence: { reasons: string[] } | null
  /** False when the interests did not differ at all: the careers are listed A to Z, not by fit (hasInterestSignal). */
  ranked: boolean
  notes: string[]
}

/** Careers described in full; the rest are listed by name so the report stays readable. */
const DETAILED_CAREERS = 5

/**
 * What every student of a grade can do next, after the steps of their top career. A list A to Z (no interest signal)
 * has no top careers: the steps then speak of the careers the student wants to explore.
 */
function gradeSteps(grade: Grade, ranked: boolean, { t }: ReportText): string[] {
  const either = (id: ReportMessageId, unranked: ReportMessageId) => t(ranked ? id : unranked)
  const steps: Record<Grade, string[]> = {
    8: [t('steps.8.clubs'), t('steps.8.marks')],
    9: [either('steps.9.talk', 'steps.9.talkUnranked'), t('steps.9.subjects')],
    10: [t('steps.10.choose'), either('steps.10.check', 'steps.10.checkUnranked')],
    11: [either('steps.11.exams', 'steps.11.examsUnranked'), either('steps.11.try', 'steps.11.tryUnranked')],
    12: [either('steps.12.register', 'steps.12.registerUnranked'), t('steps.12.colleges')],
  }
  return steps[grade] ?? []
}

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** Known traits in their usual order, named in the report's language, then any the result adds, so nothing is silently dropped. */
function traits(scores: Record<string, number | null>, known: readonly string[], { t }: ReportText): Trait[] {
  const keys = [...known.filter((k) => k in scores), ...Object.keys(scores).filter((k) => !known.includes(k))]
  return keys.map((key) => {
    const value = scores[key]
    const label = known.includes(key) ? t(`trait.${key}` as ReportMessageId) : capitalise(key)
    return { key, label, value: typeof value === 'number' ? Math.max(0, Math.min(100, value)) : null }
  })
}

export function firstNameOf(studentName: string): string {
  return studentName.trim().split(/\s+/)[0] || 'Student'
}

/** A closed route's note, or null for a career the stream leaves open; `fallback` says it when the result has no note. */
const closedNoteOf = (r: Recommendation, fallback = ''): string | null =>
  r.eligibility && !r.eligibility.open ? r.eligibility.note || fallback : null

/** A career named with its match; a tie only under a career above it, with why when the two percentages differ. */
const lineOf = (r: Recommendation, above: Recommendation | undefined, ranked: boolean, closedFallback: string): ReportCareerLine => {
  const tied = ranked && above !== undefined && r.tiedWithPrevious === true
  return {
    title: r.careerField,
    matchPercentage: r.matchPercentage,
    band: r.band,
    tiedWithPrevious: tied,
    tieReason: tied ? tieReason(r.matchPercentage, above.matchPercentage) : null,
    closedNote: closedNoteOf(r, closedFallback),
  }
}

/**
 * The report's model; `locale` is the language the results were said in (toTestResults), and so the report's: its
 * own words (trait names, the grade's steps, the labels of the board and stream) are said in it too.
 */
export function buildReportModel(results: TestResults, locale: Locale = 'en'): ReportModel {
  const { test, stream, profile } = results
  const text = reportText(locale)
  const { t } = text
  const closedFallback = t('career.closedNote')
  // Closed routes are named apart with the route that remains, never described as if open; the rest keep the
  // result's order, which leads with the best family's top career (as on the results screen).
  const open = results.recommendations.filter((r) => closedNoteOf(r) === null)
  const closed = results.recommendations.filter((r) => closedNoteOf(r) !== null)
  const first = open[0]
  const grade = test.grade as Grade
  const showStream = suggestsStream(test.grade) && Boolean(stream ?? first?.recommendedStream)
  const qualityReasons = qualityNotesOf(results, locale)
  const lowConfidence = qualityReasons.length > 0
  const families = results.families ?? []
  const ranked = hasInterestSignal(profile.quality.differentiation)
  const best = families[0]
  const second = families[1]
  const familyLabels = new Map(families.map((f) => [f.id, f.label]))
  const detailed = (r: Recommendation, rank: string, above: Recommendation | undefined): ReportCareer => ({
    rank,
    title: r.careerField,
    matchPercentage: r.matchPercentage,
    description: r.description,
    reasons: r.reasons,
    skills: r.skills,
    pathways: r.pathways,
    exams: r.exams,
    stream: r.recommendedStream,
    band: r.band,
    familyLabel: r.family ? familyLabels.get(r.family) : undefined,
    // The first career leads its section: a tie with nothing above it means nothing.
    tiedWithPrevious: ranked && above !== undefined && r.tiedWithPrevious === true,
    tieReason: ranked && above !== undefined && r.tiedWithPrevious === true ? tieReason(r.matchPercentage, above.matchPercentage) : null,
    openNote: r.eligibility?.open && r.eligibility.note ? r.eligibility.note : null,
    outlook: r.outlook ?? null,
  })
  const led = clusterLedResult(results)
  const clusters = led
    ? led.groups.map(({ cluster, careers }, i): ReportCluster => {
        const above = led.groups[i - 1]?.cluster
        const tied = led.ranked && above !== undefined && cluster.tiedWithPrevious
        return {
          rank: i + 1,
          name: cluster.name,
          description: cluster.description,
          familyLabel: familyLabels.get(cluster.family),
          matchPercentage: cluster.matchPercentage,
          band: cluster.band,
          tiedWithPrevious: tied,
          tieReason: tied ? tieReason(cluster.matchPercentage, above.matchPercentage) : null,
          // The kind of work names its family once, above its careers.
          lead: { ...detailed(careers[0]!, `${i + 1}.1`, undefined), familyLabel: undefined },
          others: careers.slice(1).map((r, k) => ({
            ...lineOf(r, careers[k], ranked, closedFallback),
            exams: r.exams,
            pathway: r.pathways[0] ?? null,
            openNote: r.eligibility?.open && r.eligibility.note ? r.eligibility.note : null,
          })),
        }
      })
    : null
  // With clusters, the careers described in full are each kind's first; the others are inside their kind.
  const inClusters = new Set(led?.groups.flatMap((g) => g.careers.map((c) => c.id)) ?? [])
  return {
    locale,
    studentName: test.studentName.trim(),
    firstName: firstNameOf(test.studentName),
    grade: test.grade,
    gradeName: grade >= 8 && grade <= 12 ? t(`gradeName.${grade}` as ReportMessageId) : '',
    takenOn: text.date(new Date(test.completedAt)),
    answered: Object.keys(test.answers).length,
    total: profile.total,
    minutes: minutesTaken(test.timeSpent),
    seconds: secondsTaken(test.timeSpent),
    interests: traits(profile.riasec, RIASEC, text),
    workStyle: traits(profile.workStyle, WORK_STYLES, text),
    aptitudes: traits(profile.aptitude, APTITUDES, text),
    currentStream: test.currentStream ? t(`currentStream.${test.currentStream}` as ReportMessageId) : null,
    board: test.board ? t(`board.${test.board}` as ReportMessageId) : null,
    bestFamily: best
      ? {
          label: best.label,
          band: best.band,
          matchPercentage: best.matchPercentage,
          careers: clusters
            ? clusters
                .filter((c) => led?.groups[c.rank - 1]?.cluster.family === best.id)
                .map((c, i, list) => ({
                  title: c.name,
                  matchPercentage: c.matchPercentage,
                  band: c.band,
                  tiedWithPrevious: i > 0 && c.tiedWithPrevious && list[i - 1]!.rank === c.rank - 1,
                  tieReason: i > 0 && c.tiedWithPrevious && list[i - 1]!.rank === c.rank - 1 ? c.tieReason : null,
                  closedNote: null,
                }))
            : open.filter((r) => r.family === best.id).map((r, i, list) => lineOf(r, list[i - 1], ranked, closedFallback)),
          listsKinds: clusters !== null,
          tiedWith: second?.tiedWithPrevious
            ? { label: second.label, band: second.band, matchPercentage: second.matchPercentage, tieReason: tieReason(second.matchPercentage, best.matchPercentage) }
            : null,
          streamOpens: best.streamOpens ?? null,
        }
      : null,
    ledByFamily: Boolean(best && first?.family === best.id),
    clusters,
    clusterLeadFamily: led?.ledByFamily?.label ?? null,
    careers: clusters ? clusters.map((c) => c.lead) : open.slice(0, DETAILED_CAREERS).map((r, i) => detailed(r, String(i + 1), i > 0 ? open[i - 1] : undefined)),
    moreCareers: clusters ? [] : open.slice(DETAILED_CAREERS).map((r, i) => lineOf(r, open[DETAILED_CAREERS + i - 1], ranked, closedFallback)),
    // With clusters, a closed career is one outside every kind of work (the engine adds at most two, last).
    closedCareers: (clusters ? results.recommendations.filter((r) => !inClusters.has(r.id)) : closed).map((r) => ({
      ...lineOf(r, undefined, ranked, closedFallback),
      closedNote: closedNoteOf(r, closedFallback) ?? closedFallback,
    })),
    stream: showStream
      ? {
          forGrade: test.grade + 1,
          stream: stream?.stream ?? first?.recommendedStream ?? '',
          runnerUp: stream?.runnerUp || null,
          // A career's usual stream (the fallback) comes in the reader's language already (contentIn).
          said: {
            stream: stream ? streamLabelIn(stream.stream, locale) : (first?.recommendedStream ?? ''),
            runnerUp: stream?.runnerUp ? streamLabelIn(stream.runnerUp, locale) : null,
          },
          summary: stream?.summary || null,
          reasons: stream?.reasons ?? [],
        }
      : null,
    // Without an order there is no top match whose steps come first: only the steps every student of the grade can take.
    nextSteps: [...(ranked ? (first?.nextSteps ?? []) : []), ...gradeSteps(grade, ranked, text)],
    lowConfidence: lowConfidence ? { reasons: qualityReasons } : null,
    ranked,
    // Notes that only repeat the low-confidence reasons are left out, as on the results screen.
    notes: otherNotesOf(results),
  }
}
