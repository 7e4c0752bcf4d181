import * as Dialog from '@radix-ui/react-dialog'
import { useI18n } from '../../i18n/i18n'
import { cn } from '../../lib/cn'
import { Button } from './button'

interface DialogFormActionsProps {
  /** The form is being sent: the submit button is disabled and shows busyLabel. */
  busy: boolean
  label: string
  busyLabel: string
  /** Also disable Cancel while busy (when closing mid-request would hide the outcome). */
  holdCancel?: boolean
  className?: string
}

/** The foot of a form in a dialog: Cancel (closes it) and the submit button, stacked on a phone. */
export function DialogFormActions({ busy, label, busyLabel, holdCancel = false, className }: DialogFormActionsProps) {
  const { t } = useI18n()
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={holdCancel && busy}>
          {t('common.cancel')}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  )
}
