// Constants of schools, classes and the accounts a school holds, shared by client and server
// (docs/decisions/026-schools.md).
import { BOARDS, type Board } from './constants'

/** What an account is: a student (every account that signs up) or the counsellor of one school. */
export const USER_ROLES = ['student', 'counsellor'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** The board a class follows: one of the boards a student may name. */
export const CLASS_BOARDS = BOARDS
export type ClassBoard = Board

/**
 * Letters of school codes, join codes, user names' suffixes and one-time passwords: no 0/O, 1/I/L, 5/S or 2/Z, which
 * a 13-year-old copying a printed slip mixes up.
 */
export const SLIP_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789'
export const SCHOOL_CODE_LENGTH = 6
export const JOIN_CODE_LENGTH = 8
/** One-time passwords: 8 letters of the slip alphabet (27^8, about 2^38), typed once and then replaced. */
export const ONE_TIME_PASSWORD_LENGTH = 8

/** The most lines one class list may hold: a whole grade of a large school at once. */
export const MAX_CLASS_LIST_ROWS = 1000

/**
 * The time a counsellor may give a student with a documented need, as a multiple of the test's limit (WCAG 2.2.1
 * Timing Adjustable): 1 is the standard time. Stored as a percentage (users.time_factor_percent).
 */
export const TIME_FACTORS = [1, 1.25, 1.5, 2] as const
export type TimeFactor = (typeof TIME_FACTORS)[number]

/** A time in minutes and seconds as a sentence says it: '30 minutes', '37 minutes 30 seconds'. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = Math.round(seconds % 60)
  const m = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
  return rest === 0 ? m : `${m} ${rest} ${rest === 1 ? 'second' : 'seconds'}`
}

/**
 * What the server answers a student of a class whose test window is closed when the start is refused. The test page
 * says the same sentence from its catalogue (test.windowClosed.text) before Start is pressed, in English and Hindi.
 */
export function testWindowClosedMessage(grade: number, className: string): string {
  return `The Grade ${grade} test of class ${className} is not open now. Your counsellor opens it for the test period.`
}

/**
 * Live progress during the exam period: a student on the test whose last save is older than this has "gone quiet"
 * (a phone that died, a closed tab, a student who needs a hand). A student answering saves at least once a question,
 * and three minutes is well past the longest question.
 */
export const GONE_QUIET_SECONDS = 180

/** How long the server keeps a class's live progress before reading it again: the lab's refreshes share one read. */
export const LIVE_PROGRESS_CACHE_SECONDS = 3

/** How often the counsellor's live view asks again while it is on screen. */
export const LIVE_PROGRESS_REFRESH_SECONDS = 5
