import type { GradeAccess } from '../../../shared/schemas/access'
import { currentI18n, type I18n } from '../../i18n/i18n'

/**
 * Why a completed grade cannot be taken again for this student, and what would allow it, from what covers the grade
 * (services/access.ts: only an active premium plan gives retakes; an admin can also reset the test history).
 */
export function whyNoRetake(access: Pick<GradeAccess, 'grade' | 'coveredBy'>, { t }: I18n = currentI18n()): { why: string; allow: string } {
  const values = { grade: access.grade }
  const why =
    access.coveredBy === 'grade'
      ? t('completed.why.grade', values)
      : access.coveredBy === 'basic'
        ? t('completed.why.basic', values)
        : access.coveredBy === 'free'
          ? t('completed.why.free')
          : t('completed.why.other', values)
  return { why, allow: t('completed.allow') }
}
