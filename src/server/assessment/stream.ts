// For grades 9 and 10: which stream (Science, Commerce, Arts/Humanities) looks like a fit for the next grade, and why.
// It suggests; it never imposes. The rule is in docs/assessment.md ("Stream suggestion").
import { suggestsStream, type Locale } from '../../shared/constants'
import type { Career } from '../../shared/schemas/careers'
import type { Grade, RiasecType } from '../../shared/schemas/items'
import { APTITUDE_STRENGTH, type CareerMatch } from './matching'
import type { Profile } from './scoring'
import { message, say, sayIn, type MessageDescriptor, type MessageId } from './messages'
import { hasInterestSignal } from '../../shared/schemas/results'

export type StreamFamily = 'science' | 'commerce' | 'humanities'
export type StreamLabel = 'Science (PCM)' | 'Science (PCB)' | 'Science (PCM or PCB)' | 'Commerce' | 'Arts/Humanities'

export interface StreamRecommendation {
  /** The grade the suggestion is for: the student's grade + 1. */
  forGrade: number
  stream: StreamLabel
  /** The next-best stream family (for Science, with its track), worth considering too. */
  runnerUp: StreamLabel
  /** Score of each family, 0..100, from the rule below; higher is a better fit. */
  scores: Record<StreamFamily, number>
  /** One sentence that suggests, e.g. 'Science (PCM) looks like a strong fit for you in Grade 11. Commerce is also worth considering.' */
  summary: string
  /** Plain-words reasons, then a reminder that the choice is the student's. */
  reasons: string[]
  /** The summary and the reasons as descriptors (messages.ts). */
  messages: { summary: MessageDescriptor; reasons: MessageDescriptor[] }
}

/**
 * A stream's score is its interest affinity (on 0..1) plus at most this much for leaning on the student's relatively
 * stronger aptitude areas. Interests decide: weighed more heavily, aptitude (and the votes of the top careers, most
 * of which need Science) would send a third of humanities-type students to Science.
 */
const STREAM_APTITUDE_MARGIN = 0.04
/** How many of the best career matches are read for the Science track (PCM or PCB) and named as examples. */
const STREAM_VOTING_CAREERS = 8
/** A lead of at least this much (on 0..1) over the runner-up is called a strong fit. */
const STRONG_LEAD = 0.08
/**
 * Under this lead (on 0..1) the summary says the runner-up 'fits you almost equally well'; from it on, that the
 * runner-up 'is also worth considering'.
 */
const NEAR_EQUAL_LEAD = 0.02
/** The stream's best interest type is named as a reason only at or above the middle of its scale (of 100). */
const REASON_INTEREST_SCORE = 50

/** Which interest types feed which stream family (weights sum to 1 per family). */
const INTEREST_AFFINITY: Record<StreamFamily, Partial<Record<RiasecType, number>>> = {
  science: { investigative: 0.6, realistic: 0.4 },
  commerce: { enterprising: 0.6, conventional: 0.4 },
  humanities: { artistic: 0.5, social: 0.5 },
}

/** How much each family leans on each aptitude area, read like a career's aptitude weights. */
const APTITUDE_LEANING: Record<StreamFamily, Partial<Record<'logical' | 'numerical' | 'science', number>>> = {
  science: { science: 0.8, numerical: 0.7, logical: 0.5 },
  commerce: { numerical: 0.7, logical: 0.5 },
  humanities: { logical: 0.4 },
}

const FAMILIES: readonly StreamFamily[] = ['science', 'commerce', 'humanities']

/** The message naming each stream label. */
export const LABEL_MESSAGE: Record<StreamLabel, MessageId> = {
  'Science (PCM)': 'streamLabel.science-pcm',
  'Science (PCB)': 'streamLabel.science-pcb',
  'Science (PCM or PCB)': 'streamLabel.science',
  Commerce: 'streamLabel.commerce',
  'Arts/Humanities': 'streamLabel.humanities',
}

/** A stream label as a result stores it ('Science (PCM)'), said in `locale`; a label that is not the engine's as stored. */
export function streamLabelIn(label: string, locale: Locale): string {
  const id = LABEL_MESSAGE[label as StreamLabel] as MessageId | undefined
  return locale === 'en' || !id ? label : sayIn(message(id), locale)
}

/** The subjects of a stream that build on an interest type. */
function subjectsFor(type: RiasecType, stream: StreamLabel): MessageDescriptor {
  switch (type) {
    case 'realistic':
    case 'investigative':
      return message(stream === 'Science (PCM)' ? 'subjects.pcm' : stream === 'Science (PCB)' ? 'subjects.pcb' : 'subjects.science')
    default:
      return message(`subjects.${type}`)
  }
}

