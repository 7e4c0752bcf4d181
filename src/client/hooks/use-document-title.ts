import { useEffect } from 'react'

const APP_NAME = 'Disha'

/** '{title} | Disha', or 'Disha' alone. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME
}

/** Sets the tab title to '{title} | Disha', so every page is named for screen readers and in the history. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
