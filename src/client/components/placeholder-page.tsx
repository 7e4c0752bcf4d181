import { Link } from 'react-router'
import { useDocumentTitle } from '../hooks/use-document-title'
import { buttonStyles } from './ui/button'

/** A page that a later issue builds: its name, and a way home. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title)
  return (
    <section className="mx-auto max-w-md py-8 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">This page is coming soon.</p>
      <Link to="/" className={buttonStyles('primary', 'mt-6')}>
        Back to Home
      </Link>
    </section>
  )
}
