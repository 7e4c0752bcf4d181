// What the report says, decided apart from how it is drawn: the one place that reads the results object. When the
// shape of a result grows (career families, fit bands, notes on answer quality), this adapter changes and the layout
// in render-report.ts keeps working from the same model.
import { CURRENT_STREAM_LABELS, GRADE_INFO, INTEREST_SHORT_LABELS, type Grade } from '../../shared/constants'
import { hasInterestSignal, otherNotesOf, qualityNotesOf, type Recommendation, type TestResults } from '../../shared/schemas/results'
import { minutesTaken, secondsTaken } from '../../shared/time-taken'

type MatchBand = NonNullable<Recommendation['band']>

export interface Trait {
  key: string
  label: string
  /** 0..100, or null when too few answers measured it. */
  value: number | null
}

export interface ReportCareer {
  rank: number
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
  closedNote: string | null
}

/** The family the result leads with, and its careers among the matches. */
export interface ReportFamily {
  label: string
  band: MatchBand
  matchPercentage: number
  careers: ReportCareerLine[]
  /** A second family within the tie margin: "fits about as well". */
  tiedWith: { label: string; band: MatchBand; matchPercentage: number } | null
  /** Grades 11-12: how many of the family's careers the stream opens, when it closes some (results.ts streamOpensNote). */
  streamOpens: { open: number; of: number } | null
}

export interface ReportModel {
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
  /** The best career family; null for results stored before families. */
  bestFamily: ReportFamily | null
  /**
   * The first career is the best family's top career, put first by the engine even where a later career (of another
   * family) has a higher match: it is shown apart under the family's name, the others under their own heading.
   */
  ledByFamily: boolean
  /** The careers described in full, best first (the first is the best family's top career). */
  careers: ReportCareer[]
  /** The remaining open matches, named with their percentage only. */
  moreCareers: ReportCareerLine[]
  /** Matches the student's current stream has closed, each with the route that remains (listed apart, last). */
  closedCareers: ReportCareerLine[]
  stream: { forGrade: number; stream: string; runnerUp: string | null; summary: string | null; reasons: string[] } | null
  nextSteps: string[]
  /** Set when the answers did not give a clear picture; the reasons (the quality flags' messages) say why. */
  lowConfidence: { reasons: string[] } | null
  /** False when the interests did not differ at all: the careers are listed A to Z, not by fit (hasInterestSignal). */
  ranked: boolean
  notes: string[]
}

/** Careers described in full; the rest are listed by name so the report stays readable. */
export const DETAILED_CAREERS = 5
const STREAM_GRADES = new Set([9, 10])

const WORK_STYLE_LABELS: Record<string, string> = {
  analytical: 'Analytical thinking',
  creative: 'Creativity',
  leadership: 'Leadership',
  teamwork: 'Teamwork',
  persistence: 'Persistence',
}
const APTITUDE_LABELS: Record<string, string> = {
  logical: 'Logical reasoning',
  numerical: 'Numerical ability',
  science: 'Science',
}

/**
 * What every student of a grade can do next, after the steps of their top career. A list A to Z (no interest signal)
 * has no top careers: the steps then speak of the careers the student wants to explore.
 */
function gradeSteps(grade: Grade, ranked: boolean): string[] {
  const careers = ranked ? 'your top careers' : 'the careers you want to explore'
  const career = ranked ? 'your top career' : 'a career you want to explore'
  const steps: Record<Grade, string[]> = {
    8: [
      'Try clubs, hobbies and short projects in two or three of the areas above before choosing anything.',
      'Keep your marks steady in Maths, Science and languages: they keep every stream open in grade 11.',
    ],
    9: [
      `Talk to people who work in ${careers} and ask what a normal day looks like.`,
      'Note which grade 9 subjects you enjoy most: the stream choice in grade 10 builds on them.',
    ],
    10: [
      'Choose your grade 11 stream with your parents and teachers, using the stream advice in this report.',
      `Check which subjects ${careers} need in grades 11 and 12 before you decide.`,
    ],
    11: [
      `List the entrance exams of ${careers} and their dates, and plan your preparation around grade 12.`,
      `Do a short internship, workshop or online course in ${career} to test your interest.`,
    ],
    12: [
      `Register for the entrance exams of ${careers} on time, and keep a back-up option for each.`,
      'Compare colleges by course, fees and placements, and visit or talk to current students where you can.',
    ],
  }
  return steps[grade] ?? []
}

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** Known traits in their usual order, then any the result adds, so nothing is silently dropped. */
function traits(scores: Record<string, number | null>, labels: Record<string, string>): Trait[] {
  const keys = [...Object.keys(labels).filter((k) => k in scores), ...Object.keys(scores).filter((k) => !(k in labels))]
  return keys.map((key) => {
    const value = scores[key]
    return { key, label: labels[key] ?? capitalise(key), value: typeof value === 'number' ? Math.max(0, Math.min(100, value)) : null }
  })
}

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

