import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import type { ClassDetail } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useSetTestWindow } from '../api/exam-period'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

/**
 * The class's test window: whether its students may start the class grade's test now, and the one button that changes
 * it. Closing asks first (students who have not started then cannot); opening does not. Open or closed is said in
 * words and an icon, never by colour alone.
 */
export function TestWindowPanel({ detail }: { detail: Pick<ClassDetail, 'id' | 'name' | 'grade' | 'testWindowOpen'> }) {
  const [confirming, setConfirming] = useState(false)
  const [saved, setSaved] = useState('')
  const change = useSetTestWindow(detail.id, {
    onSuccess: (summary) => {
      setConfirming(false)
      const text = summary.testWindowOpen
        ? `The test window of class ${summary.name} is open. Its students can start the Grade ${summary.grade} test.`
        : `The test window of class ${summary.name} is closed. Students who have not started wait until you open it.`
      setSaved(text)
      toast({ title: summary.testWindowOpen ? 'Test Window Open' : 'Test Window Closed', description: text })
    },
    onError: (err) => toast({ title: 'Error', description: apiErrorMessage(err, 'The test window could not be changed.'), variant: 'destructive' }),
  })
  const open = detail.testWindowOpen

  return (
    <section aria-labelledby="test-window-title" className={card}>
      <h2 id="test-window-title" className="text-xl font-bold text-gray-900">
        Test Window
      </h2>
      <p className="mt-3 flex items-start gap-2 text-gray-900" data-testid="test-window-state">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M5 12l5 5L19 7" /> : <path d="M7 11V7a5 5 0 0 1 10 0v4M5 11h14v10H5z" />}
        </svg>
        <span>
          <strong>{open ? 'Open' : 'Closed'}</strong>
          {open
            ? `: students of class ${detail.name} can start the Grade ${detail.grade} test now.`
            : `: students of class ${detail.name} cannot start the Grade ${detail.grade} test until you open it. A test already started goes on.`}
        </span>
      </p>
      <p className="mt-1 text-sm text-gray-700">Open it for the test period and close it when the period ends.</p>
      <Button
        className="mt-4 w-full sm:w-auto"
        variant={open ? 'secondary' : 'primary'}
        disabled={change.isPending}
        onClick={() => (open ? setConfirming(true) : change.mutate({ classId: detail.id, open: true }))}
      >
        {open ? 'Close Test Window' : change.isPending ? 'Opening...' : 'Open Test Window'}
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
            <AlertDialog.Title className="text-lg font-bold text-gray-900">Close the test window?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-gray-700">
              Students of class {detail.name} who have not started the Grade {detail.grade} test cannot start it until you open the window
              again. Students already on the test go on until their time is up.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  Keep It Open
                </Button>
              </AlertDialog.Cancel>
              <Button disabled={change.isPending} onClick={() => change.mutate({ classId: detail.id, open: false })}>
                {change.isPending ? 'Closing...' : 'Close Test Window'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