/** The family a career's stream belongs to; an 'Any stream' career names none. */
function familyOf(stream: Career['stream']): StreamFamily | undefined {
  switch (stream) {
    case 'Science (PCM)':
    case 'Science (PCB)':
    case 'Science (PCM or PCB)':
      return 'science'
    case 'Commerce':
      return 'commerce'
    case 'Humanities':
      return 'humanities'
    case 'Any stream':
      return undefined
  }
}

/**
 * A stream's interest part counts its strongest type as much as the mean of its types: one clear interest in the
 * area (a strongly Social student with average Artistic interest) is served by the stream. With the mean alone, a
 * quarter of humanities-type students in the validity study were sent elsewhere; with this, 17 %.
 */
const STRONGEST_TYPE_SHARE = 0.5

/** The family's interest types (mean and strongest, see STRONGEST_TYPE_SHARE) measured from the student's mean, on 0..1. */
function interestPart(profile: Profile, family: StreamFamily): number | null {
  const known = (Object.keys(profile.riasec) as RiasecType[]).filter((t) => profile.riasec[t] !== null)
  if (known.length < 3) return null
  const mean = known.reduce((s, t) => s + profile.riasec[t]!, 0) / known.length
  let num = 0
  let den = 0
  let best = -Infinity
  for (const [type, w] of Object.entries(INTEREST_AFFINITY[family]) as [RiasecType, number][]) {
    const score = profile.riasec[type]
    if (score === null) continue
    num += w * ((score - mean) / 100)
    den += w
    best = Math.max(best, (score - mean) / 100)
  }
  if (den === 0) return null
  return (1 - STRONGEST_TYPE_SHARE) * (num / den) + STRONGEST_TYPE_SHARE * best
}

/** -1..1: the family's aptitude leanings applied to the student's scores measured from their own mean. */
function aptitudePart(profile: Profile, family: StreamFamily): number | null {
  const areas = (['logical', 'numerical', 'science'] as const).filter((a) => profile.aptitude[a] !== null)
  if (areas.length < 2) return null
  const mean = areas.reduce((s, a) => s + profile.aptitude[a]!, 0) / areas.length
  let num = 0
  let den = 0
  for (const [area, w] of Object.entries(APTITUDE_LEANING[family]) as ['logical' | 'numerical' | 'science', number][]) {
    const score = profile.aptitude[area]
    if (score === null) continue
    num += w * ((score - mean) / 50)
    den += w
  }
  return den > 0 ? Math.max(-1, Math.min(1, num / den)) : 0
}

/** Vote of the career at rank i (0-based) among the top matches, for the Science track: its fit, divided by its rank. */
const voteWeight = (m: CareerMatch, i: number) => Math.max(0, m.fit) / (i + 1)

/**
 * Within Science, PCM or PCB from the top careers that name a track, weighted like the stream votes (a PCM-or-PCB
 * career counts half to each). Without a clear lead (two thirds of the track votes) it is 'Science (PCM or PCB)'.
 */
function scienceTrack(matches: readonly CareerMatch[]): { label: StreamLabel; pcm: string[]; pcb: string[] } {
  let pcm = 0
  let pcb = 0
  const pcmNames: string[] = []
  const pcbNames: string[] = []
  matches.slice(0, STREAM_VOTING_CAREERS).forEach((m, i) => {
    const w = voteWeight(m, i)
    if (m.career.stream === 'Science (PCM)') {
      pcm += w
      pcmNames.push(m.career.careerField)
    } else if (m.career.stream === 'Science (PCB)') {
      pcb += w
      pcbNames.push(m.career.careerField)
    } else if (m.career.stream === 'Science (PCM or PCB)') {
      pcm += w / 2
      pcb += w / 2
    }
  })
  const total = pcm + pcb
  const label: StreamLabel =
    total > 0 && pcm / total >= 2 / 3 ? 'Science (PCM)' : total > 0 && pcb / total >= 2 / 3 ? 'Science (PCB)' : 'Science (PCM or PCB)'
  return { label, pcm: pcmNames, pcb: pcbNames }
}

/**
 * The stream suggestion for grade + 1, or undefined outside grades 9 and 10.
 * score(family) = interests + STREAM_APTITUDE_MARGIN × aptitude. Interests: the mean score of the family's interest
 * types (INTEREST_AFFINITY) minus the student's mean over all six, on 0..1. Aptitude: the family's leanings applied
 * to the student's relatively stronger areas (-1..1), so the overall level of marks never picks the stream. The top
 * careers decide only the Science track (PCM or PCB) and serve as examples in the reasons.
 */
