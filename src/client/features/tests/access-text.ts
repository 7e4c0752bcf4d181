import { NO_BREAK_SPACE } from '../../../shared/no-break'
import type { GradeAccess } from '../../../shared/schemas/access'

/** 'Grade 10' that never splits at a line end ('Grade' on one line, '10' on the next). */
export const gradeName = (grade: number) => `Grade${NO_BREAK_SPACE}${grade}`

/** What happens to the earlier result when a premium student takes a grade again (the home card, instructions, results). */
export const RETAKE_KEEPS_EARLIER = 'Your earlier result is kept in your test history.'

/**
 * Why a completed grade cannot be taken again for this student, and what would allow it, from what covers the grade
 * (services/access.ts: only an active premium plan gives retakes; an admin can also reset the test history).
 */
export function whyNoRetake(access: Pick<GradeAccess, 'grade' | 'coveredBy'>): { why: string; allow: string } {
  const why =
    access.coveredBy === 'grade'
      ? `A single grade test is taken once, and you have taken ${gradeName(access.grade)}.`
      : access.coveredBy === 'basic'
        ? `Your Basic plan gives one assessment, and it was used for ${gradeName(access.grade)}.`
        : access.coveredBy === 'free'
          ? 'Tests are free right now, and each grade is taken once.'
          : `Each grade is taken once, and you have taken ${gradeName(access.grade)}.`
  return {
    why,
    allow: 'The Premium plan includes retakes of every grade, with your earlier result kept in your history. An admin can also reset your test history.',
  }
}
