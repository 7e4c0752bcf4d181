// @vitest-environment happy-dom
// The language switch when the other language's messages cannot be fetched (offline): nothing changes, nothing is
// remembered, and a toast says so.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeToast } from '../../hooks/use-toast'
import { LOCALE_STORAGE_KEY } from '../../i18n/locale'
import { LazyToaster } from '../ui/lazy-toaster'
import { LanguageSwitch } from './language-switch'

vi.mock('../../i18n/i18n', async (original) => ({
  ...(await original<typeof import('../../i18n/i18n')>()),
  switchLocale: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
}))

afterEach(() => {
  cleanup()
  act(() => removeToast())
  localStorage.clear()
})

describe('the language switch offline', () => {
  it('changes nothing and remembers nothing, and says so', async () => {
    const onChosen = vi.fn()
    const user = userEvent.setup()
    render(
      <>
        <LanguageSwitch onChosen={onChosen} />
        <LazyToaster />
      </>,
    )
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement
    await user.selectOptions(select, 'hi')
    const region = await screen.findByRole('region', { name: /notifications/i }, { timeout: 5000 })
    await waitFor(() => expect(region.textContent).toContain('Language Not Changed'))
    expect(select.value).toBe('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
    expect(document.cookie).not.toContain('disha_locale=hi')
    expect(onChosen).not.toHaveBeenCalled()
  })
})
