// What a reader sees, as strings a test can compare whole: an element's text, and a table row's cells one by one.

/** An element's text as it reads on screen: runs of white space as one space, trimmed. */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** The text of each cell of a table row, in order. */
export function cellTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map(textOf)
}
