import { useSyncExternalStore } from 'react'

// Tailwind's `lg`: from here a table's columns fit beside each other; below it each row becomes a card.
const WIDE = '(min-width: 64rem)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true
}

/** Whether the screen is wide enough for a table. Only one layout is in the page, so nothing is read twice. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true)
}
