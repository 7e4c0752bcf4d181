// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../hooks/use-toast'
import { mockApi, renderApp } from '../testing/render-app'
import { prerenderLanding } from './prerender'
import { PublicLanding } from './public-landing'

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  // A login's toast would otherwise stay in the store and reach the next test's pre-render, which (like the build)
  // is drawn with no toast raised.
  act(() => removeToast())
  document.body.innerHTML = ''
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The build's HTML in the page, hydrated as landing-main.tsx does; every React complaint is collected. */
async function hydrateBuiltPage(view: 'info' | 'login') {
  const { html } = prerenderLanding(view)
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = html
  document.body.append(container)
  const before = container.innerHTML
  const complaints: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args))
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PublicLanding initialShowForm={view === 'login'} />
      </StrictMode>,
      { onRecoverableError: (error) => complaints.push(error) },
    )
  })
  return { container, before, complaints }
}

describe('the pre-rendered landing page', () => {
  it.each(['info', 'login'] as const)('hydrates the %s view without a mismatch, a warning or a change to the HTML', async (view) => {
    const fetchMock = mockApi({}, { signedInHint: false })
    const { container, before, complaints } = await hydrateBuiltPage(view)
    expect(complaints).toEqual([])
    // The login view moves focus to its heading (tabindex stays); otherwise React kept the server's DOM as it was.
    expect(container.innerHTML).toBe(before)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows in its HTML, before any JavaScript, what the app shows a signed-out visitor at /', async () => {
    const { html } = prerenderLanding('info')
    const built = document.createElement('div')
    built.innerHTML = html
    mockApi({}, { signedInHint: false })
    const app = renderApp('/')
    await screen.findByRole('button', { name: 'Login to Start Assessment' })
    // The same elements, attributes and text; react-router adds data-discover to its links, and attribute order
    // does not matter (isEqualNode compares attributes as a set).
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
  })

  it('catches a pre-render that differs from the browser\'s render, in an attribute as in a text', async () => {
    mockApi({}, { signedInHint: false })
    // The build's HTML with the form's id from useId changed, as a pre-render on another runtime would give it.
    const { html } = prerenderLanding('login')
    const label = /<label[^>]* for="([^"]+)"/.exec(html)?.[1]
    if (!label) throw new Error('the login form has no labelled field')
    const container = document.createElement('div')
    container.innerHTML = html.replaceAll(`"${label}"`, '"another-id"')
    document.body.append(container)
    const complaints: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args))
    await act(async () => {
      root = hydrateRoot(container, <PublicLanding initialShowForm />, { onRecoverableError: (error) => complaints.push(error) })
    })
    expect(complaints.length).toBeGreaterThan(0)
    expect(JSON.stringify(complaints)).toMatch(/didn't match|hydrat/i)
  })

  it('the login view has the form, the info view the marketing text, each with its title', () => {
    const info = prerenderLanding('info')
    expect(info.title).toBe('Career Guidance for Grades 8-12 | Disha')
    expect(info.html).toContain('Discover the career path that suits you')
    expect(info.html).toContain('Login to Start Assessment')
    const login = prerenderLanding('login')
    expect(login.title).toBe('Login or Create Account | Disha')
    expect(login.html).toContain('Forgot Password?')
    expect(login.html).toContain('href="/forgot-password"')
  })

  it("once hydrated, the header's Login/Register opens the form in place and Back to Info returns", async () => {
    mockApi({}, { signedInHint: false })
    await hydrateBuiltPage('info')
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Login/Register' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login')
    expect(document.activeElement?.textContent).toBe('Login')
    await user.click(screen.getByRole('button', { name: 'Back to Info' }))
    expect(document.activeElement?.textContent).toBe('Login to Start Assessment')
  })
})

describe('the pre-rendered login form', () => {
  it('keeps what was typed before its script ran, and sends it', async () => {
    let sent: unknown
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined)
    mockApi(
      {
        'POST /api/login': (init) => {
          sent = JSON.parse(String(init.body))
          return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
        },
      },
      { signedInHint: false },
    )
    const { html } = prerenderLanding('login')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    // A student on a slow network types into the HTML while the script is still on its way.
    ;(container.querySelector('input[name=email]') as HTMLInputElement).value = 'asha@example.com'
    ;(container.querySelector('input[name=password]') as HTMLInputElement).value = 'secret1'
    await act(async () => {
      root = hydrateRoot(container, <PublicLanding initialShowForm />)
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(sent).toEqual({ email: 'asha@example.com', password: 'secret1' }))
  })

  it('leaves focus in a field the student chose before the script ran', async () => {
    mockApi({}, { signedInHint: false })
    const { html } = prerenderLanding('login')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const email = container.querySelector('input[name=email]') as HTMLInputElement
    email.focus()
    await act(async () => {
      root = hydrateRoot(container, <PublicLanding initialShowForm />)
    })
    expect(document.activeElement).toBe(email)
  })
})
