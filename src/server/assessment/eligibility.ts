// Grades 11 and 12: which careers a student's current stream still opens, and what route remains when it has closed
// the usual one. A Commerce student must not be told to prepare for NEET as if nothing stood in the way; nor should
// the door be shut without naming the way round (an additional subject through NIOS, a diploma, another exam).
// Requirements are the usual ones for admission after class 12 in India; each note says what to check.
import type { CurrentStream } from '../../shared/constants'
import type { Career } from '../../shared/schemas/careers'
import { streamRoutesFileSchema, type Requirement, type StreamRoute, type Subject } from '../../shared/schemas/stream-routes'
import { readAssessmentJson } from '../lib/paths'
import { CAREERS } from './careers'
import { message, say, type MessageDescriptor } from './messages'

export type { Requirement }

export interface Eligibility {
  open: boolean
  /** Closed: why, and the route that remains. Open: a caution worth knowing, when there is one. */
  note?: string
  /** The note as a descriptor (messages.ts) when the engine wrote it; a note of stream-routes.json is data, kept as its text. */
  messages?: { note: MessageDescriptor }
}

/** An open career's route for this stream, where it differs from the catalogue's usual one (`without` in the data). */
export interface StreamRouteSteps {
  steps?: string[]
  exams?: string[]
}

/** Reads the stream routes data file (stream-routes.json). Exposed for the tests. */
function readStreamRoutesFile(): unknown {
  return readAssessmentJson('stream-routes.json')
}

/**
 * Careers whose real requirement differs from the usual stream the catalogue gives for grades 9-10, with what to tell
 * a student whose stream lacks a subject (stream-routes.json; each entry's `why` says why). Validated at start-up,
 * so an entry for an unknown career or a closed note that names no route stops the server, not a student's result.
 */
export const STREAM_ROUTES: Readonly<Record<string, StreamRoute>> = Object.freeze(
  streamRoutesFileSchema(CAREERS.map((c) => c.id)).parse(readStreamRoutesFile()).careers,
)

export function requirementOf(career: Career): Requirement {
  const override = STREAM_ROUTES[career.id]
  if (override) return override.requires
  switch (career.stream) {
    case 'Science (PCM)':
      return 'pcm'
    case 'Science (PCB)':
      return 'pcb'
    case 'Science (PCM or PCB)':
      return 'science'
    default:
      return 'none'
  }
}

const HAS = {
  maths: new Set<CurrentStream>(['science-pcm', 'science-pcmb', 'commerce-maths']),
  physicsChemistry: new Set<CurrentStream>(['science-pcm', 'science-pcb', 'science-pcmb']),
  biology: new Set<CurrentStream>(['science-pcb', 'science-pcmb']),
}

function streamHas(stream: CurrentStream, subject: Subject): boolean {
  return HAS[subject].has(stream)
}

/**
 * Whether the student's current stream still opens a career, with the route that remains when it does not, or the
 * route that fits when the best-known one needs a subject the stream lacks.
 */
export function eligibilityFor(career: Career, stream: CurrentStream): Eligibility {
  return streamRouteFor(career, stream).eligibility
}

/** `eligibilityFor`, with the steps and exams of the route that fits the stream where they differ (`without` in the data). */
export function streamRouteFor(career: Career, stream: CurrentStream): { eligibility: Eligibility; route: StreamRouteSteps } {
  const override = STREAM_ROUTES[career.id]
  const has = (subject: Subject) => streamHas(stream, subject)
  const closedNote = generalClosedNote(career, requirementOf(career), stream)
  if (closedNote !== null) {
    const eligibility = override?.closed ? { open: false, note: override.closed } : { open: false, note: say(closedNote), messages: { note: closedNote } }
    return { eligibility, route: {} }
  }
  const without = override?.without
  if (without && !without.needs.every(has)) {
    const route = { ...(without.steps ? { steps: without.steps } : {}), ...(without.exams ? { exams: without.exams } : {}) }
    return { eligibility: { open: true, note: without.note }, route }
  }
  return { eligibility: override?.note ? { open: true, note: override.note } : { open: true }, route: {} }
}

/** Whether a stream's subjects meet a class 12 requirement. */
export function meetsRequirement(requires: Requirement, stream: CurrentStream): boolean {
  const has = (subject: Subject) => streamHas(stream, subject)
  switch (requires) {
    case 'none':
      return true
    case 'maths':
      return has('maths')
    case 'pcm':
      return has('maths') && has('physicsChemistry')
    case 'pcb':
      return has('biology')
    case 'science':
      return has('physicsChemistry')
  }
}

/** Null when the requirement is met; otherwise why not, and the usual routes that remain. */
function generalClosedNote(career: Career, requires: Requirement, stream: CurrentStream): MessageDescriptor | null {
  if (meetsRequirement(requires, stream)) return null
  const values = { career: career.careerField }
  const hasPC = streamHas(stream, 'physicsChemistry')
  switch (requires) {
    case 'none':
      return null
    case 'maths':
      return message('closed.maths', values)
    case 'pcm':
      return message(hasPC ? 'closed.pcm.withPhysicsChemistry' : 'closed.pcm', values)
    case 'pcb':
      return message(hasPC ? 'closed.pcb.withPhysicsChemistry' : 'closed.pcb', values)
    case 'science':
      return message('closed.science', values)
  }
}
