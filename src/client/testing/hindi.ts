// Component tests of screens shown in Hindi: the screen is reset after every test, every test of a file can run in
// Hindi, and a check that no Latin-script word a Hindi reader would need is left (latin-words.ts).
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { removeToast } from '../hooks/use-toast'
import { switchLocale } from '../i18n/i18n'
import { latinOnScreen } from './latin-words'

/** The test student's own data, shown as entered: name, its initial on the account button, e-mail address. */
export const STUDENT_DATA: readonly string[] = ['Asha', 'Rao', 'A', 'asha', 'example', 'com']

/** No Latin-script word on screen but the allowed ones and `alsoAllowed`, and the document says it is Hindi. */
export async function expectAllHindi(alsoAllowed: readonly string[] = STUDENT_DATA): Promise<void> {
  await waitFor(() => expect(latinOnScreen(document.body, alsoAllowed)).toEqual([]))
  expect(document.documentElement.lang).toBe('hi')
}

/** Unmounts, clears toasts, mocks, stubs and storage, and goes back to English: what every screen test ends with. */
export async function resetScreen(): Promise<void> {
  cleanup()
  act(() => removeToast())
  await act(() => switchLocale('en'))
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
}

/**
 * Every test of the calling file starts in Hindi and ends reset. A message missing in Hindi would show its key, which
 * is Latin; a message react-intl cannot format logs an error, which fails the test.
 */
export function testInHindi(): void {
  let consoleErrors: unknown[] = []
  beforeEach(async () => {
    consoleErrors = []
    vi.spyOn(console, 'error').mockImplementation((...args) => consoleErrors.push(args))
    await act(() => switchLocale('hi'))
  })
  afterEach(async () => {
    expect(consoleErrors).toEqual([])
    await resetScreen()
  })
}
