import { afterEach, describe, expect, it } from 'vitest'
import { expectVisible, hiddenBy } from './visible'

/** `html` in the body, and its element with id `target`. */
function target(html: string): Element {
  document.body.innerHTML = html
  const element = document.getElementById('target')
  if (!element) throw new Error('no #target in the example')
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hiddenBy', () => {
  it('finds nothing hiding a shown element, nor the summary of a closed <details>, nor an open one’s content', () => {
    expect(hiddenBy(target('<p><span id="target">Shown</span></p>'))).toBeNull()
    expect(hiddenBy(target('<details><summary id="target">Why</summary><p>Because</p></details>'))).toBeNull()
    expect(hiddenBy(target('<details open><summary>Why</summary><p id="target">Because</p></details>'))).toBeNull()
  })

  it('names what hides an element: an ancestor’s hidden attribute or style, a closed <details>, a removed element', () => {
    expect(hiddenBy(target('<div hidden><p id="target">Gone</p></div>'))).toBe('the hidden attribute of <div>')
    expect(hiddenBy(target('<section style="display: none"><p id="target">Gone</p></section>'))).toBe('display: none on <section>')
    expect(hiddenBy(target('<p id="target" style="visibility: hidden">Gone</p>'))).toBe('visibility: hidden on <p>')
    expect(hiddenBy(target('<div style="opacity: 0"><p id="target">Gone</p></div>'))).toBe('opacity 0 on <div>')
    expect(hiddenBy(target('<details><summary>Why</summary><p id="target">Because</p></details>'))).toBe('a closed <details>')
    const removed = target('<p id="target">Gone</p>')
    removed.remove()
    expect(hiddenBy(removed)).toBe('it is not in the document')
  })
})

describe('expectVisible', () => {
  it('fails on a hidden element, saying which text and what hides it', () => {
    expect(() => expectVisible(target('<div hidden><p id="target">Your plan until 5 Mar 2027.</p></div>'))).toThrow(
      '"Your plan until 5 Mar 2027." in <p> is hidden by',
    )
    expect(() => expectVisible(target('<p id="target">Your plan until 5 Mar 2027.</p>'))).not.toThrow()
  })
})
