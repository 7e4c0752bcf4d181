import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userSchema } from '../../../../shared/schemas/auth'
import type { JoinClassBody, SchoolLoginBody } from '../../../../shared/schemas/schools'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** The session's query key (features/auth/api/get-user.ts): the same key, so a change shows everywhere at once. */
const userQueryKey = ['auth', 'user'] as const

/** POST /api/school-login: a student without an e-mail signs in with the slip's school code, user name and password. */
export async function schoolLogin(body: SchoolLoginBody): Promise<void> {
  await api.post('/api/school-login', body)
}

/** POST /api/auth/first-password: replaces the slip's one-time password with the student's own. */
export function setFirstPassword(body: { newPassword: string }) {
  return api.post('/api/auth/first-password', body, userSchema)
}

export function useSetFirstPassword(config: MutationConfig<typeof setFirstPassword> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: setFirstPassword,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(userQueryKey, user)
      await onSuccess?.(user, ...args)
    },
  })
}

/** POST /api/account/join-class: the signed-in student joins a class by its code. */
export function joinClass(body: JoinClassBody) {
  return api.post('/api/account/join-class', body, userSchema)
}

export function useJoinClass(config: MutationConfig<typeof joinClass> = {}) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn: joinClass,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(userQueryKey, user)
      await onSuccess?.(user, ...args)
    },
  })
}
