import * as AlertDialog from '@radix-ui/react-alert-dialog'
import type { Test } from '../../../../shared/schemas/tests'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'

interface ResetTestDialogProps {
  /** The test to reset; the dialog is open while there is one. */
  test: Test | null
  busy: boolean
  onConfirm: (test: Test) => void
  onCancel: () => void
  onCloseAutoFocus: (event: Event) => void
}

/** Deleting a test cannot be undone, so 'Reset Test' asks first and says what it means for the student. */
export function ResetTestDialog({ test, busy, onConfirm, onCancel, onCloseAutoFocus }: ResetTestDialogProps) {
  const { t } = useI18n()
  return (
    <AlertDialog.Root
      open={test !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('admin.reset.title')}</AlertDialog.Title>
          {test && (
            <AlertDialog.Description asChild>
              <div className="mt-2 flex flex-col gap-2 break-words text-gray-700">
                <p>{t('admin.reset.deletes', { grade: test.grade, name: test.studentName })}</p>
                <p>{t('admin.reset.again', { grade: test.grade })}</p>
              </div>
            </AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy || !test} onClick={() => test && onConfirm(test)}>
              {busy ? t('admin.reset.busy') : t('admin.tests.reset')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
