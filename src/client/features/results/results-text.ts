import type { Board, CurrentStream } from '../../../shared/constants'
import { APTITUDES, RIASEC, WORK_STYLES, type RiasecType, type Trait } from '../../../shared/traits'
import type { I18n } from '../../i18n/i18n'
import type { MessageId } from '../../i18n/messages'

// The words of a result that come from fixed lists (bands, boards, streams, the profile's traits), in the catalogues.
// What the engine writes about each student (careers, reasons, notes) is shown as the server sends it.

const BANDS: Record<string, MessageId> = {
  'Strong fit': 'results.band.strong',
  'Good fit': 'results.band.good',
  'Worth exploring': 'results.band.explore',
}

/** A fit band in the page's language; a band the client does not know is shown as the server names it. */
export function bandText(band: string, { t }: Pick<I18n, 't'>): string {
  const id = BANDS[band]
  return id ? t(id) : band
}

const STREAMS: Record<string, MessageId> = {
  // A career's usual stream.
  Science: 'results.stream.science',
  Commerce: 'results.stream.commerce',
  Arts: 'results.stream.arts',
  // The stream the result suggests, and its runner-up, as the engine labels them (server/assessment/stream.ts).
  'Science (PCM)': 'results.stream.science-pcm',
  'Science (PCB)': 'results.stream.science-pcb',
  'Science (PCM or PCB)': 'results.stream.science-either',
  'Arts/Humanities': 'results.stream.humanities',
}

/** A stream (a career's usual one, or one the result suggests) in the page's language; one not known as sent. */
export function streamText(stream: string, { t }: Pick<I18n, 't'>): string {
  const id = STREAMS[stream]
  return id ? t(id) : stream
}

export const BOARD_NAMES = {
  cbse: 'results.boardName.cbse',
  icse: 'results.boardName.icse',
  state: 'results.boardName.state',
} as const satisfies Record<Board, MessageId>

export const CURRENT_STREAM_NAMES = {
  'science-pcm': 'results.streamName.science-pcm',
  'science-pcb': 'results.streamName.science-pcb',
  'science-pcmb': 'results.streamName.science-pcmb',
  'commerce-maths': 'results.streamName.commerce-maths',
  commerce: 'results.streamName.commerce',
  humanities: 'results.streamName.humanities',
  vocational: 'results.streamName.vocational',
} as const satisfies Record<CurrentStream, MessageId>

const TRAIT_KEYS: ReadonlySet<string> = new Set<Trait>([...RIASEC, ...WORK_STYLES, ...APTITUDES])
const INTEREST_KEYS: ReadonlySet<string> = new Set<Trait>(RIASEC)

/**
 * A trait's name in the catalogue, `results.trait.<key>`: the interests with their RIASEC names, the work style and the
 * aptitudes. The keys are the shared trait lists, so a trait added there without its catalogue entry fails the type
 * check here; undefined for a trait this client does not know yet.
 */
export function traitMessage(key: string): MessageId | undefined {
  return TRAIT_KEYS.has(key) ? (`results.trait.${key as Trait}` as const satisfies MessageId) : undefined
}

/** An interest's short name in the catalogue, `results.short.<key>`, for the results summary's chart. */
export function interestShortMessage(key: string): MessageId | undefined {
  return INTEREST_KEYS.has(key) ? (`results.short.${key as RiasecType}` as const satisfies MessageId) : undefined
}
