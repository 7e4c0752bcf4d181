// The assessment's one entry point, `assess`: grade and answers in; the profile, the career families, the ranked
// careers with reasons in plain words, the stream suggestion (grades 9 and 10) and the response-quality flags out.
// Pure and deterministic: the same input always gives a deep-equal result. docs/assessment.md documents it.
import { studiesStream, suggestsStream, type CurrentStream } from '../../shared/constants'
import { CAREERS } from './careers'
import { type Career, type CareerFamily } from '../../shared/schemas/careers'
import { streamRouteFor, type Eligibility, type StreamRouteSteps } from './eligibility'
import { rankClusters, rankFamilies, showTies, type ClusterMatch, type FamilyMatch } from './families'
import { APTITUDES, RIASEC, WORK_STYLES, type Grade } from '../../shared/schemas/items'
import { APTITUDE_STRENGTH, bandOf, matchCareers, strongestInterestFit, TIE_MARGIN, type Band, type CareerMatch } from './matching'
import { getBank, type Bank } from './question-bank'
import { message, say, sayIn, type MessageDescriptor, type StoredSentence } from './messages'
import { costNotesFor, MAX_COST_NOTES } from './route-costs'
import { scoreWithBank, type Profile, type Quality } from './scoring'
import { hasInterestSignal } from '../../shared/schemas/results'
import { recommendStream, type StreamRecommendation } from './stream'

/**
 * How many clusters a result ranks; it carries every open career of them (the API shows at least 5 careers). The
 * validity study measures its retake and accuracy goals on these five.
 */
export const CLUSTER_COUNT_SHOWN = 5
/** A career the student's stream has closed is named (last) when it would have been among this many best fits. */
const CLOSED_NEAR_TOP = 8

// When a career's 'why it suits you' names a trait: a reason is a claim about the student, so the student must show
// the trait clearly and the career must lean on it.
/**
 * An interest type the career and the student's top three share is named only at or above this score (of 100): a
 * type can be third of a flat profile and still not be something the student enjoys.
 */
const REASON_INTEREST_SCORE = 40
/** A career 'uses a lot of' an aptitude whose weight in the catalogue (0..1) is at least this. */
const REASON_APTITUDE_WEIGHT = 0.5
/** A work-style trait 'suits the way this work is done' when its weight in the catalogue (0..1) is at least this. */
const REASON_WORK_STYLE_WEIGHT = 0.6
/**
 * With fewer than two reasons, a match at or above this percentage is said to fit as a whole; below it the career
 * is called 'one of the closer fits, but not a strong one'. It lies between the floors of the Good fit (55) and
 * Strong fit (75) bands (BANDS in matching.ts).
 */
const REASON_OVERALL_FIT = 65

export interface Recommendation {
  id: string
  careerField: string
  description: string
  matchPercentage: number
  /** 'Strong fit', 'Good fit' or 'Worth exploring', from the percentage. */
  band: Band
  family: CareerFamily
  /** The cluster of look-alike careers it belongs to (clusters.json); the result ranks clusters, this career is one of its specialisations. */
  cluster: string
  /** Within the tie margin of the career ranked just above, in the same cluster: show the two as equals, not in a confident order. */
  tiedWithPrevious: boolean
  /** Grades 11-12 with a known stream: whether the stream still opens this career, and the route if not. */
  eligibility?: Eligibility
  /** The career's usual stream; present for grades 9 and 10, when the stream is still to be chosen. */
  recommendedStream?: Career['stream']
  /** The steps for the student's grade band: grade 8, grades 9-10 or grades 11-12. */
  nextSteps: string[]
  /** Two or three sentences naming the traits that drove the match. */
  reasons: string[]
  skills: string[]
  pathways: string[]
  exams: string[]
  /** The career's job outlook with its source, only where the catalogue has a sourced one. */
  outlook?: { text: string; source: string }
  /** The engine's own sentences above as descriptors (messages.ts): the reasons, and the next steps of a closed route. */
  messages: { reasons: MessageDescriptor[]; nextSteps?: StoredSentence[] }
}

