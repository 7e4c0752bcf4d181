// Made on first use: creating a date format loads the locale's data, about 15 ms of a phone's CPU each, which would
// otherwise be spent by every page that imports this module (the test page among them) before its first input.
let dateFormat: Intl.DateTimeFormat | undefined
let dateTimeFormat: Intl.DateTimeFormat | undefined

/** A date as Indian readers write it, for example '5 Mar 2026'. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
  return dateFormat.format(date)
}

/** A date and time, for example '5 Mar 2026, 3:21 pm'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
  return dateTimeFormat.format(date)
}

/**
 * A test's best family as the history and the admin list show it, with the family tied with it as the results
 * summary names it: 'Health and medicine (Good fit), tied with Science and research'.
 */
export function formatBestFamily(family: { label: string; band: string; tiedWith?: string }): string {
  return `${family.label} (${family.band})${family.tiedWith ? `, tied with ${family.tiedWith}` : ''}`
}
