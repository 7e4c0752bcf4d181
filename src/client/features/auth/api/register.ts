import type { RegisterBody } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'

/** POST /api/register: the new account, signed in. The answer is not read: the page reloads (see ./login.ts). */
export async function register(body: RegisterBody): Promise<void> {
  await api.post('/api/register', body)
}
