import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { Button, buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { ApiError, hasErrorCode } from '../../lib/api-client'
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
 * must not reach search engines or other sites (the server also sends X-Robots-Tag and Referrer-Policy). It speaks the
 * parent's language (this browser's choice or its languages, and the switch), not the student's.
 */
export function SharedReportRoute() {
  const { token = '' } = useParams()
  const { t } = useI18n()
  useMetaTag('robots', 'noindex, nofollow')
  useMetaTag('referrer', 'no-referrer')
  useDocumentTitle(t('parents.pageTitle'))
  const report = useSharedReport(token)

  if (report.isPending) {
    return (
      <>
        <h1 className="sr-only">{t('parents.pageTitle')}</h1>
        <LoadingState label={t('parents.loading')} />
      </>
    )
  }

  if (report.isError) {
    // A link past its date (410) and one that never was or was withdrawn (404) both need a new link from the student;
    // anything else may pass on a retry.
    const expired = hasErrorCode(report.error, 'LINK_EXPIRED')
    const invalid = expired || (report.error instanceof ApiError && report.error.status === 404)
    return (
      <section className="mx-auto max-w-md py-8 text-center">
        <h1 className="text-2xl font-bold text-gray-900">
          {t(expired ? 'parents.expired.title' : invalid ? 'parents.invalid.title' : 'parents.failed.title')}
        </h1>
        <p className="mt-3 text-gray-700">
          {expired
            ? t('parents.expired.message')
            : invalid
              ? t('parents.invalid.message')
              : t('common.checkConnection')}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {!invalid && (
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t('common.retry')}
            </Button>
          )}
          <Link to="/" className={buttonStyles(invalid ? 'primary' : 'secondary')}>
            {t('parents.goToDisha')}
          </Link>
        </div>
      </section>
    )
  }

  return <SharedReportView report={report.data} />
}
