import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { ConfirmEmailForm } from '../../features/auth/components/confirm-email-form'

/** `/confirm-email?token=…`: the link mailed to an ADMIN_EMAILS address. Signed in or out alike. */
export function ConfirmEmailRoute() {
  useDocumentTitle('Confirm your address')
  const [searchParams] = useSearchParams()
  return <ConfirmEmailForm token={searchParams.get('token') ?? ''} />
}
