import type { ClassBoard } from '../../../shared/schools'
import type { MessageId } from '../../i18n/messages'

/** A class's board in the catalogues (English's are CLASS_BOARD_LABELS'), in the schools area with the screens that name it. */
export const CLASS_BOARD_TEXT = { cbse: 'classBoard.cbse', icse: 'classBoard.icse', state: 'classBoard.state' } as const satisfies Record<ClassBoard, MessageId>
