import type { Grade } from '../../../shared/constants'
import type { MessageId } from '../../i18n/messages'

/** Each grade's stage, as the grade cards and the instructions name it (GRADE_INFO's names, in the catalogues). */
export const GRADE_NAMES = {
  8: 'grade.8.name',
  9: 'grade.9.name',
  10: 'grade.10.name',
  11: 'grade.11.name',
  12: 'grade.12.name',
} as const satisfies Record<Grade, MessageId>

/** A grade's note under its card (GRADE_INFO's notes), where it has one. */
export const GRADE_NOTES: Partial<Record<Grade, MessageId>> = { 10: 'grade.10.note' }
