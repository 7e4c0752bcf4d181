import { useEffect, useState } from 'react'

/** How long typing must pause before a search is sent: one request per word typed, not per key. */
export const SEARCH_DEBOUNCE_MS = 300

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
