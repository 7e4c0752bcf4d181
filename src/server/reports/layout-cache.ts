// Shaping words is most of the cost of drawing a PDF, and the same words recur in every document. pdfkit caches a
// word's shaped glyph run per document and font (EmbeddedFont.layoutCache, keyed by the word, holding font-unit
// positions that do not depend on the document); pointing each document's font at one process-wide cache per font
// makes every document after the first several times faster. A cache that grew past its bound is dropped before the
// next document, so odd input cannot grow it forever.

const LAYOUT_CACHE_LIMIT = 50_000
const caches = new Map<string, Record<string, unknown>>()

/** Points the document's current font (registered as `name`) at the process-wide cache of that name. */
export function shareLayoutCache(doc: PDFKit.PDFDocument, name: string) {
  const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font
  if (!font?.layoutCache) return
  let shared = caches.get(name)
  if (!shared) {
    shared = Object.create(null) as Record<string, unknown>
    caches.set(name, shared)
  }
  if (font.layoutCache !== shared) font.layoutCache = shared
}

/** Drops a cache that grew past its bound; called once per document, before drawing. */
export function trimLayoutCaches() {
  for (const [name, cache] of caches) {
    if (Object.keys(cache).length > LAYOUT_CACHE_LIMIT) caches.delete(name)
  }
}
