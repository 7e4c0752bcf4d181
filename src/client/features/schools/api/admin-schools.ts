import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  grantSeatsResponseSchema,
  inviteCounsellorResponseSchema,
  schoolListSchema,
  schoolSchema,
  type createSchoolBodySchema,
  type GrantSeatsBody,
  type InviteCounsellorBody,
} from '../../../../shared/schemas/schools'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** GET /api/admin/schools: every school with its counsellors, for the platform admin. */
function getAdminSchools(signal?: AbortSignal) {
  return api.get('/api/admin/schools', schoolListSchema, signal)
}

const adminSchoolsQueryKey = ['admin', 'schools'] as const

export function useAdminSchools() {
  return useQuery(queryOptions({ queryKey: adminSchoolsQueryKey, queryFn: ({ signal }) => getAdminSchools(signal) }))
}

/** Refreshes the schools list before the mutation settles, so the new row is there when the form says done. */
function useRefreshingSchools<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: adminSchoolsQueryKey })
      await onSuccess?.(...args)
    },
  })
}

/** POST /api/admin/schools: a new school, with its code. */
export function createSchool(body: z.input<typeof createSchoolBodySchema>) {
  return api.post('/api/admin/schools', body, schoolSchema)
}

export function useCreateSchool(config: MutationConfig<typeof createSchool> = {}) {
  return useRefreshingSchools(createSchool, config)
}

/** POST /api/admin/schools/:id/counsellors: the invitee gets a link by e-mail to set a password. */
export function inviteCounsellor({ schoolId, ...body }: InviteCounsellorBody & { schoolId: string }) {
  return api.post(`/api/admin/schools/${encodeURIComponent(schoolId)}/counsellors`, body, inviteCounsellorResponseSchema)
}

export function useInviteCounsellor(config: MutationConfig<typeof inviteCounsellor> = {}) {
  return useRefreshingSchools(inviteCounsellor, config)
}

/** POST /api/admin/schools/:id/seats: seats granted to the school, with a note for the record. */
export function grantSeats({ schoolId, ...body }: GrantSeatsBody & { schoolId: string }) {
  return api.post(`/api/admin/schools/${encodeURIComponent(schoolId)}/seats`, body, grantSeatsResponseSchema)
}

export function useGrantSeats(config: MutationConfig<typeof grantSeats> = {}) {
  return useRefreshingSchools(grantSeats, config)
}
