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
