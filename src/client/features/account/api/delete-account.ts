import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { deleteAccountBodySchema } from '../../../../shared/schemas/auth'
import { messageSchema } from '../../../../shared/schemas/common'
import { request } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>

/** DELETE /api/account: erases the signed-in user and all their data, and ends the session. */
export function deleteAccount(body: DeleteAccountBody) {
  // `api.delete` sends no body, and this call needs the password in one.
  return request('DELETE', '/api/account', { body, schema: messageSchema })
}

export function useDeleteAccount(config: MutationConfig<typeof deleteAccount> = {}) {
  return useMutation({ ...config, mutationFn: deleteAccount })
}
