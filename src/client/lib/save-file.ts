/** How long the browser keeps the file's temporary address; the download has long started by then. */
const REVOKE_DELAY_MS = 10_000

/** Saves a downloaded file through a temporary object URL and a throw-away link. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/**
 * The file name from a Content-Disposition header: the UTF-8 `filename*` when present (a Hindi name), else the
 * plain `filename`, else the fallback.
 */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header)
  return plain?.[1]?.trim() || fallback
}
