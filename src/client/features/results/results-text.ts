import type { Board, CurrentStream } from '../../../shared/constants'
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
  Science: 'results.stream.science',
  Commerce: 'results.stream.commerce',
  Arts: 'results.stream.arts',
}

/** A recommended stream (Science, Commerce or Arts) in the page's language. */
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

/** The traits of the profile by their keys: the interests in full and short, the work style and the aptitudes. */
export const TRAITS: Record<string, MessageId> = {
  realistic: 'results.trait.realistic',
  investigative: 'results.trait.investigative',
  artistic: 'results.trait.artistic',
  social: 'results.trait.social',
  enterprising: 'results.trait.enterprising',
  conventional: 'results.trait.conventional',
  analytical: 'results.trait.analytical',
  creative: 'results.trait.creative',
  leadership: 'results.trait.leadership',
  teamwork: 'results.trait.teamwork',
  persistence: 'results.trait.persistence',
  logical: 'results.trait.logical',
  numerical: 'results.trait.numerical',
  science: 'results.trait.science',
}

export const INTEREST_SHORT: Record<string, MessageId> = {
  realistic: 'results.short.realistic',
  investigative: 'results.short.investigative',
  artistic: 'results.short.artistic',
  social: 'results.short.social',
  enterprising: 'results.short.enterprising',
  conventional: 'results.short.conventional',
}
