import { BOARD_LABELS, CURRENT_STREAM_LABELS } from '../../../../shared/constants'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Test } from '../../../../shared/schemas/tests'
import { QualityNote } from '../../../components/quality-note'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useDeleteTest } from '../api/delete-test'
import { useAdminTestPages } from '../api/get-admin-tests'
import { useDebounced } from '../use-debounced'
import { formatBestFamily, formatDate } from '../../../lib/format'
import { hasFilters, ListFilters, MoreRows, type ListFilterValues } from './list-filters'
import { ResetTestDialog } from './reset-test-dialog'
import { ResponsiveTable, type Column } from './responsive-table'
import { ShortId } from './short-id'

const columns: Column<Test>[] = [
  { header: 'Test ID', cell: (test) => <ShortId id={test.id} /> },
  { header: 'Grade', cell: (test) => test.grade },
  {
    header: 'Board and stream',
    cell: (test) => (
      <>
        {test.board ? BOARD_LABELS[test.board] : '—'}
        {test.currentStream && <span className="block">{CURRENT_STREAM_LABELS[test.currentStream]}</span>}
      </>
    ),
  },
  { header: 'Best family', cell: (test) => (test.bestFamily ? formatBestFamily(test.bestFamily) : '—') },
  {
    header: 'Answer quality',
    fullWidth: true,
    cell: (test) => (test.qualityNotes ? <QualityNote notes={test.qualityNotes} about={`${test.studentName}, Grade ${test.grade}`} /> : '—'),
  },
  { header: 'Completed', cell: (test) => formatDate(test.completedAt) },
  { header: 'User ID', cell: (test) => (test.userId ? <ShortId id={test.userId} /> : 'Anonymous') },
]

const NO_FILTERS: ListFilterValues = { q: '', grade: '', schoolId: '', from: '', to: '' }

/**
 * Every completed test, newest first, 50 at a time, searched and filtered by the server; each links to its detail.
 * 'Reset Test' deletes one, after a confirmation, so its student may take it again.
 */
export function TestsSection() {
  const [filters, setFilters] = useState(NO_FILTERS)
  const q = useDebounced(filters.q)
  const tests = useAdminTestPages({ ...filters, q })
  const rows = tests.data?.pages.flatMap((p) => p.tests) ?? []
  const total = tests.data?.pages[0]?.total ?? 0
  const [target, setTarget] = useState<Test | null>(null)
  const trigger = useRef<HTMLElement | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const deleted = useRef(false)

  const deleteTest = useDeleteTest({
    onSuccess: () => {
      toast({ title: 'Success', description: 'Test deleted successfully' })
      deleted.current = true
      setTarget(null)
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete test', variant: 'destructive' })
      setTarget(null)
    },
  })

  return (
    <section aria-labelledby="admin-tests-title" className="flex flex-col gap-4">
      <h2 id="admin-tests-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900">
        Tests
      </h2>
      <ListFilters label="Search and filter tests" searchLabel="Search by student name or test ID" values={filters} onChange={setFilters} />
      {tests.isPending ? (
        <LoadingState label="Loading tests..." />
      ) : tests.isError && rows.length === 0 ? (
        <ErrorPanel
          title="Could not load the tests"
          message={apiErrorMessage(tests.error, 'Please check your connection and try again.')}
          onRetry={() => void tests.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-gray-700">{hasFilters(filters) ? 'No test matches the search and filters.' : 'No tests have been completed yet.'}</p>
      ) : (
        <>
          <ResponsiveTable
            id="admin-tests"
            label="Tests"
            rows={rows}
            rowKey={(test) => test.id}
            title={{ header: 'Student Name', cell: (test) => test.studentName }}
            columns={columns}
            actions={(test) => (
              // One above the other on every screen: side by side they would widen the table past its card at 1024 px.
              <div className="flex flex-col gap-2">
                <Link to={`/admin/tests/${test.id}`} className={buttonStyles('secondary', 'w-full lg:w-auto')}>
                  View answers
                  <span className="sr-only">
                    {' '}
                    of {test.studentName}, Grade {test.grade}
                  </span>
                </Link>
                <Button
                  variant="secondary"
                  className="w-full lg:w-auto"
                  onClick={(event) => {
                    trigger.current = event.currentTarget
                    deleted.current = false
                    setTarget(test)
                  }}
                >
                  Reset Test
                  <span className="sr-only">
                    {' '}
                    for {test.studentName}, Grade {test.grade}
                  </span>
                </Button>
              </div>
            )}
          />
          <MoreRows shown={rows.length} total={total} pages={tests} noun={{ one: 'test', many: 'tests' }} />
        </>
      )}
      <ResetTestDialog
        test={target}
        busy={deleteTest.isPending}
        onConfirm={(test) => deleteTest.mutate(test.id)}
        onCancel={() => setTarget(null)}
        onCloseAutoFocus={(event) => {
          // Radix would focus nothing (the dialog has no Trigger). Back to the row's button, or, when the row is
          // gone with its test, to the section it was in.
          event.preventDefault()
          const button = trigger.current
          if (!deleted.current && button?.isConnected) button.focus()
          else heading.current?.focus()
        }}
      />
    </section>
  )
}
