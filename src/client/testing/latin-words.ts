// What may appear in Latin script on a Hindi screen: names that stay as they are everywhere (the product, the school
// board, the payment gateway), a key's name, and whatever the test itself typed or gave as the student's data.

/**
 * Latin-script words a Hindi screen may show: 'Disha', the boards and the books a state board follows (CBSE, ICSE,
 * ISC, NCERT), the subject combinations students name by their letters (PCM, PCB, PCMB), the gateway (Razorpay),
 * the F8 hotkey, and CSV, the file type a counsellor picks by that name when saving a class list from a spreadsheet.
 */
const LATIN_ALLOWED: ReadonlySet<string> = new Set(['Disha', 'CBSE', 'ICSE', 'ISC', 'NCERT', 'PCM', 'PCB', 'PCMB', 'Razorpay', 'F8', 'CSV'])

const WORD = /[A-Za-z][A-Za-z0-9]*/g

/** The Latin-script words in `text` that are not allowed (neither in LATIN_ALLOWED nor in `alsoAllowed`). */
export function latinWords(text: string, alsoAllowed: Iterable<string> = []): string[] {
  const allowed = new Set([...LATIN_ALLOWED, ...alsoAllowed])
  return (text.match(WORD) ?? []).filter((word) => !allowed.has(word))
}

/** What a screen reader or a sighted reader meets besides text: names, titles, hints, the page's title. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'] as const

/**
 * Every Latin-script word on the page that a reader of Hindi would meet, with where it is: text and the attributes
 * above, and the document's title. Text inside an element marked as English (`lang="en"`: the language switch's
 * "English", the landing page's "Read in English") is in its own language on purpose and is left out.
 */
export function latinOnScreen(root: ParentNode = document.body, alsoAllowed: Iterable<string> = []): string[] {
  const allowed = [...alsoAllowed]
  const found: string[] = []
  const isEnglish = (element: Element | null) => (element?.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en')
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || isEnglish(parent)) continue
    for (const word of latinWords(node.textContent ?? '', allowed)) found.push(`${word} (in <${parent.tagName.toLowerCase()}>: "${node.textContent?.trim()}")`)
  }
  for (const element of root.querySelectorAll('*')) {
    if (isEnglish(element)) continue
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value) for (const word of latinWords(value, allowed)) found.push(`${word} (${name} of <${element.tagName.toLowerCase()}>: "${value}")`)
    }
  }
  for (const word of latinWords(document.title, allowed)) found.push(`${word} (document title: "${document.title}")`)
  return found
}
