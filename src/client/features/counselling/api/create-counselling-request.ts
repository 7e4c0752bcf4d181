import { useMutation } from '@tanstack/react-query'
import { counsellingCreatedSchema, type CounsellingRequestBody } from '../../../../shared/schemas/counselling'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** POST /api/counselling-requests: a counsellor calls the given number at the chosen time. */
export function createCounsellingRequest(body: CounsellingRequestBody) {
  return api.post('/api/counselling-requests', body, counsellingCreatedSchema)
}

export function useCreateCounsellingRequest(config: MutationConfig<typeof createCounsellingRequest> = {}) {
  return useMutation({ ...config, mutationFn: createCounsellingRequest })
}
