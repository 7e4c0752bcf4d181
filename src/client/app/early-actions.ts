declare global {
  interface Window {
    /** Set by the drawn test page's starter script (vite.config.ts): see `takeStarterSubmit`. */
    dishaStarterSubmit?: () => HTMLFormElement | null
  }
}

/**
 * A page the server drew (decision 018) is on screen before the app's code has even been asked for. Its starter
 * script (written by the build, vite.config.ts) stops a form's native submit in that moment (it would reload the page
 * and lose what was typed) and keeps the form; this takes that form, once, and stops the starter holding, so
 * `holdEarlyActions` can hold it instead and the app can submit it.
 */
export function takeStarterSubmit(): HTMLFormElement | null {
  const take = window.dishaStarterSubmit
  window.dishaStarterSubmit = undefined
  return take?.() ?? null
}

/**
 * The pre-rendered landing page is on screen before its script has run (landing-main.tsx loads React after the
 * first paint). A press on one of its buttons, or a submit of its form, in that moment would otherwise do nothing
 * (or submit the form natively): it is held here and done again once React has taken over the page. Links need
 * nothing: they work without script. Only the last press is kept; `earlier` is a submit held before this ran.
 */
export function holdEarlyActions(root: HTMLElement, earlier: HTMLFormElement | null = null): { release: () => void } {
  let held: (() => void) | null = earlier && root.contains(earlier) ? () => earlier.requestSubmit() : null
  // A held event goes no further: React listens on the root from the moment hydration starts, a task or more before
  // it has finished, and it would hydrate at once and handle the press itself, which `release` then did again.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || !root.contains(button)) return
    event.preventDefault()
    event.stopPropagation()
    held = () => button.click()
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    event.preventDefault()
    event.stopPropagation()
    held = () => form.requestSubmit()
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('submit', onSubmit, true)
  return {
    release() {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('submit', onSubmit, true)
      const replay = held
      held = null
      // After React's first updates (the login form adopts what was typed before it), not in the middle of them.
      if (replay) setTimeout(replay, 50)
    },
  }
}

/** Runs `start` once the page has painted (right away in a hidden tab, which paints nothing). */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') return start()
  requestAnimationFrame(() => setTimeout(start, 0))
}
