import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { ReactElement } from 'react'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'
import { useLogout } from '../api/logout'

interface LogoutDialogProps {
  /** A button that opens the dialog; leave out to control it with `open`. */
  trigger?: ReactElement
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Where focus goes when the dialog closes; Radix returns it to the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void
}

/** 'Confirm Logout': logging out always asks first (docs/product.md, "Every page"). */
export function LogoutDialog({ trigger, open, onOpenChange, onCloseAutoFocus }: LogoutDialogProps) {
  const logout = useLogout()
  const { t } = useI18n()
  // After the call the page goes home, whatever the answer, so the dialog stays busy until then.
  const busy = logout.isPending || logout.isSuccess || logout.isError

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('logout.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">
            {t('logout.message')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={() => logout.mutate()}>
              {busy ? t('logout.busy') : t('menu.logout')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
