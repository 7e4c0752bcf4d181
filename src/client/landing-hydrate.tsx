import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PublicLanding } from './app/public-landing'
import { currentLocale, startLocale, switchLocale } from './i18n/i18n'
import { documentLocale, preferredLocale, rememberLocale, storedLocale } from './i18n/locale'

/**
 * Hydrates the pre-rendered landing page (see landing-main.tsx) in the language the server sent it in (`<html lang>`);
 * `onHydrated` runs once React has taken over. Should this browser prefer the other language (a choice the server
 * could not see: its cookie gone, say), the page then switches to it.
 */
export async function hydrateLanding(container: HTMLElement, onHydrated: () => void): Promise<void> {
  await startLocale(documentLocale(), ['landing'])
  const hydrated = () => {
    onHydrated()
    const stored = storedLocale()
    // Renews the cookie the server reads, so the next visit's page is drawn in the chosen language.
    if (stored) rememberLocale(stored)
    const preferred = preferredLocale()
    if (preferred !== currentLocale()) switchLocale(preferred).catch(() => undefined)
  }
  // As a transition: React hydrates in short slices, so the page keeps taking input meanwhile (main.tsx).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PublicLanding initialShowForm={container.dataset.view === 'login'} onHydrated={hydrated} />
      </StrictMode>,
    )
  })
}
