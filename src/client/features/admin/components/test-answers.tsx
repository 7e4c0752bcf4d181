import type { AdminTestAnswer } from '../../../../shared/schemas/admin'
import type { Section } from '../../../../shared/schemas/items'
import { useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'

const SECTION_TEXT: Record<Section, MessageId> = {
  Interests: 'admin.answers.section.interests',
  'Work Style': 'admin.answers.section.workStyle',
  'Logical Reasoning': 'admin.answers.section.logical',
  'Numerical Aptitude': 'admin.answers.section.numerical',
  Science: 'admin.answers.section.science',
}

/**
 * A sitting's questions in the order asked, each with the student's answer; a knowledge item also says the key and
 * whether the answer was right. A numbered list of cards, one column at 360 px.
 */
export function TestAnswers({ answers }: { answers: AdminTestAnswer[] }) {
  const { t } = useI18n()
  return (
    <ol aria-label={t('admin.answers.label')} className="flex flex-col gap-3">
      {answers.map((a) => (
        <li key={a.questionId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-700">
            {t('admin.answers.question', { position: a.position })}
            {a.section ? ` · ${t(SECTION_TEXT[a.section])}` : ''}
          </p>
          <p className="mt-1 font-medium text-gray-900">{a.questionText ?? t('admin.answers.gone', { id: a.questionId })}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">{t('admin.answers.answer')}</dt>
            <dd className="break-words text-gray-900">{a.answer ?? t('admin.answers.none')}</dd>
            {a.key !== undefined && (
              <>
                <dt className="text-gray-700">{t('admin.answers.key')}</dt>
                <dd className="break-words text-gray-900">
                  {a.key}
                  <span className={a.correct ? 'ml-2 font-semibold text-green-800' : 'ml-2 font-semibold text-red-800'}>
                    {a.correct ? t('admin.answers.right') : t('admin.answers.wrong')}
                  </span>
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ol>
  )
}
