// The privacy notice, from docs/privacy.md (the one text operators and students read), rendered as a page.
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../../hooks/use-document-title'
import privacyText from '../../../../docs/privacy.md?raw'

/** Renders the plain subset of Markdown the notice uses: '#' and '##' headings, '- ' lists and paragraphs. */
function renderPlainMarkdown(text: string): ReactNode[] {
  const blocks = text.trim().split(/\n\s*\n/)
  return blocks.map((block, i) => {
    const lines = block.split('\n')
    if (block.startsWith('## ')) return <h2 key={i} className="mt-8 text-xl font-bold text-gray-900">{block.slice(3)}</h2>
    if (block.startsWith('# ')) return <h1 key={i} className="text-2xl font-bold text-gray-900 sm:text-3xl">{block.slice(2)}</h1>
    if (lines.every((l) => l.startsWith('- '))) {
      return (
        <ul key={i} className="mt-3 list-disc space-y-2 pl-6 text-gray-700">
          {lines.map((l, j) => (
            <li key={j}>{l.slice(2)}</li>
          ))}
        </ul>
      )
    }
    return <p key={i} className="mt-3 text-gray-700">{block.replace(/\n/g, ' ')}</p>
  })
}

export function PrivacyRoute() {
  useDocumentTitle('Privacy')
  return <article className="mx-auto max-w-3xl">{renderPlainMarkdown(privacyText)}</article>
}
