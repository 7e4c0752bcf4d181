import { useMutation } from '@tanstack/react-query'
import { userSchema, type LoginBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** POST /api/login: the user, and a session cookie. */
export function login(body: LoginBody) {
  return api.post('/api/login', body, userSchema)
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login })
}
