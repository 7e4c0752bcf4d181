import { Link } from 'react-router'
import type { GradeAccess } from '../../../../shared/schemas/access'
import { buttonStyles } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'
import { whyNoRetake } from '../access-text'

/**
 * A completed grade that this student may not take again (the server's `completed`): its results, why no retake,
 * and what would allow one (docs/product.md, "Test Already Completed").
 */
export function TestAlreadyCompleted({ access }: { access: GradeAccess }) {
  const i18n = useI18n()
  const { t } = i18n
  const { why, allow } = whyNoRetake(access, i18n)
  return (
    <section aria-labelledby="completed-title" className="mx-auto max-w-md py-8 text-center">
      <p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12 5 5 9-10" />
        </svg>
      </p>
      <h1 id="completed-title" className="mt-4 text-2xl font-bold text-gray-900">
        {t('completed.title')}
      </h1>
      <p className="mt-3 text-gray-700">
        {t('completed.message', { grade: access.grade })} {why}
      </p>
      <p className="mt-2 text-gray-700">{allow}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        {access.lastTestId && (
          <Link to={`/results/${encodeURIComponent(access.lastTestId)}`} className={buttonStyles('primary')}>
            {t('completed.viewResults')}
          </Link>
        )}
        <Link to="/pricing" className={buttonStyles('secondary')}>
          {t('completed.seePremium')}
        </Link>
        <Link to="/" className={buttonStyles('secondary')}>
          {t('common.backToHome')}
        </Link>
      </div>
    </section>
  )
}
