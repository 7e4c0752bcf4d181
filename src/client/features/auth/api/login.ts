import { useMutation } from '@tanstack/react-query'
import type { LoginBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { loadAuthSchemas } from './load-auth-schemas'

/** POST /api/login: the user, and a session cookie. */
export async function login(body: LoginBody) {
  const { userSchema } = await loadAuthSchemas()
  return api.post('/api/login', body, userSchema)
}

export function useLogin(config: MutationConfig<typeof login> = {}) {
  return useMutation({ ...config, mutationFn: login })
}
