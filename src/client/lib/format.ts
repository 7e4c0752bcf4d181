const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** A date as Indian readers write it, for example '5 Mar 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** A date and time, for example '5 Mar 2026, 3:21 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date)
}

/**
 * A test's best family as the history and the admin list show it, with the family tied with it as the results
 * summary names it: 'Health and medicine (Good fit), tied with Science and research'.
 */
export function formatBestFamily(family: { label: string; band: string; tiedWith?: string }): string {
  return `${family.label} (${family.band})${family.tiedWith ? `, tied with ${family.tiedWith}` : ''}`
}
