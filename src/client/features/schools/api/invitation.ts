import { useMutation, useQuery } from '@tanstack/react-query'
import { userSchema } from '../../../../shared/schemas/auth'
import { invitationStatusSchema, type AcceptInvitationBody } from '../../../../shared/schemas/schools'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** POST /api/invitations/check: whether the mailed invitation can still be used, and for which school. */
function checkInvitation(token: string) {
  return api.post('/api/invitations/check', { token }, invitationStatusSchema)
}

export function useInvitationStatus(token: string) {
  return useQuery({ queryKey: ['invitation-check', token], queryFn: () => checkInvitation(token), retry: false })
}

/** POST /api/invitations/accept: sets the counsellor's password and signs this browser in. */
export function acceptInvitation(body: AcceptInvitationBody) {
  return api.post('/api/invitations/accept', body, userSchema)
}

export function useAcceptInvitation(config: MutationConfig<typeof acceptInvitation> = {}) {
  return useMutation({ ...config, mutationFn: acceptInvitation })
}
