import type { Board } from '../../../../shared/constants'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Test } from '../../../../shared/schemas/tests'
import { QualityNote } from '../../../components/quality-note'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { useDeleteTest } from '../api/delete-test'
import { useAdminTestPages } from '../api/get-admin-tests'
import { useDebounced } from '../use-debounced'
import { DATE } from '../format'
import { hasFilters, ListFilters, MoreRows, TEST_ROWS, type ListFilterValues } from './list-filters'
import { ResetTestDialog } from './reset-test-dialog'
import { ResponsiveTable, type Column } from './responsive-table'
import { ShortId } from './short-id'

const BOARD_TEXT: Record<Board, MessageId> = { cbse: 'admin.board.cbse', icse: 'admin.board.icse', state: 'admin.board.state' }

/** The family, its band and the family tied with it, as the server names them (in the account's language). */
function bestFamilyText({ t }: I18n, family: NonNullable<Test['bestFamily']>): string {
  const values = { family: family.label, band: family.band }
  return family.tiedWith ? t('admin.tests.bestFamily.tied', { ...values, tiedWith: family.tiedWith }) : t('admin.tests.bestFamily.value', values)
}

const columns = (i18n: I18n): Column<Test>[] => {
  const { t, intl } = i18n
  return [
    { header: t('admin.tests.id'), cell: (test) => <ShortId id={test.id} /> },
    { header: t('admin.tests.grade'), cell: (test) => test.grade },
    {
      header: t('admin.tests.boardAndStream'),
      cell: (test) => (
        <>
          {test.board ? t(BOARD_TEXT[test.board]) : t('admin.none')}
          {/* The stream's name as the name entry says it (the test area, which /admin loads). */}
          {test.currentStream && <span className="block">{t(`test.stream.${test.currentStream}`)}</span>}
        </>
      ),
    },
    { header: t('admin.tests.bestFamily'), cell: (test) => (test.bestFamily ? bestFamilyText(i18n, test.bestFamily) : t('admin.none')) },
    {
      header: t('admin.tests.quality'),
      fullWidth: true,
      cell: (test) =>
        test.qualityNotes ? (
          <QualityNote notes={test.qualityNotes} about={t('admin.tests.about', { name: test.studentName, grade: test.grade })} />
        ) : (
          t('admin.none')
        ),
    },
    { header: t('admin.tests.completed'), cell: (test) => intl.formatDate(test.completedAt, DATE) },
    { header: t('admin.tests.userId'), cell: (test) => (test.userId ? <ShortId id={test.userId} /> : t('admin.tests.anonymous')) },
  ]
}

const NO_FILTERS: ListFilterValues = { q: '', grade: '', schoolId: '', from: '', to: '' }

/**
 * Every completed test, newest first, 50 at a time, searched and filtered by the server; each links to its detail.
 * 'Reset Test' deletes one, after a confirmation, so its student may take it again.
 */
export function TestsSection() {
  const i18n = useI18n()
  const { t } = i18n
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
      const { t } = currentI18n()
      toast({ title: t('admin.success'), description: t('admin.tests.deleted') })
      deleted.current = true
      setTarget(null)
    },
    onError: () => {
      const { t } = currentI18n()
      toast({ title: t('admin.error'), description: t('admin.tests.deleteFailed'), variant: 'destructive' })
      setTarget(null)
    },
  })

  return (
    <section aria-labelledby="admin-tests-title" className="flex flex-col gap-4">
      <h2 id="admin-tests-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900">
        {t('admin.tests.title')}
      </h2>
      <ListFilters label={t('admin.tests.filters')} searchLabel={t('admin.tests.search')} values={filters} onChange={setFilters} />
      {tests.isPending ? (
        <LoadingState label={t('admin.tests.loading')} />
      ) : tests.isError && rows.length === 0 ? (
        <ErrorPanel
          title={t('admin.tests.loadFailed')}
          message={apiErrorText(tests.error, 'admin.tryAgain')}
          onRetry={() => void tests.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="text-gray-700">{hasFilters(filters) ? t('admin.tests.noMatch') : t('admin.tests.none')}</p>
      ) : (
        <>
          <ResponsiveTable
            id="admin-tests"
            label={t('admin.tests.title')}
            rows={rows}
            rowKey={(test) => test.id}
            title={{ header: t('admin.tests.studentName'), cell: (test) => test.studentName }}
            columns={columns(i18n)}
            actions={(test) => (
              // One above the other on every screen: side by side they would widen the table past its card at 1024 px.
              <div className="flex flex-col gap-2">
                <Link to={`/admin/tests/${test.id}`} className={buttonStyles('secondary', 'w-full lg:w-auto')}>
                  {t('admin.tests.view')}
                  <span className="sr-only">{t('admin.tests.viewOf', { name: test.studentName, grade: test.grade })}</span>
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
                  {t('admin.tests.reset')}
                  <span className="sr-only">{t('admin.tests.resetFor', { name: test.studentName, grade: test.grade })}</span>
                </Button>
              </div>
            )}
          />
          <MoreRows shown={rows.length} total={total} pages={tests} noun={TEST_ROWS} />
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
