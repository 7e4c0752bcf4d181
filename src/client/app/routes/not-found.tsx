import { Link } from 'react-router'
import { buttonStyles } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useUser } from '../../features/auth/api/get-user'

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found')
  const { data: user } = useUser()
  return (
    <section className="mx-auto max-w-md py-8 text-center">
      <p className="text-5xl font-bold text-blue-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Page Not Found</h1>
      <p className="mt-3 text-gray-700">The page you are looking for doesn&apos;t exist or has moved.</p>
      {/* Signed-in pages do not exist while signed out, so an expired session lands here. */}
      {user === null && <p className="mt-2 text-gray-700">If you were logged in, please log in again.</p>}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to="/" className={buttonStyles('primary')}>
          Go to Home
        </Link>
        {user === null && (
          <Link to="/?showAuth=true" className={buttonStyles('secondary')}>
            Login
          </Link>
        )}
      </div>
    </section>
  )
}
