// The product's constants (docs/product.md, "Constants"), shared by client and server.

export const TEST_TIME_LIMIT_SECONDS = 1800
export const TIMER_WARNING_SECONDS = 300
export const MAX_QUESTIONS = 30
export const MIN_PASSWORD_LENGTH = 6

export const GRADES = [8, 9, 10, 11, 12] as const
export type Grade = (typeof GRADES)[number]

export const GRADE_INFO: Record<Grade, { name: string; ages: string; note?: string }> = {
  8: { name: 'Foundation', ages: '13-14' },
  9: { name: 'Exploration', ages: '14-15' },
  10: { name: 'Decision', ages: '15-16', note: 'Science, Commerce or Arts choice' },
  11: { name: 'Specialization', ages: '16-17' },
  12: { name: 'Transition', ages: '17-18' },
}

export const TOAST_DURATION_MS = 5000
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

/**
 * The school boards a student can name. A state board follows the NCERT books, so its student meets the items tagged
 * with an NCERT chapter; a student who names no board meets only items both boards teach by their grade.
 */
export const BOARDS = ['cbse', 'icse', 'state'] as const
export type Board = (typeof BOARDS)[number]
export const BOARD_LABELS: Record<Board, string> = {
  cbse: 'CBSE',
  icse: 'ICSE / ISC',
  state: 'State board (NCERT books)',
}
export const BOARD_MESSAGE = "Choose the board as 'cbse', 'icse' or 'state'"

/** The languages Disha speaks: English and Hindi (docs/decisions/045-i18n.md). */
export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const LOCALE_MESSAGE = "Choose the language as 'en' (English) or 'hi' (Hindi)"

/** Grades whose results suggest a stream for the next grade: students choose a stream after class 10. */
export const STREAM_SUGGESTION_GRADES = [9, 10] as const
export const suggestsStream = (grade: number): boolean => (STREAM_SUGGESTION_GRADES as readonly number[]).includes(grade)

/** Grades that study a stream already: they choose their current stream and subjects before the test (issue #10). */
export const CURRENT_STREAM_GRADES = [11, 12] as const
export const studiesStream = (grade: number): boolean => (CURRENT_STREAM_GRADES as readonly number[]).includes(grade)
export const CURRENT_STREAMS = ['science-pcm', 'science-pcb', 'science-pcmb', 'commerce-maths', 'commerce', 'humanities', 'vocational'] as const
export type CurrentStream = (typeof CURRENT_STREAMS)[number]
export const CURRENT_STREAM_LABELS: Record<CurrentStream, string> = {
  'science-pcm': 'Science: Physics, Chemistry, Mathematics (PCM)',
  'science-pcb': 'Science: Physics, Chemistry, Biology (PCB)',
  'science-pcmb': 'Science: Physics, Chemistry, Mathematics and Biology (PCMB)',
  'commerce-maths': 'Commerce with Mathematics',
  commerce: 'Commerce without Mathematics',
  humanities: 'Humanities (Arts)',
  vocational: 'Vocational subjects',
}
