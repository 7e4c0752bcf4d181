import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'

interface SubmitConfirmationProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  unanswered: number
  submitting: boolean
  onSubmit: () => void
}

/**
 * 'Submit Test?' with the count of unanswered questions. Its own module, loaded the first time a submission needs it
 * (load-submit-confirmation.ts): Radix's alert dialog is a tenth of the test page's JavaScript and is needed only at
 * the end.
 */
export function SubmitConfirmation({ open, onOpenChange, unanswered, submitting, onSubmit }: SubmitConfirmationProps) {
  const { t } = useI18n()
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('test.confirm.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-700">{t('test.confirm.text', { count: unanswered })}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('test.confirm.keep')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onSubmit} disabled={submitting}>
                {t('test.confirm.submit')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
