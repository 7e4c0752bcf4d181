import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useI18n } from '../../i18n/i18n'
import { InvitationForm } from '../../features/schools/components/invitation-form'

/** `/invitation?token=…`: the link mailed to an invited counsellor. Signed in or out alike. */
export function InvitationRoute() {
  useDocumentTitle(useI18n().t('invitation.pageTitle'))
  const [searchParams] = useSearchParams()
  return <InvitationForm token={searchParams.get('token') ?? ''} />
}
