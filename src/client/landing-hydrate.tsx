import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { PublicLanding } from './app/public-landing'

/** Hydrates the pre-rendered landing page (see landing-main.tsx); `onHydrated` runs once React has taken over. */
export function hydrateLanding(container: HTMLElement, onHydrated: () => void): void {
  // As a transition: React hydrates in short slices, so the page keeps taking input meanwhile (main.tsx).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PublicLanding initialShowForm={container.dataset.view === 'login'} onHydrated={onHydrated} />
      </StrictMode>,
    )
  })
}
