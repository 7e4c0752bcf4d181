import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ClassDetail, ClassStudent, SignInSlip, TestProgress } from '../../../../shared/schemas/schools'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { saveBlob } from '../../../lib/save-file'
import { useDeleteStudent, useExportStudentData, useResetStudentPassword, useSchoolClass } from '../api/my-school'
import { CLASS_BOARD_TEXT } from '../class-board-text'
import { ClassListUpload } from './class-list-upload'
import { ExtraTimeControl, timeFactorText } from './extra-time-control'
import { JoinCode } from './join-code'
import { SlipSheet } from './slip-sheet'
import { TestWindowPanel } from './test-window-panel'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

const PROGRESS_LABELS: Record<TestProgress, MessageId> = {
  'not-started': 'class.progress.notStarted',
  'in-progress': 'class.progress.inProgress',
  finished: 'class.progress.finished',
}
/** Hidden text after a button's or link's words, naming whose it is for a screen reader. */
const hidden = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>
const PROGRESS_STYLES: Record<TestProgress, string> = {
  'not-started': 'bg-gray-100 text-gray-900 ring-gray-300',
  'in-progress': 'bg-amber-50 text-amber-900 ring-amber-300',
  finished: 'bg-green-50 text-green-900 ring-green-300',
}

const fullName = (s: Pick<ClassStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')

/** `/school/classes/:id`: a class, its join code, its class list and slips, and where each student is with the test. */
export function ClassPage({ classId }: { classId: string }) {
  const i18n = useI18n()
  const { t } = i18n
  const schoolClass = useSchoolClass(classId)
  useDocumentTitle(schoolClass.data ? t('class.pageTitle', { name: schoolClass.data.name }) : t('class.pageTitleLoading'))
  const [slips, setSlips] = useState<{ title: string; slips: SignInSlip[] } | null>(null)

  if (schoolClass.isPending) return <LoadingState label={t('class.loading')} />
  if (schoolClass.isError) {
    return <ErrorPanel title={t('class.loadFailed')} message={apiErrorText(schoolClass.error, 'school.tryAgain', i18n)} onRetry={() => void schoolClass.refetch()} />
  }
  const detail = schoolClass.data

  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/school" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          {t('class.all')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{t('class.pageTitle', { name: detail.name })}</h1>
        <p className="mt-1 text-gray-700">
          {t('class.summary', { grade: detail.grade, board: t(CLASS_BOARD_TEXT[detail.board]), count: detail.studentCount })}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Link to={`/school/classes/${detail.id}/live`} className={buttonStyles('primary')}>
            {t('class.live')}
          </Link>
          <Link to={`/school/classes/${detail.id}/report`} className={buttonStyles('secondary')}>
            {t('class.report')}
          </Link>
        </div>
        <div className={`${card} mt-4`}>
          <p className="text-sm text-gray-700">{t('school.joinCode')}</p>
          <JoinCode code={detail.joinCode} large />
          <p className="mt-1 text-sm text-gray-700">{t('class.joinCodeHint')}</p>
        </div>
      </div>
      <TestWindowPanel detail={detail} />
      {slips && <SlipSheet title={slips.title} slips={slips.slips} onDone={() => setSlips(null)} />}
      <ClassListUpload
        classId={classId}
        onSlips={(made) => setSlips({ title: t('class.slips.new', { count: made.length }), slips: made })}
      />
      <ClassProgress detail={detail} />
      <StudentList detail={detail} onSlip={(slip) => setSlips({ title: t('class.slips.one', { name: slip.name }), slips: [slip] })} />
    </div>
  )
}

