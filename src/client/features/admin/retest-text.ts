import { MIN_RETEST_PAIRS, type RetestReport } from '../../../shared/schemas/admin'
import type { I18n } from '../../i18n/i18n'
import type { MessageId } from '../../i18n/messages'

/**
 * The retake goals the server measures, by the English it names them with (services/retest.ts, goalsOf;
 * tests/api/retest-texts.test.ts holds the two together).
 */
const GOAL_TEXT: Record<string, MessageId | undefined> = {
  'the same #1 career family on a retake': 'admin.retest.goal.sameFamily',
  'top-5 clusters that survive a retake': 'admin.retest.goal.clustersSurvive',
}

/**
 * A retake goal's name. English shows the server's own, capitalised; Hindi the catalogue's for a goal it knows. A goal
 * it does not know keeps the server's English (`english: true`, for the screen to mark it so).
 */
export function goalText(what: string, { locale, t }: I18n): { text: string; english: boolean } {
  const english = what.charAt(0).toUpperCase() + what.slice(1)
  const id = locale === 'en' ? undefined : GOAL_TEXT[what]
  return id ? { text: t(id), english: false } : { text: english, english: locale !== 'en' }
}

/** The report's closing note: the server's own in English; in Hindi the same, chosen as the server does, by the pairs. */
export function retestNote(report: Pick<RetestReport, 'pairs' | 'note'>, { locale, t }: I18n): string {
  if (locale === 'en') return report.note
  return report.pairs < MIN_RETEST_PAIRS ? t('admin.retest.note.few', { pairs: report.pairs, min: MIN_RETEST_PAIRS }) : t('admin.retest.note.floor')
}
