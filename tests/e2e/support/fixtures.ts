// Test fixtures: a page that fails the test on unexpected console errors, axe and screen checks, mail and sign-up
// helpers.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { request, test as base, expect, type Page } from '@playwright/test'
import { E2E_ADMIN, E2E_MAIL_DIR } from './env'

const require = createRequire(import.meta.url)
// Evaluated through the DevTools protocol rather than a <script> tag, so the app's strict CSP stays on in tests.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        // The browser logs every non-2xx fetch as a failed resource; those are expected API answers (e.g. 401).
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'unexpected console errors').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Runs axe on the page as it is now and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> } }).axe
    const result = await axe.run(document)
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }))
  })
  expect(violations, `axe violations on ${label}`).toEqual([])
}

let counter = 0
export function newEmail(prefix = 'student') {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}@e2e.test`
}

export async function waitForMail(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const files = readdirSync(E2E_MAIL_DIR).sort().reverse()
    for (const f of files) {
      const mail = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8')) as { to: string[]; subject: string; text: string }
      if (mail.to.some((a) => a.toLowerCase() === to.toLowerCase())) return mail
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Registers through the API from the page's own origin, so the browser holds the session cookie. */
let clientAddress = 0
export async function registerViaApi(page: Page, user: { email: string; password: string; firstName: string; lastName?: string }) {
  clientAddress += 1
  const res = await page.request.post('/api/register', {
    data: user,
    headers: { 'x-forwarded-for': `198.18.${Math.floor(clientAddress / 250)}.${(clientAddress % 250) + 1}` },
  })
  expect(res.status()).toBe(201)
}

/** Switches the payment requirement through the admin API of the app at baseURL (the admin is made by ADMIN_EMAILS). */
export async function setPaymentsEnabled(baseURL: string, enabled: boolean) {
  const ctx = await request.newContext({ baseURL })
  try {
    const login = await ctx.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    if (login.status() !== 200) {
      const reg = await ctx.post('/api/register', { data: E2E_ADMIN })
      expect(reg.status()).toBe(201)
    }
    const res = await ctx.post('/api/admin/toggle-payments', { data: { enabled } })
    expect(res.status()).toBe(200)
  } finally {
    await ctx.dispose()
  }
}

/** Every visible control (buttons, fields, and links laid out as blocks or buttons) is at least 44 px tall. */
export async function expectTouchTargets(page: Page, label: string) {
  const small = await page.evaluate(() => {
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a, [role="menuitem"]'))) {
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) continue
      // Links inside running text are exempt (WCAG 2.5.8's inline exception).
      if (el.tagName === 'A' && style.display === 'inline') continue
      if (el.classList.contains('sr-only')) continue
      if (rect.height < 44) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(rect.height)}px`)
    }
    return out
  })
  expect(small, `touch targets under 44 px on ${label}`).toEqual([])
}

/**
 * The checks every screen of the language specs passes: `<html lang>`, axe, touch targets and no sideways scroll,
 * once the page is quiet and its fonts (Devanagari among them) are in, since a late font changes widths.
 */
export async function checkScreen(page: Page, label: string, lang = 'hi') {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  expect(await page.evaluate(() => document.documentElement.lang), `${label}: <html lang>`).toBe(lang)
  await expectNoAxeViolations(page, label)
  await expectTouchTargets(page, label)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0)
}