export interface RecommendationResult {
  profile: Profile
  /** Career families, best first; the result leads with the first. */
  families: FamilyMatch[]
  /**
   * The clusters the result ranks (CLUSTER_COUNT_SHOWN), the best family's best first, then by fit; each names its
   * careers, which `recommendations` carries in the same order.
   */
  clusters: ClusterMatch[]
  /** The careers of the clusters, cluster by cluster; then at most two careers the stream closed, with the route left. */
  recommendations: Recommendation[]
  stream?: StreamRecommendation
  /**
   * The response-quality findings (also in profile.quality); `lowConfidence` is true when there is any flag, and
   * `strongFitWithheld` when that capped a band the student would otherwise have read as 'Strong fit'.
   */
  quality: Quality & { strongFitWithheld: boolean }
  lowConfidence: boolean
  /** Notes for the student about how to read the result (always at least one). */
  notes: string[]
  /** The notes as descriptors (messages.ts); a family's cost note is data, kept as its text. */
  messages: { notes: StoredSentence[] }
}

export interface RecommendOptions {
  careers?: readonly Career[]
  bank?: Bank
  /** How many clusters to rank (CLUSTER_COUNT_SHOWN); the validity study asks for all of them. */
  count?: number
  /** Grades 11-12: the stream studied now; careers it has closed go last, with the route that remains. */
  currentStream?: CurrentStream
}

/** What the engine needs to know about one sitting. */
export interface AssessmentInput {
  grade: Grade
  /** Question id → the answer string ('1'..'5' or an option text). Unanswered questions are simply absent. */
  answers: Record<string, string>
  /** Seconds the student took, when known; a test finished faster than it can be read is flagged. */
  timeSpentSeconds?: number
  /** Grades 11-12: the stream and subjects studied now. Ignored for grades 8-10. */
  currentStream?: CurrentStream
}

/** The next steps of a career for the student's grade band. */
export function nextStepsFor(career: Career, grade: Grade): string[] {
  if (grade === 8) return [...career.nextSteps.grade8]
  if (grade <= 10) return [...career.nextSteps.grade9to10]
  return [...career.nextSteps.grade11to12]
}

function ranked<K extends string>(keys: readonly K[], scores: Record<K, number | null>): K[] {
  return keys.filter((k) => scores[k] !== null).sort((a, b) => scores[b]! - scores[a]! || keys.indexOf(a) - keys.indexOf(b))
}

/**
 * Two or three sentences, in words a student understands, naming what drove the match: the interest types the
 * student and the career share (O*NET's high points against the student's top three), then the strongest of
 * aptitude and work style. Where something counts against the career it says so kindly rather than hiding it.
 */
export function explainMatch(profile: Profile, match: CareerMatch): string[] {
  return explainMatchMessages(profile, match).map(say)
}