export function recommendStream(grade: Grade, profile: Profile, matches: readonly CareerMatch[]): StreamRecommendation | undefined {
  if (!suggestsStream(grade)) return undefined
  const raw = {} as Record<StreamFamily, number>
  for (const family of FAMILIES) {
    raw[family] = (interestPart(profile, family) ?? 0) + STREAM_APTITUDE_MARGIN * (aptitudePart(profile, family) ?? 0)
  }
  // Ties fall to the order science, commerce, humanities only for determinism; the wording then says 'equally'.
  const ranked = [...FAMILIES].sort((a, b) => raw[b] - raw[a] || FAMILIES.indexOf(a) - FAMILIES.indexOf(b))
  const best = ranked[0]!
  const second = ranked[1]!
  const track = scienceTrack(matches)
  const labelOf = (f: StreamFamily): StreamLabel => (f === 'science' ? track.label : f === 'commerce' ? 'Commerce' : 'Arts/Humanities')
  const stream = labelOf(best)
  const runnerUp = labelOf(second)
  const lead = raw[best] - raw[second]
  const summary = message('stream.summary', {
    stream: message(LABEL_MESSAGE[stream]),
    strength: profile.quality.lowConfidence ? 'careful' : lead >= STRONG_LEAD ? 'strong' : 'good',
    moment: grade === 10 ? 'next' : 'ahead',
    grade: grade + 1,
    runnerUp: message(LABEL_MESSAGE[runnerUp]),
    nearlyEqual: lead < NEAR_EQUAL_LEAD ? 'yes' : 'no',
  })

  const reasons: MessageDescriptor[] = []
  // Without any difference between the interests, the suggestion rests on the aptitude questions alone: say so, and
  // claim no interest or career match behind it (the careers are then listed A to Z, not by fit).
  const signal = hasInterestSignal(profile.quality.differentiation)
  if (!signal) {
    reasons.push(message('stream.reason.noInterestSignal'))
  }
  const topTypes = (Object.keys(INTEREST_AFFINITY[best]) as RiasecType[])
    .filter((t) => profile.riasec[t] !== null)
    .sort((a, b) => profile.riasec[b]! - profile.riasec[a]!)
  const bestInterest = topTypes[0]
  if (bestInterest && profile.riasec[bestInterest]! >= REASON_INTEREST_SCORE) {
    reasons.push(message('stream.reason.interest', { interest: message(`streamInterest.${bestInterest}`), subjects: subjectsFor(bestInterest, stream) }))
  }
  const strengths = (Object.keys(APTITUDE_LEANING[best]) as ('logical' | 'numerical' | 'science')[]).filter((a) => {
    const score = profile.aptitude[a]
    return score !== null && score >= APTITUDE_STRENGTH
  })
  if (best !== 'humanities' && strengths.length > 0) {
    reasons.push(message('stream.reason.aptitude', { areas: { list: strengths.map((a) => message(`streamAptitude.${a}`)) } }))
  }
  const voting = signal ? matches.slice(0, STREAM_VOTING_CAREERS).filter((m) => familyOf(m.career.stream) === best) : []
  if (voting.length > 0) {
    reasons.push(
      message('stream.reason.careers', {
        count: voting.length,
        top: Math.min(STREAM_VOTING_CAREERS, matches.length),
        careers: { list: voting.slice(0, 3).map((m) => m.career.careerField) },
        from: message(`streamFamily.${best}`),
      }),
    )
  }
  if (best === 'science' && stream === 'Science (PCM or PCB)' && track.pcm.length > 0 && track.pcb.length > 0) {
    reasons.push(message('stream.reason.bothTracks', { pcm: { list: track.pcm.slice(0, 2) }, pcb: { list: track.pcb.slice(0, 2) } }))
  }
  if (reasons.length === 0) reasons.push(message('stream.reason.slightLean', { stream: message(LABEL_MESSAGE[stream]) }))
  reasons.push(message('stream.reason.yourChoice'))
  // Shown on 0..100 with 50 as the student's own average, so the numbers read as "above or below your usual".
  const scores = Object.fromEntries(FAMILIES.map((f) => [f, Math.max(0, Math.min(100, Math.round(50 + raw[f] * 100)))])) as Record<StreamFamily, number>
  return { forGrade: grade + 1, stream, runnerUp, scores, summary: say(summary), reasons: reasons.map(say), messages: { summary, reasons } }
}
