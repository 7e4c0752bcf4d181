import { useMutation, useQuery } from '@tanstack/react-query'
import { classReportSchema, schoolReportSchema } from '../../../../shared/schemas/cohort-report'
import { api, toApiError } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { fileNameFrom, saveBlob } from '../../../lib/save-file'

/** GET /api/school/classes/:id/report: where the class is with its test, its spreads and its results to read with care. */
function getClassReport(classId: string, signal?: AbortSignal) {
  return api.get(`/api/school/classes/${encodeURIComponent(classId)}/report`, classReportSchema, signal)
}

export function useClassReport(classId: string) {
  // The figures move as students take the test: asked again each time the page is opened.
  return useQuery({ queryKey: ['school', 'classes', classId, 'report'], queryFn: ({ signal }) => getClassReport(classId, signal), refetchOnMount: 'always' })
}

/** GET /api/school/report: the school's classes, its grades' spreads and every student to follow up. */
function getSchoolReport(signal?: AbortSignal) {
  return api.get('/api/school/report', schoolReportSchema, signal)
}

export function useSchoolReport() {
  return useQuery({ queryKey: ['school', 'report'], queryFn: ({ signal }) => getSchoolReport(signal), refetchOnMount: 'always' })
}

export const classReportCsvUrl = (classId: string) => `/api/school/classes/${encodeURIComponent(classId)}/report.csv`
export const schoolReportCsvUrl = '/api/school/report.csv'

export const classReportPdfUrl = (classId: string) => `/api/school/classes/${encodeURIComponent(classId)}/report.pdf`
export const schoolReportPdfUrl = '/api/school/report.pdf'

/**
 * Fetches a report's file (its CSV, or its PDF drawn by the server in the account's language) and saves it under
 * the server's file name; a failure is an ApiError with the server's sentence.
 */
export async function downloadReportFile(url: string): Promise<{ fileName: string }> {
  const pdf = url.endsWith('.pdf')
  const response = await fetch(url, { credentials: 'include', headers: { Accept: pdf ? 'application/pdf' : 'text/csv' } })
  if (!response.ok) throw await toApiError(response)
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), pdf ? 'disha-report.pdf' : 'disha-report.csv')
  saveBlob(await response.blob(), fileName)
  return { fileName }
}

export function useDownloadReportFile(config: MutationConfig<typeof downloadReportFile> = {}) {
  return useMutation({ ...config, mutationFn: downloadReportFile })
}