/** `explainMatch`'s sentences as descriptors. */
function explainMatchMessages(profile: Profile, match: CareerMatch): MessageDescriptor[] {
  // Without any difference between the interests no career was chosen for the student (they are listed A to Z), so
  // there is no 'why it suits you' to give; every view leaves the section out when there are no reasons.
  if (!hasInterestSignal(profile.quality.differentiation)) return []
  const { career } = match
  const reasons: MessageDescriptor[] = []

  const studentTop = ranked(RIASEC, profile.riasec).slice(0, 3)
  const highPoints = career.interests.highPoints.length > 0 ? career.interests.highPoints : ranked(RIASEC, career.interests).slice(0, 2)
  const shared = highPoints.filter((t) => studentTop.includes(t) && (profile.riasec[t] ?? 0) >= REASON_INTEREST_SCORE).slice(0, 2)
  if (shared.length === 2) {
    reasons.push(message('reason.interests.two', { first: message(`interest.${shared[0]!}`), second: message(`interest.${shared[1]!}`) }))
  } else if (shared.length === 1) {
    reasons.push(message('reason.interests.one', { interest: message(`interest.${shared[0]!}`) }))
  } else if (match.components.interest !== null) {
    const areas = { list: highPoints.slice(0, 2).map((t) => message(`interestArea.${t}`)) }
    reasons.push(message('reason.interests.partly', { areas }))
  }

  const leaned = APTITUDES.filter((a) => (career.aptitudes[a] ?? 0) >= REASON_APTITUDE_WEIGHT).sort(
    (a, b) => (career.aptitudes[b] ?? 0) - (career.aptitudes[a] ?? 0) || APTITUDES.indexOf(a) - APTITUDES.indexOf(b),
  )
  const strong = leaned.filter((a) => {
    const score = profile.aptitude[a]
    return score !== null && score >= APTITUDE_STRENGTH
  })
  const toBuild = leaned.filter((a) => {
    const score = profile.aptitude[a]
    return score !== null && !strong.includes(a)
  })
  let aptitudeReason: MessageDescriptor | undefined
  if (strong.length > 0) {
    const aptitudes = { list: strong.slice(0, 2).map((a) => message(`aptitude.${a}`)) }
    aptitudeReason = message('reason.aptitude.strength', { aptitudes, count: strong.length })
  } else if (toBuild.length > 0) {
    aptitudeReason = message('reason.aptitude.toBuild', { aptitude: message(`aptitude.${toBuild[0]!}`) })
  }

  const studentStyles = ranked(WORK_STYLES, profile.workStyle).slice(0, 2)
  const careerStyles = WORK_STYLES.filter((t) => (career.workStyles[t] ?? 0) >= REASON_WORK_STYLE_WEIGHT).sort(
    (a, b) => (career.workStyles[b] ?? 0) - (career.workStyles[a] ?? 0) || WORK_STYLES.indexOf(a) - WORK_STYLES.indexOf(b),
  )
  const sharedStyle = careerStyles.find((t) => studentStyles.includes(t))
  const styleReason = sharedStyle ? message('reason.workStyle', { style: message(`workStyle.${sharedStyle}`) }) : undefined

  for (const r of [aptitudeReason, styleReason]) if (r && reasons.length < 3) reasons.push(r)
  if (reasons.length < 2) {
    reasons.push(message(match.matchPercentage >= REASON_OVERALL_FIT ? 'reason.overall.fits' : 'reason.overall.closer'))
  }
  return reasons
}

function toRecommendation(profile: Profile, match: CareerMatch, forStream?: { eligibility: Eligibility; route: StreamRouteSteps }): Recommendation {
  const { career } = match
  const eligibility = forStream?.eligibility
  const route = forStream?.route ?? {}
  const grade = profile.grade
  const closed = eligibility && !eligibility.open
  const reasons = explainMatchMessages(profile, match)
  // A closed route's usual steps (say, NEET preparation) would mislead: the route that remains comes first instead.
  const closedSteps: StoredSentence[] | undefined = closed
    ? [eligibility.messages?.note ?? eligibility.note ?? message('nextStep.closed.fallback'), message('nextStep.closed.talk')]
    : undefined
  return {
    id: career.id,
    careerField: career.careerField,
    description: career.description,
    matchPercentage: match.matchPercentage,
    band: match.band,
    family: career.family,
    cluster: career.cluster,
    tiedWithPrevious: match.tiedWithPrevious,
    ...(suggestsStream(grade) ? { recommendedStream: career.stream } : {}),
    ...(eligibility ? { eligibility } : {}),
    nextSteps: closedSteps ? closedSteps.map((s) => sayIn(s, 'en')) : (route.steps ?? nextStepsFor(career, grade)),
    reasons: reasons.map(say),
    skills: [...career.skills],
    pathways: [...career.pathways],
    // Open through a route other than the best-known one (a BCA, not a B.Tech): that route's exams, not JEE.
    exams: [...(route.exams ?? career.exams)],
    ...(career.outlook ? { outlook: { ...career.outlook } } : {}),
    messages: { reasons, ...(closedSteps ? { nextSteps: closedSteps } : {}) },
  }
}

/**
 * Advice a family needs whatever the matches: what the class 10 Mathematics choice closes, the practical routes
 * after class 10, and for grades 11-12 what the main routes cost and where scholarships are listed. Each states a
 * rule or a place to check, never a promise. The cost notes of the student's own families follow (route-costs.ts).
 */
const ROUTE_NOTE_MESSAGES = {
  grade9to10: [message('note.route.mathematicsInClass10'), message('note.route.afterClass10')],
  grade11to12: [message('note.route.costs')],
} as const

