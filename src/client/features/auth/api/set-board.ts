import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Board } from '../../../../shared/constants'
import type { User } from '../../../../shared/schemas/auth'
import { api } from '../../../lib/api-client'
import { wireCheck } from '../../../lib/wire-check'
import { userWire } from '../../../lib/wire-schemas.generated'
import { userQueryKey } from './get-user'

const userCheck = wireCheck<User>(userWire)

/** PUT /api/account/board: the student names their school board. */
function setBoard(board: Board) {
  return api.put('/api/account/board', { board }, userCheck)
}

/** Names the board and puts the answer (the user with it) in the session's cache, so every page reads it at once. */
export function useSetBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setBoard,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user)
      // The questions a page drew with the old board are not this student's any more.
      void queryClient.invalidateQueries({ queryKey: ['questions'] })
    },
  })
}
