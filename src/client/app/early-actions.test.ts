// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdEarlyActions, takeStarterSubmit } from './early-actions'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

function page() {
  document.body.innerHTML = `<div id="root"><button type="button" id="start">Login to Start Assessment</button>
    <form id="form"><input name="email"><button type="submit" id="send">Login</button></form><a id="link" href="#privacy">Privacy</a></div>`
  return document.getElementById('root') as HTMLElement
}

describe('presses before React has taken over the landing page', () => {
  it('a button press is held, then done again once released', () => {
    vi.useFakeTimers()
    const root = page()
    const early = holdEarlyActions(root)
    const start = document.getElementById('start') as HTMLButtonElement
    start.click()
    const pressed = vi.fn()
    start.addEventListener('click', pressed) // what React's handler does once hydrated
    early.release()
    expect(pressed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(pressed).toHaveBeenCalledTimes(1)
  })

  it('a submit is not sent natively, and is sent again once released', () => {
    vi.useFakeTimers()
    const root = page()
    const form = document.getElementById('form') as HTMLFormElement
    const early = holdEarlyActions(root)
    const native = vi.fn()
    document.addEventListener('submit', native)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    expect(form.dispatchEvent(submit)).toBe(false) // its default, the native submit, is prevented
    expect(native).not.toHaveBeenCalled()
    document.removeEventListener('submit', native)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    early.release()
    vi.advanceTimersByTime(50)
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true)
  })

  it('a held press reaches no other listener (React, hydrating, would handle it itself) until it is given again', () => {
    vi.useFakeTimers()
    const root = page()
    const reactOnRoot = vi.fn()
    root.addEventListener('click', reactOnRoot, true)
    root.addEventListener('submit', reactOnRoot, true)
    const early = holdEarlyActions(root)
    ;(document.getElementById('start') as HTMLButtonElement).click()
    ;(document.getElementById('form') as HTMLFormElement).requestSubmit()
    expect(reactOnRoot).not.toHaveBeenCalled()
    early.release()
    vi.advanceTimersByTime(50)
    // Only the last press is kept: the submit, once.
    expect(reactOnRoot).toHaveBeenCalledTimes(1)
    expect(reactOnRoot.mock.calls[0]?.[0].type).toBe('submit')
  })

  it('links are left alone, and nothing is held after release', () => {
    vi.useFakeTimers()
    const root = page()
    const early = holdEarlyActions(root)
    const link = document.getElementById('link') as HTMLAnchorElement
    let prevented: boolean | undefined
    document.addEventListener('click', (event) => (prevented = event.defaultPrevented))
    link.click()
    expect(prevented).toBe(false)
    early.release()
    ;(document.getElementById('start') as HTMLButtonElement).click()
    expect(prevented).toBe(false)
  })
})

describe("a submit held by a drawn page's starter script, before the app's code had run", () => {
  it('is taken once from the starter and sent again when the app releases it', () => {
    vi.useFakeTimers()
    const root = page()
    const form = document.getElementById('form') as HTMLFormElement
    const stop = vi.fn()
    window.dishaStarterSubmit = () => {
      stop()
      return form
    }
    const taken = takeStarterSubmit()
    expect(taken).toBe(form)
    expect(stop).toHaveBeenCalledTimes(1)
    expect(takeStarterSubmit()).toBeNull()
    const early = holdEarlyActions(root, taken)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    early.release()
    vi.advanceTimersByTime(50)
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('is not sent when nothing was held, or when the form is not on the page', () => {
    vi.useFakeTimers()
    const root = page()
    expect(takeStarterSubmit()).toBeNull()
    const elsewhere = document.createElement('form')
    const submitted = vi.fn((event: Event) => event.preventDefault())
    elsewhere.addEventListener('submit', submitted)
    holdEarlyActions(root, elsewhere).release()
    vi.advanceTimersByTime(50)
    expect(submitted).not.toHaveBeenCalled()
  })
})
