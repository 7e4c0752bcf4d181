import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'

/** The query string of a list request: only the filters that hold something, so an empty box narrows nothing. */
export function listSearch(query: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    const text = typeof value === 'string' ? value.trim() : value
    if (typeof text === 'number' || (typeof text === 'string' && text !== '')) params.set(key, String(text))
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

/**
 * A list read a page at a time, newest first (keyset paging, as the admin lists and the audit log answer): the first
 * page, then each next one after the last row shown, as the admin asks for it.
 */
export function useKeysetPages<Page extends { next: string | null }>(
  queryKey: QueryKey,
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  })
}