export function firstNameOf(studentName: string): string {
  return studentName.trim().split(/\s+/)[0] || 'Student'
}

const closedNoteOf = (r: Recommendation): string | null =>
  r.eligibility && !r.eligibility.open ? r.eligibility.note || 'Your current stream does not open the usual route to this career.' : null

const lineOf = (r: Recommendation): ReportCareerLine => ({
  title: r.careerField,
  matchPercentage: r.matchPercentage,
  band: r.band,
  tiedWithPrevious: r.tiedWithPrevious === true,
  closedNote: closedNoteOf(r),
})

export function buildReportModel(results: TestResults): ReportModel {
  const { test, stream, profile } = results
  // Closed routes are named apart with the route that remains, never described as if open; the rest keep the
  // result's order, which leads with the best family's top career (as on the results screen).
  const open = results.recommendations.filter((r) => closedNoteOf(r) === null)
  const closed = results.recommendations.filter((r) => closedNoteOf(r) !== null)
  const first = open[0]
  const grade = test.grade as Grade
  const showStream = STREAM_GRADES.has(test.grade) && Boolean(stream ?? first?.recommendedStream)
  const qualityReasons = qualityNotesOf(results)
  const lowConfidence = qualityReasons.length > 0
  const families = results.families ?? []
  const ranked = hasInterestSignal(profile.quality.differentiation)
  const best = families[0]
  const second = families[1]
  const familyLabels = new Map(families.map((f) => [f.id, f.label]))
  return {
    studentName: test.studentName.trim(),
    firstName: firstNameOf(test.studentName),
    grade: test.grade,
    gradeName: GRADE_INFO[grade]?.name ?? '',
    takenOn: DATE.format(new Date(test.completedAt)),
    answered: Object.keys(test.answers).length,
    total: profile.total,
    minutes: minutesTaken(test.timeSpent),
    seconds: secondsTaken(test.timeSpent),
    interests: traits(profile.riasec, INTEREST_SHORT_LABELS),
    workStyle: traits(profile.workStyle, WORK_STYLE_LABELS),
    aptitudes: traits(profile.aptitude, APTITUDE_LABELS),
    currentStream: test.currentStream ? (CURRENT_STREAM_LABELS[test.currentStream] ?? null) : null,
    bestFamily: best
      ? {
          label: best.label,
          band: best.band,
          matchPercentage: best.matchPercentage,
          careers: open.filter((r) => r.family === best.id).map(lineOf),
          tiedWith: second?.tiedWithPrevious ? { label: second.label, band: second.band, matchPercentage: second.matchPercentage } : null,
          streamOpens: best.streamOpens ?? null,
        }
      : null,
    ledByFamily: Boolean(best && first?.family === best.id),
    careers: open.slice(0, DETAILED_CAREERS).map((r, i) => ({
      rank: i + 1,
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
      tiedWithPrevious: i > 0 && r.tiedWithPrevious === true,
      openNote: r.eligibility?.open && r.eligibility.note ? r.eligibility.note : null,
      outlook: r.outlook ?? null,
    })),
    moreCareers: open.slice(DETAILED_CAREERS).map(lineOf),
    closedCareers: closed.map((r) => ({ ...lineOf(r), tiedWithPrevious: false })),
    stream: showStream
      ? {
          forGrade: test.grade + 1,
          stream: stream?.stream ?? first?.recommendedStream ?? '',
          runnerUp: stream?.runnerUp || null,
          summary: stream?.summary || null,
          reasons: stream?.reasons ?? [],
        }
      : null,
    // Without an order there is no top match whose steps come first: only the steps every student of the grade can take.
    nextSteps: [...(ranked ? (first?.nextSteps ?? []) : []), ...gradeSteps(grade, ranked)],
    lowConfidence: lowConfidence ? { reasons: qualityReasons } : null,
    ranked,
    // Notes that only repeat the low-confidence reasons are left out, as on the results screen.
    notes: otherNotesOf(results),
  }
}
