/** How long the browser keeps the file's temporary address; the download has long started by then. */
const REVOKE_DELAY_MS = 10_000

/** Saves `data` as a pretty-printed JSON file through a temporary object URL and a throw-away link. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Revoking at once can cancel the download in some browsers, so the address lives a little longer.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS)
  }
}
