import { Link } from 'react-router'
import type { CounsellingRequest } from '../../../../shared/schemas/counselling'
import { buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import { useCounsellingRequests } from '../api/get-counselling-requests'
import { dateTimeOptions, formatPhone } from '../format'

/** The calls students asked for with 'Schedule Career Counseling' on their results, newest first. */
export function CounsellingRequestsSection() {
  const { t } = useI18n()
  const requests = useCounsellingRequests()

  return (
    <section aria-labelledby="admin-counselling-title" className="flex flex-col gap-4">
      <h2 id="admin-counselling-title" className="text-2xl font-bold text-gray-900">
        {t('admin.counselling.title')}
      </h2>
      {requests.isPending ? (
        <LoadingState label={t('admin.counselling.loading')} />
      ) : requests.isError ? (
        <ErrorPanel
          title={t('admin.counselling.loadFailed')}
          message={apiErrorText(requests.error, 'admin.tryAgain')}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <p className="text-gray-700">{t('admin.counselling.none')}</p>
      ) : (
        <ul aria-label={t('admin.counselling.title')} className="grid gap-4 md:grid-cols-2">
          {requests.data.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function RequestCard({ request }: { request: CounsellingRequest }) {
  const titleId = `counselling-${request.id}`
  const { t, intl, locale } = useI18n()
  const phone = formatPhone(request.phone)
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id={titleId} className="text-lg font-bold break-words text-gray-900">
        {request.contactName}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('admin.counselling.phone')}</dt>
        <dd>
          <a
            href={phone.href}
            className="inline-flex min-h-11 items-center font-semibold text-blue-700 underline underline-offset-4"
          >
            {phone.text}
          </a>
        </dd>
        <dt className="text-gray-700">{t('admin.counselling.preferredTime')}</dt>
        <dd className="text-gray-900">{request.preferredTime}</dd>
        <dt className="text-gray-700">{t('admin.counselling.requested')}</dt>
        <dd className="text-gray-900">{intl.formatDate(request.createdAt, dateTimeOptions(locale))}</dd>
        <dt className="text-gray-700">{t('admin.counselling.message')}</dt>
        <dd className="break-words whitespace-pre-line text-gray-900">
          {request.message || <span className="text-gray-700">{t('admin.counselling.noMessage')}</span>}
        </dd>
      </dl>
      <div className="mt-auto pt-4">
        {request.testId ? (
          <Link to={`/results/${encodeURIComponent(request.testId)}`} className={buttonStyles('secondary', 'w-full md:w-auto')}>
            {t('admin.counselling.viewResults')}
            <span className="sr-only">{t('admin.counselling.forName', { name: request.contactName })}</span>
          </Link>
        ) : (
          <p className="text-sm text-gray-700">{t('admin.counselling.testReset')}</p>
        )}
      </div>
    </article>
  )
}
