import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import type { User } from '../../../../shared/schemas/auth'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import { hasErrorCode } from '../../../lib/api-client'
import { useRevokeAdmin } from '../api/revoke-admin'
import { accountName, fullName } from '../format'

/**
 * 'Remove Admin': asks first, since it takes away access to every student's data at once. The server refuses for the
 * last admin, and says so here. Removing your own rights sends you home: the admin area is no longer yours.
 */
export function RemoveAdminDialog({ user, self }: { user: User; self: boolean }) {
  const i18n = useI18n()
  const { t } = i18n
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const revoke = useRevokeAdmin({
    onSuccess: ({ message }) => {
      setOpen(false)
      const now = currentI18n()
      const said = now.locale === 'en' ? message : now.t(self ? 'admin.remove.doneSelf' : 'admin.remove.doneOther')
      toast({ title: now.t('admin.remove.done'), description: said })
      if (self) window.location.assign('/')
    },
    onError: (err) => {
      // The server refuses to remove the last admin: in Hindi that refusal is said from its code.
      const now = currentI18n()
      setError(now.locale !== 'en' && hasErrorCode(err, 'LAST_ADMIN') ? now.t('admin.remove.lastAdmin') : apiErrorText(err, 'admin.remove.failed'))
    },
  })
  const name = fullName(user)

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (revoke.isPending) return
        setOpen(next)
        setError(null)
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" className="w-full lg:w-auto">
          {t('admin.remove.button')}
          <span className="sr-only">{t('admin.users.forName', { name })}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('admin.remove.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">
            {self
              ? t('admin.remove.self')
              : t('admin.remove.other', { name, account: accountName(user, i18n) })}
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={revoke.isPending}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate(user.id)}>
              {revoke.isPending ? t('admin.remove.busy') : t('admin.remove.button')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