/** ROUTE_NOTE_MESSAGES in English. */
export const ROUTE_NOTES = {
  grade9to10: [say(ROUTE_NOTE_MESSAGES.grade9to10[0]), say(ROUTE_NOTE_MESSAGES.grade9to10[1])],
  grade11to12: [say(ROUTE_NOTE_MESSAGES.grade11to12[0])],
} as const

/** The three aptitude sections, each with the message that names it. */
const APTITUDE_SECTIONS = [
  ['Logical Reasoning', message('section.logical')],
  ['Numerical Aptitude', message('section.numerical')],
  ['Science', message('section.science')],
] as const

function notesFor(profile: Profile, currentStream: CurrentStream | undefined, topFamilies: readonly CareerFamily[]): StoredSentence[] {
  const notes: StoredSentence[] = [message('note.suggestions')]
  if (suggestsStream(profile.grade)) notes.push(...ROUTE_NOTE_MESSAGES.grade9to10)
  if (studiesStream(profile.grade)) notes.push(...ROUTE_NOTE_MESSAGES.grade11to12)
  if (currentStream) notes.push(message('note.currentStream', { stream: message(`currentStream.${currentStream}`) }))
  if (profile.quality.lowConfidence) {
    notes.push(message('note.readWithCare', { reasons: { sentences: profile.quality.messages?.reasons ?? profile.quality.reasons } }))
  }
  const skipped = APTITUDE_SECTIONS.filter(([section]) => profile.sections[section].answered === 0).map(([, name]) => name)
  if (skipped.length > 0) notes.push(message('note.skippedSections', { sections: { list: skipped }, count: skipped.length }))
  if (profile.sections['Work Style'].answered === 0) notes.push(message('note.noWorkStyle'))
  // Last: how to read the result comes before what its routes cost.
  notes.push(...costNotesFor(profile.grade, topFamilies, currentStream))
  return notes
}

/**
 * The careers of a cluster in the order shown: by fit, except that the lead cluster's first career is the one of its
 * best careers' tie (fits within TIE_MARGIN of its best) that fits the student's strongest interests best
 * (`strongestInterestFit`): the measured order in a tie is mostly answer noise, and the strongest interests are what
 * the forced choices name most reliably and what a counsellor reads first. The others follow by fit; every run of
 * ties shows one percentage (showTies).
 */
function careersInOrder(list: readonly CareerMatch[], profile: Profile, lead: boolean): CareerMatch[] {
  let ordered = [...list]
  const best = list[0]
  if (lead && best) {
    let chosen = best
    let strength = strongestInterestFit(profile, best.career) ?? -Infinity
    for (const m of list.slice(1)) {
      if (best.fit - m.fit >= TIE_MARGIN) break
      const s = strongestInterestFit(profile, m.career) ?? -Infinity
      if (s > strength) {
        chosen = m
        strength = s
      }
    }
    ordered = [chosen, ...list.filter((m) => m !== chosen)]
  }
  return showTies(ordered, profile.quality.lowConfidence)
}

/**
 * For a grade 11-12 stream: each family whose careers the stream partly closes says how many it opens. Its fit, and
 * so its place, rests on the open ones alone, and one open career is undiluted by any other: "Health and medicine"
 * leads a Commerce student's result through public health alone (docs/assessment.md §7b), which the name does not say.
 */
function withStreamOpens(families: FamilyMatch[], careers: readonly Career[], forAStream: boolean): FamilyMatch[] {
  if (!forAStream) return families
  return families.map((f) => {
    const of = careers.filter((c) => c.family === f.id).length
    return f.careerIds.length < of ? { ...f, streamOpens: { open: f.careerIds.length, of } } : f
  })
}

/** The careers A to Z by name, all tied (at 0 %: interestFit has none): the list when the answers say nothing about fit. */
function alphabetical(matches: readonly CareerMatch[]): CareerMatch[] {
  return [...matches].sort((a, b) => a.career.careerField.localeCompare(b.career.careerField, 'en')).map((m, i) => ({ ...m, tiedWithPrevious: i > 0 }))
}

