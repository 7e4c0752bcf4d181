import { useMutation } from '@tanstack/react-query'
import { userSchema, type RegisterBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** POST /api/register: the new user, signed in. */
export function register(body: RegisterBody) {
  return api.post('/api/register', body, userSchema)
}

export function useRegister(config: MutationConfig<typeof register> = {}) {
  return useMutation({ ...config, mutationFn: register })
}