/** Who has not started, who is on the way, who has finished; and the families the finished results lead with. */
function ClassProgress({ detail }: { detail: ClassDetail }) {
  const { t } = useI18n()
  const counts = { 'not-started': 0, 'in-progress': 0, finished: 0 } satisfies Record<TestProgress, number>
  for (const s of detail.students) counts[s.progress] += 1
  const most = Math.max(1, ...detail.families.map((f) => f.count))
  return (
    <section aria-labelledby="progress-title" className={card}>
      <h2 id="progress-title" className="text-xl font-bold text-gray-900">
        {t('class.test', { grade: detail.grade })}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {(Object.keys(counts) as TestProgress[]).map((p) => (
          <div key={p} className={`rounded-lg p-3 ring-1 ${PROGRESS_STYLES[p]}`}>
            <dt className="text-sm">{t(PROGRESS_LABELS[p])}</dt>
            <dd className="text-2xl font-bold">{counts[p]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold text-gray-900">{t('class.families')}</h3>
      {detail.families.length === 0 ? (
        <p className="mt-1 text-gray-700">{t('class.families.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" aria-label={t('class.families.label')}>
          {detail.families.map((f) => (
            <li key={f.label}>
              <div className="flex justify-between gap-3 text-sm text-gray-900">
                <span className="break-words">{f.label}</span>
                <span className="font-semibold whitespace-nowrap">{t('class.studentCount', { count: f.count })}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-3 rounded bg-gray-100">
                <div className="h-3 rounded bg-blue-700" style={{ width: `${(f.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function StudentList({ detail, onSlip }: { detail: ClassDetail; onSlip: (slip: SignInSlip) => void }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const [deleting, setDeleting] = useState<ClassStudent | null>(null)
  // Toasts say it in the page's language when the answer arrives.
  const failed = (title: MessageId, err: unknown, fallback: MessageId) =>
    toast({ title: currentI18n().t(title), description: apiErrorText(err, fallback), variant: 'destructive' })
  const reset = useResetStudentPassword(detail.id, {
    onSuccess: (answer) => onSlip(answer.slip),
    onError: (err) => failed('common.error', err, 'class.resetFailed'),
  })
  const exportData = useExportStudentData({
    onError: (err) => failed('class.downloadFailed.title', err, 'class.downloadFailed'),
  })
  const remove = useDeleteStudent(detail.id, {
    onSuccess: (answer) => {
      setDeleting(null)
      const now = currentI18n()
      toast({ title: now.t('class.deleted.title'), description: now.locale === 'en' ? answer.message : now.t('class.deleted.message') })
    },
    onError: (err) => failed('common.error', err, 'class.deleteFailed'),
  })

  const download = (student: ClassStudent) =>
    exportData.mutate(student.id, {
      onSuccess: (data) => {
        const file = `disha-student-data-${student.username ?? student.id}.json`
        saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file)
        const now = currentI18n()
        toast({ title: now.t('class.downloaded.title'), description: now.t('class.downloaded.message', { name: fullName(student), file }) })
      },
    })

  return (
    <section aria-labelledby="students-title" className="flex flex-col gap-4">
      <h2 id="students-title" className="text-2xl font-bold text-gray-900">
        {t('class.students')}
      </h2>
      {detail.students.length === 0 ? (
        <p className="text-gray-700">{t('class.students.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {detail.students.map((student) => (
            <li key={student.id}>
              <article aria-label={fullName(student)} className={`${card} flex h-full flex-col gap-2`}>
                <h3 className="text-lg font-bold break-words text-gray-900">{fullName(student)}</h3>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {student.rollNumber && (
                    <>
                      <dt className="text-gray-700">{t('class.student.roll')}</dt>
                      <dd className="text-gray-900">{student.rollNumber}</dd>
                    </>
                  )}
                  <dt className="text-gray-700">{t('class.student.signsInWith')}</dt>
                  <dd className="break-all text-gray-900">{student.username ? <span className="font-mono">{student.username}</span> : student.email}</dd>
                  {student.username && (
                    <>
                      <dt className="text-gray-700">{t('class.student.password')}</dt>
                      <dd className="text-gray-900">{t(student.mustChangePassword ? 'class.student.passwordSlip' : 'class.student.passwordOwn')}</dd>
                    </>
                  )}
                  <dt className="text-gray-700">{t('class.student.test')}</dt>
                  <dd>
                    <span className={`inline-block rounded px-2 ring-1 ${PROGRESS_STYLES[student.progress]}`}>{t(PROGRESS_LABELS[student.progress])}</span>
                  </dd>
                  <dt className="text-gray-700">{t('class.time.label')}</dt>
                  <dd className="break-words text-gray-900" data-testid="student-time">
                    {timeFactorText(i18n, student.timeFactor)}
                  </dd>
                  {student.bestFamily && (
                    <>
                      <dt className="text-gray-700">{t('class.student.bestFamily')}</dt>
                      <dd className="break-words text-gray-900">{student.bestFamily}</dd>
                    </>
                  )}
                </dl>
                <ExtraTimeControl classId={detail.id} student={student} name={fullName(student)} />
                <div className="mt-auto flex flex-col gap-2 pt-2">
                  {student.testId && (
                    <Link to={`/results/${student.testId}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
                      {rich('class.student.results', { name: fullName(student), hidden })}
                    </Link>
                  )}
                  {student.username && (
                    <>
                      <Button variant="secondary" disabled={reset.isPending} onClick={() => reset.mutate(student.id)}>
                        {rich('class.student.newPassword', { name: fullName(student), hidden })}
                      </Button>
                      <Button variant="secondary" disabled={exportData.isPending} onClick={() => download(student)}>
                        {rich('class.student.download', { name: fullName(student), hidden })}
                      </Button>
                      <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(student)}>
                        {rich('class.student.delete', { name: fullName(student), hidden })}
                      </Button>
                    </>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog.Root
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null)
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold text-gray-900">{t('class.delete.title')}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-gray-700">
              {deleting && t('class.delete.message', { name: fullName(deleting) })}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  {t('common.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button variant="danger" disabled={remove.isPending || !deleting} onClick={() => deleting && remove.mutate(deleting.id)}>
                {remove.isPending ? t('class.delete.busy') : t('class.delete.submit')}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
