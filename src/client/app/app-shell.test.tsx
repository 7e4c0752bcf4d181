// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderApp } from '../testing/render-app'
import { prerenderAppShell } from './prerender'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("index.html's pre-rendered frame", () => {
  it('is what the app shows while the session loads, so nothing jumps when React takes over', async () => {
    const built = document.createElement('div')
    built.innerHTML = prerenderAppShell().html
    mockApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) })
    const app = renderApp('/profile')
    await screen.findByRole('status')
    const part = (node: ParentNode, selector: string) => {
      const found = node.querySelector(selector)?.cloneNode(true) as Element | undefined
      found?.querySelectorAll('[data-discover]').forEach((el) => el.removeAttribute('data-discover'))
      // The server marks the language switch's chosen option with `selected`; React sets the select's value instead.
      // Each node's chosen language is compared on its own below.
      found?.querySelectorAll('option').forEach((el) => el.removeAttribute('selected'))
      return found
    }
    for (const selector of ['header', 'main', 'footer']) {
      await waitFor(() => expect(part(built, selector)?.isEqualNode(part(app.container, selector) ?? null), selector).toBe(true))
    }
    expect(built.querySelector('option[selected]')?.getAttribute('value')).toBe('en')
    expect(app.container.querySelector('select')?.value).toBe('en')
    expect(built.textContent).toContain('Loading...')
  })
})
