/**
 * The pre-rendered landing page is on screen before its script has run (landing-main.tsx loads React after the
 * first paint). A press on one of its buttons, or a submit of its form, in that moment would otherwise do nothing
 * (or submit the form natively): it is held here and done again once React has taken over the page. Links need
 * nothing: they work without script. Only the last press is kept.
 */
export function holdEarlyActions(root: HTMLElement): { release: () => void } {
  let held: (() => void) | null = null
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || !root.contains(button)) return
    event.preventDefault()
    held = () => button.click()
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    event.preventDefault()
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
