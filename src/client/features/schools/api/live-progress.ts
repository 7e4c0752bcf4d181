import { useQuery } from '@tanstack/react-query'
import { classLiveSchema } from '../../../../shared/schemas/schools'
import { LIVE_PROGRESS_REFRESH_SECONDS } from '../../../../shared/schools'
import { api } from '../../../lib/api-client'
import { classQueryKey } from './my-school'

/** GET /api/school/classes/:id/live: where each student of the class is with the test, now. */
function getClassLive(classId: string, signal?: AbortSignal) {
  return api.get(`/api/school/classes/${encodeURIComponent(classId)}/live`, classLiveSchema, signal)
}

/** Under the class's key, so a change to the class (its test window) refreshes the live view too. */
const classLiveQueryKey = (classId: string) => [...classQueryKey(classId), 'live'] as const

/**
 * The live view asks again every LIVE_PROGRESS_REFRESH_SECONDS while the page is on screen; TanStack Query holds the
 * interval while the tab is hidden (refetchIntervalInBackground is false), so a forgotten tab costs the server
 * nothing.
 */
export function useClassLive(classId: string) {
  return useQuery({
    queryKey: classLiveQueryKey(classId),
    queryFn: ({ signal }) => getClassLive(classId, signal),
    refetchOnMount: 'always',
    refetchInterval: LIVE_PROGRESS_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: false,
  })
}
