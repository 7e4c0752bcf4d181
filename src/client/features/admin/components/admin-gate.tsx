import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { LoadingState } from '../../../components/ui/loading-state'
import { toast } from '../../../hooks/use-toast'
import { currentI18n, useI18n } from '../../../i18n/i18n'

interface AdminGateProps {
  /** The page's name, for screen readers while access is being checked. */
  title: string
  /** The session is being (re)loaded: the answer is not known yet. */
  checking: boolean
  isAdmin: boolean
  children: ReactNode
}

/**
 * docs/product.md, "Admin": 'Checking Access...' until the session is known; a non-admin is told 'Access Denied'
 * and sent home, replacing the admin address in the history so Back does not return here. The server refuses
 * the admin calls anyway; this only spares a non-admin a page of errors.
 */
export function AdminGate({ title, checking, isAdmin, children }: AdminGateProps) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const denied = !checking && !isAdmin
  // One toast, even when React runs the effect twice (StrictMode) or the component renders again before leaving.
  const told = useRef(false)

  useEffect(() => {
    if (!denied || told.current) return
    told.current = true
    const i18n = currentI18n()
    toast({ title: i18n.t('admin.denied.title'), description: i18n.t('admin.denied.message'), variant: 'destructive' })
    void navigate('/', { replace: true })
  }, [denied, navigate])

  if (checking || denied) {
    return (
      <>
        <h1 className="sr-only">{title}</h1>
        <LoadingState label={t('admin.checking')} />
      </>
    )
  }
  return children
}
