import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import type { ClassDetail } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n } from '../../../i18n/i18n'
import { useSetTestWindow } from '../api/exam-period'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/**
 * The class's test window: whether its students may start the class grade's test now, and the one button that changes
 * it. Closing asks first (students who have not started then cannot); opening does not. Open or closed is said in
 * words and an icon, never by colour alone.
 */
export function TestWindowPanel({ detail }: { detail: Pick<ClassDetail, 'id' | 'name' | 'grade' | 'testWindowOpen'> }) {
  const i18n = useI18n()
  const { t } = i18n
  const [confirming, setConfirming] = useState(false)
  const [saved, setSaved] = useState('')
  const change = useSetTestWindow(detail.id, {
    onSuccess: (summary) => {
      setConfirming(false)
      const text = t(summary.testWindowOpen ? 'class.window.opened' : 'class.window.closedDone', { name: summary.name, grade: summary.grade })
      setSaved(text)
      toast({ title: t(summary.testWindowOpen ? 'class.window.openedTitle' : 'class.window.closedTitle'), description: text })
    },
    onError: (err) => toast({ title: t('common.error'), description: apiErrorText(err, 'class.window.failed', i18n), variant: 'destructive' }),
  })
  const open = detail.testWindowOpen

  return (
    <section aria-labelledby="test-window-title" className={card}>
      <h2 id="test-window-title" className="text-xl font-bold text-gray-900">
        {t('class.window.title')}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-gray-900" data-testid="test-window-state">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M5 12l5 5L19 7" /> : <path d="M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z" />}
        </svg>
        <span>
          <strong>{t(open ? 'class.window.open' : 'class.window.closed')}</strong>
          {t(open ? 'class.window.openText' : 'class.window.closedText', { name: detail.name, grade: detail.grade })}
        </span>
      </p>
      <p className="mt-1 text-sm text-gray-700">{t('class.window.hint')}</p>
      <Button
        className="mt-4 w-full sm:w-auto"
        variant={open ? 'secondary' : 'primary'}
        disabled={change.isPending}
        onClick={() => (open ? setConfirming(true) : change.mutate({ classId: detail.id, open: true }))}
      >
        {t(open ? 'class.window.close' : change.isPending ? 'class.window.opening' : 'class.window.openButton')}
      </Button>
      <p role="status" className="mt-2 text-sm text-gray-900">
        {saved}
      </p>
      <AlertDialog.Root
        open={confirming}
        onOpenChange={(next) => {
          if (!next && !change.isPending) setConfirming(false)
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('class.window.confirmTitle')}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-gray-700">
              {t('class.window.confirmText', { name: detail.name, grade: detail.grade })}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  {t('class.window.keepOpen')}
                </Button>
              </AlertDialog.Cancel>
              <Button disabled={change.isPending} onClick={() => change.mutate({ classId: detail.id, open: false })}>
                {t(change.isPending ? 'class.window.closing' : 'class.window.close')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
