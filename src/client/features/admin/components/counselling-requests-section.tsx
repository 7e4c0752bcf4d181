import { Link } from 'react-router'
import type { CounsellingRequest } from '../../../../shared/schemas/counselling'
import { buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { apiErrorMessage } from '../../../lib/api-client'
import { useCounsellingRequests } from '../api/get-counselling-requests'
import { formatDateTime } from '../../../lib/format'
import { formatPhone } from '../format'

/** The calls students asked for with 'Schedule Career Counseling' on their results, newest first. */
export function CounsellingRequestsSection() {
  const requests = useCounsellingRequests()

  return (
    <section aria-labelledby="admin-counselling-title" className="flex flex-col gap-4">
      <h2 id="admin-counselling-title" className="text-2xl font-bold text-gray-900">
        Counselling Requests
      </h2>
      {requests.isPending ? (
        <LoadingState label="Loading counselling requests..." />
      ) : requests.isError ? (
        <ErrorPanel
          title="Could not load the counselling requests"
          message={apiErrorMessage(requests.error, 'Please check your connection and try again.')}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <p className="text-gray-700">No counselling requests yet.</p>
      ) : (
        <ul aria-label="Counselling Requests" className="grid gap-4 md:grid-cols-2">
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
  const phone = formatPhone(request.phone)
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h3 id={titleId} className="text-lg font-bold break-words text-gray-900">
        {request.contactName}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">Phone</dt>
        <dd>
          <a
            href={phone.href}
            className="inline-flex min-h-11 items-center font-semibold text-blue-700 underline underline-offset-4"
          >
            {phone.text}
          </a>
        </dd>
        <dt className="text-gray-700">Preferred time</dt>
        <dd className="text-gray-900">{request.preferredTime}</dd>
        <dt className="text-gray-700">Requested</dt>
        <dd className="text-gray-900">{formatDateTime(request.createdAt)}</dd>
        <dt className="text-gray-700">Message</dt>
        <dd className="break-words whitespace-pre-line text-gray-900">
          {request.message || <span className="text-gray-700">No message</span>}
        </dd>
      </dl>
      <div className="mt-auto pt-4">
        {request.testId ? (
          <Link to={`/results/${encodeURIComponent(request.testId)}`} className={buttonStyles('secondary', 'w-full md:w-auto')}>
            View Test Results<span className="sr-only"> for {request.contactName}</span>
          </Link>
        ) : (
          <p className="text-sm text-gray-700">The test for this request has since been reset.</p>
        )}
      </div>
    </article>
  )
}