/** Everything the result needs, from a profile. Exposed for tests and for re-ranking a stored profile. */
export function recommendFromProfile(profile: Profile, options: Omit<RecommendOptions, 'bank'> = {}): RecommendationResult {
  const { careers = CAREERS, count = CLUSTER_COUNT_SHOWN } = options
  const currentStream = studiesStream(profile.grade) ? options.currentStream : undefined
  const byFit = matchCareers(profile, careers)
  const forStream = new Map(currentStream ? careers.map((c) => [c.id, streamRouteFor(c, currentStream)] as const) : [])
  const isOpen = (m: CareerMatch) => forStream.get(m.career.id)?.eligibility.open ?? true
  // Families, clusters and the lead come from the careers the student's stream still opens; a closed career that
  // would have ranked near the top is still named (at most two, last), with the route that remains.
  const open = byFit.filter(isOpen)
  // Interests that do not differ at all say nothing about fit: then no order is claimed (clusters and careers A to Z,
  // all tied), and no family, closed route or family's cost note is picked out by accident. The 'flat' flag says so.
  const signal = hasInterestSignal(profile.quality.differentiation)
  const closedNearTop = signal ? byFit.slice(0, CLOSED_NEAR_TOP).filter((m) => !isOpen(m)).slice(0, 2) : []
  const leadFamily = signal ? rankFamilies(open, profile.quality)[0]?.id : undefined
  const allClusters = signal
    ? rankClusters(open, profile.quality, leadFamily)
    : rankClusters(alphabetical(open), profile.quality)
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((c, i) => ({ ...c, tiedWithPrevious: i > 0 }))
  const byId = new Map(open.map((m) => [m.career.id, m]))
  const inOrder = allClusters.map((c, i) => {
    const list = c.careerIds.map((id) => byId.get(id)!)
    if (!signal) return alphabetical(list).map((m) => ({ ...m, tiedWithPrevious: true }))
    // The cluster's first careers (its best and any tied with it) show the cluster's percentage, which a tie between
    // clusters may have raised to its neighbour's: a cluster never reads higher than every career inside it.
    const ordered = careersInOrder(list, profile, i === 0)
    const head = ordered.findIndex((m, k) => k > 0 && !m.tiedWithPrevious)
    return ordered.map((m, k) =>
      k < (head < 0 ? ordered.length : head) ? { ...m, matchPercentage: c.matchPercentage, band: c.band } : m,
    )
  })
  const clusters = allClusters.slice(0, count).map((c, i) => ({ ...c, careerIds: inOrder[i]!.map((m) => m.career.id) }))
  const matches = inOrder.slice(0, count).flat()
  // The family's fit reads its careers' fits sorted, so it does not depend on this order; its careers are listed in it.
  const families = signal ? withStreamOpens(rankFamilies(inOrder.flat(), profile.quality), careers, forStream.size > 0) : []
  const stream = recommendStream(profile.grade, profile, matches)
  const shown = [...matches, ...closedNearTop.map((m) => ({ ...m, tiedWithPrevious: false }))]
  // The bands were capped for any flag (bandOf); the result says so only where a band reads lower than its percentage.
  const capped = [...shown, ...families, ...clusters].some((x) => bandOf(x.matchPercentage) === 'Strong fit')
  const quality = { ...profile.quality, strongFitWithheld: profile.quality.lowConfidence && capped }
  const told = { ...profile, quality }
  const notes = notesFor(told, currentStream, signal ? clusters.slice(0, MAX_COST_NOTES).map((c) => c.family) : [])
  return {
    profile: told,
    families,
    clusters,
    recommendations: shown.map((m) => toRecommendation(told, m, forStream.get(m.career.id))),
    ...(stream ? { stream } : {}),
    quality,
    lowConfidence: quality.lowConfidence,
    notes: notes.map((n) => sayIn(n, 'en')),
    messages: { notes },
  }
}

/**
 * The engine's entry point: one sitting in, everything the student is told out. Same input, deep-equal output.
 * `options` exist for tests (a fixture bank or catalogue, a different count).
 */
export function assess(input: AssessmentInput, options: Omit<RecommendOptions, 'currentStream'> = {}): RecommendationResult {
  const bank = options.bank ?? getBank(input.grade)
  const profile = scoreWithBank(input.grade, bank, input.answers, input.timeSpentSeconds)
  return recommendFromProfile(profile, { ...options, ...(input.currentStream ? { currentStream: input.currentStream } : {}) })
}
