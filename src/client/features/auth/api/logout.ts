import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/logout. Its answer is not used. */
function logout() {
  return api.post('/api/logout')
}

/** After logging out go home, and go home even when the call failed (docs/product.md, "Every page"). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // A full load, so that no signed-in data survives in memory.
      window.location.assign('/')
    },
  })
}
