import { useMutation } from '@tanstack/react-query'
import { currentLocale } from '../../../i18n/i18n'
import { toApiError } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { fileNameFrom, saveBlob } from '../../../lib/save-file'

const FALLBACK_FILE_NAME = 'Career_Report.pdf'

/** The report's address: the signed-in owner's, or a parent's through a share link (`?token=`). */
export const reportDownloadUrl = (testId: string) => `/api/reports/${encodeURIComponent(testId)}/download`

/**
 * GET /api/reports/:id/download: fetches the PDF and saves it under the server's file name. A fetch rather than a
 * plain link, so a failure shows the 'Download Failed' toast instead of an error page. The report is in the student's
 * language, else in the one this screen shows (`lang`: the student's own, or a parent's on the shared page).
 */
export async function downloadReport(url: string): Promise<{ fileName: string }> {
  const address = `${url}${url.includes('?') ? '&' : '?'}lang=${currentLocale()}`
  const response = await fetch(address, { credentials: 'include', headers: { Accept: 'application/pdf' } })
  if (!response.ok) throw await toApiError(response)
  const blob = await response.blob()
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), FALLBACK_FILE_NAME)
  saveBlob(blob, fileName)
  return { fileName }
}

export function useDownloadReport(config: MutationConfig<typeof downloadReport> = {}) {
  return useMutation({ ...config, mutationFn: downloadReport })
}
