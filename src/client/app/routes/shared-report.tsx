import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { Button, buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ApiError } from '../../lib/api-client'
import { useSharedReport } from '../../features/reports/api/get-shared-report'
import { SharedReportView } from '../../features/reports/components/shared-report-view'

/** Adds a <meta> to the head while the page is shown. */
function useMetaTag(name: string, content: string) {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = name
    meta.content = content
    document.head.append(meta)
    return () => meta.remove()
  }, [name, content])
}

/**
 * `/shared/{token}`: the read-only page a parent opens from a share link, signed in or not. The token in the address
 * must not reach search engines or other sites (the server also sends X-Robots-Tag and Referrer-Policy).
 */
export function SharedReportRoute() {
  const { token = '' } = useParams()
  useMetaTag('robots', 'noindex, nofollow')
  useMetaTag('referrer', 'no-referrer')
  useDocumentTitle('Shared Career Report')
  const report = useSharedReport(token)

  if (report.isPending) {
    return (
      <>
        <h1 className="sr-only">Shared Career Report</h1>
        <LoadingState label="Loading the shared report..." />
      </>
    )
  }

  if (report.isError) {
    const invalid = report.error instanceof ApiError && report.error.status === 404
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{invalid ? 'This link is no longer valid' : 'Could not load the report'}</h1>
        <p className="mt-3 text-gray-700">
          {invalid
            ? 'The student may have stopped sharing, or the link was copied incompletely. Ask them to share their report again.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {!invalid && (
            <Button variant="secondary" onClick={() => void report.refetch()}>
              Retry
            </Button>
          )}
          <Link to="/" className={buttonStyles(invalid ? 'primary' : 'secondary')}>
            Go to Disha
          </Link>
        </div>
      </section>
    )
  }

  return <SharedReportView report={report.data} />
}
