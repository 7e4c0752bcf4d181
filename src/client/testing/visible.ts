// Whether a reader sees an element. A getBy… query finds text that nothing shows (inside a closed <details>, a
// `hidden` element, or one styled away), so a test that says "the screen shows X" checks this as well.
import { expect } from 'vitest'

const tagOf = (element: Element) => `<${element.tagName.toLowerCase()}>`

/**
 * What hides `element` from a sighted reader, or null when nothing does: not being in the document, a `hidden`
 * attribute, `display: none`, `visibility: hidden`, opacity 0, or a closed <details> around it (outside its summary).
 * The same tests as jest-dom's toBeVisible.
 */
export function hiddenBy(element: Element): string | null {
  if (!element.isConnected) return 'it is not in the document'
  let child: Element | null = null
  for (let node: Element | null = element; node; child = node, node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `the hidden attribute of ${tagOf(node)}`
    const style = getComputedStyle(node)
    if (style.display === 'none') return `display: none on ${tagOf(node)}`
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return `visibility: ${style.visibility} on ${tagOf(node)}`
    if (style.opacity === '0') return `opacity 0 on ${tagOf(node)}`
    if (node instanceof HTMLDetailsElement && !node.open && child && child !== node.querySelector(':scope > summary')) return 'a closed <details>'
  }
  return null
}

/** Fails unless a reader sees `element` (hiddenBy), naming what hides it. */
export function expectVisible(element: Element): void {
  expect(hiddenBy(element), `"${(element.textContent ?? '').trim().slice(0, 80)}" in ${tagOf(element)} is hidden by`).toBeNull()
}
