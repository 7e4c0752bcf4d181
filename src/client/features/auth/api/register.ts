import { useMutation } from '@tanstack/react-query'
import type { RegisterBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { loadAuthSchemas } from './load-auth-schemas'

/** POST /api/register: the new user, signed in. */
export async function register(body: RegisterBody) {
  const { userSchema } = await loadAuthSchemas()
  return api.post('/api/register', body, userSchema)
}

export function useRegister(config: MutationConfig<typeof register> = {}) {
  return useMutation({ ...config, mutationFn: register })
}
