import type { Board } from '../../shared/constants'
import type { MessageId } from './messages'

/**
 * Each school board's name in the catalogues (English's are BOARD_LABELS'), for the profile's board and class. The
 * keys are in the account area: the profile, the one page that names a board, loads it.
 */
export const BOARD_TEXT = { cbse: 'board.cbse', icse: 'board.icse', state: 'board.state' } as const satisfies Record<Board, MessageId>
