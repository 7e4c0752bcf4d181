import { queryOptions, useQuery } from '@tanstack/react-query'
import { linkStatusSchema } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'

/** POST /api/reset-links/check: whether the e-mailed link can still be used (the token goes in the body, not the address). */
function checkResetLink(token: string) {
  return api.post('/api/reset-links/check', { token }, linkStatusSchema)
}

/** Asked once as the page opens; a new answer only with a new token. */
export function useLinkStatus(token: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['reset-links', token] as const,
      queryFn: () => checkResetLink(token as string),
      enabled: token !== null && token !== '',
    }),
  )
}
