import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ClassDetail, ClassStudent, SignInSlip, TestProgress } from '../../../../shared/schemas/schools'
import { CLASS_BOARD_LABELS } from '../../../../shared/schools'
import { Button, buttonStyles } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { saveBlob } from '../../../lib/save-file'
import { useDeleteStudent, useExportStudentData, useResetStudentPassword, useSchoolClass } from '../api/my-school'
import { ClassListUpload } from './class-list-upload'
import { ExtraTimeControl, timeFactorText } from './extra-time-control'
import { JoinCode } from './join-code'
import { SlipSheet } from './slip-sheet'
import { TestWindowPanel } from './test-window-panel'

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200'

const PROGRESS_LABELS: Record<TestProgress, string> = { 'not-started': 'Not started', 'in-progress': 'In progress', finished: 'Finished' }
const PROGRESS_STYLES: Record<TestProgress, string> = {
  'not-started': 'bg-gray-100 text-gray-900 ring-gray-300',
  'in-progress': 'bg-amber-50 text-amber-900 ring-amber-300',
  finished: 'bg-green-50 text-green-900 ring-green-300',
}

const fullName = (s: Pick<ClassStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')

/** `/school/classes/:id`: a class, its join code, its class list and slips, and where each student is with the test. */
export function ClassPage({ classId }: { classId: string }) {
  const schoolClass = useSchoolClass(classId)
  useDocumentTitle(schoolClass.data ? `Class ${schoolClass.data.name}` : 'Class')
  const [slips, setSlips] = useState<{ title: string; slips: SignInSlip[] } | null>(null)

  if (schoolClass.isPending) return <LoadingState label="Loading the class..." />
  if (schoolClass.isError) {
    return <ErrorPanel title="Could not load the class" message={apiErrorMessage(schoolClass.error, 'Please try again.')} onRetry={() => void schoolClass.refetch()} />
  }
  const detail = schoolClass.data

  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/school" className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
          All classes
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">Class {detail.name}</h1>
        <p className="mt-1 text-gray-700">
          Grade {detail.grade} · {CLASS_BOARD_LABELS[detail.board]} · {detail.studentCount} {detail.studentCount === 1 ? 'student' : 'students'}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Link to={`/school/classes/${detail.id}/live`} className={buttonStyles('primary')}>
            Live Progress
          </Link>
          <Link to={`/school/classes/${detail.id}/report`} className={buttonStyles('secondary')}>
            Class Report
          </Link>
        </div>
        <div className={`${card} mt-4`}>
          <p className="text-sm text-gray-700">Join code</p>
          <JoinCode code={detail.joinCode} large />
          <p className="mt-1 text-sm text-gray-700">Students with an e-mail address type it when they create their account, or later on their profile.</p>
        </div>
      </div>
      <TestWindowPanel detail={detail} />
      {slips && <SlipSheet title={slips.title} slips={slips.slips} onDone={() => setSlips(null)} />}
      <ClassListUpload
        classId={classId}
        onSlips={(made) => setSlips({ title: `Sign-in slips for ${made.length} new ${made.length === 1 ? 'student' : 'students'}`, slips: made })}
      />
      <ClassProgress detail={detail} />
      <StudentList detail={detail} onSlip={(slip) => setSlips({ title: `New sign-in slip for ${slip.name}`, slips: [slip] })} />
    </div>
  )
}

/** Who has not started, who is on the way, who has finished; and the families the finished results lead with. */
function ClassProgress({ detail }: { detail: ClassDetail }) {
  const counts = { 'not-started': 0, 'in-progress': 0, finished: 0 } satisfies Record<TestProgress, number>
  for (const s of detail.students) counts[s.progress] += 1
  const most = Math.max(1, ...detail.families.map((f) => f.count))
  return (
    <section aria-labelledby="progress-title" className={card}>
      <h2 id="progress-title" className="text-xl font-bold text-gray-900">
        Grade {detail.grade} Test
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {(Object.keys(counts) as TestProgress[]).map((p) => (
          <div key={p} className={`rounded-lg p-3 ring-1 ${PROGRESS_STYLES[p]}`}>
            <dt className="text-sm">{PROGRESS_LABELS[p]}</dt>
            <dd className="text-2xl font-bold">{counts[p]}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold text-gray-900">Best career families</h3>
      {detail.families.length === 0 ? (
        <p className="mt-1 text-gray-700">None yet: they appear as students finish the test.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" aria-label="Finished tests by best career family">
          {detail.families.map((f) => (
            <li key={f.label}>
              <div className="flex justify-between gap-3 text-sm text-gray-900">
                <span className="break-words">{f.label}</span>
                <span className="font-semibold whitespace-nowrap">
                  {f.count} {f.count === 1 ? 'student' : 'students'}
                </span>
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
  const [deleting, setDeleting] = useState<ClassStudent | null>(null)
  const reset = useResetStudentPassword(detail.id, {
    onSuccess: (answer) => onSlip(answer.slip),
    onError: (err) => toast({ title: 'Error', description: apiErrorMessage(err, 'The password could not be reset.'), variant: 'destructive' }),
  })
  const exportData = useExportStudentData({
    onError: (err) => toast({ title: 'Download Failed', description: apiErrorMessage(err, 'The data could not be downloaded.'), variant: 'destructive' }),
  })
  const remove = useDeleteStudent(detail.id, {
    onSuccess: (answer) => {
      setDeleting(null)
      toast({ title: 'Student Deleted', description: answer.message })
    },
    onError: (err) => toast({ title: 'Error', description: apiErrorMessage(err, 'The student could not be deleted.'), variant: 'destructive' }),
  })

  const download = (student: ClassStudent) =>
    exportData.mutate(student.id, {
      onSuccess: (data) => {
        const file = `disha-student-data-${student.username ?? student.id}.json`
        saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file)
        toast({ title: 'Data Downloaded', description: `${fullName(student)}'s data was saved as ${file}.` })
      },
    })

  return (
    <section aria-labelledby="students-title" className="flex flex-col gap-4">
      <h2 id="students-title" className="text-2xl font-bold text-gray-900">
        Students
      </h2>
      {detail.students.length === 0 ? (
        <p className="text-gray-700">No students yet. Add a class list above, or give students with e-mail the join code.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {detail.students.map((student) => (
            <li key={student.id}>
              <article aria-label={fullName(student)} className={`${card} flex h-full flex-col gap-2`}>
                <h3 className="text-lg font-bold break-words text-gray-900">{fullName(student)}</h3>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {student.rollNumber && (
                    <>
                      <dt className="text-gray-700">Roll no.</dt>
                      <dd className="text-gray-900">{student.rollNumber}</dd>
                    </>
                  )}
                  <dt className="text-gray-700">Signs in with</dt>
                  <dd className="break-all text-gray-900">{student.username ? <span className="font-mono">{student.username}</span> : student.email}</dd>
                  {student.username && (
                    <>
                      <dt className="text-gray-700">Password</dt>
                      <dd className="text-gray-900">{student.mustChangePassword ? 'Still the one on the slip' : 'Chosen by the student'}</dd>
                    </>
                  )}
                  <dt className="text-gray-700">Test</dt>
                  <dd>
                    <span className={`inline-block rounded px-2 ring-1 ${PROGRESS_STYLES[student.progress]}`}>{PROGRESS_LABELS[student.progress]}</span>
                  </dd>
                  <dt className="text-gray-700">Time</dt>
                  <dd className="break-words text-gray-900" data-testid="student-time">
                    {timeFactorText(student.timeFactor)}
                  </dd>
                  {student.bestFamily && (
                    <>
                      <dt className="text-gray-700">Best family</dt>
                      <dd className="break-words text-gray-900">{student.bestFamily}</dd>
                    </>
                  )}
                </dl>
                <ExtraTimeControl classId={detail.id} student={student} name={fullName(student)} />
                <div className="mt-auto flex flex-col gap-2 pt-2">
                  {student.testId && (
                    <Link to={`/results/${student.testId}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline">
                      View results<span className="sr-only"> of {fullName(student)}</span>
                    </Link>
                  )}
                  {student.username && (
                    <>
                      <Button variant="secondary" disabled={reset.isPending} onClick={() => reset.mutate(student.id)}>
                        New Password<span className="sr-only"> for {fullName(student)}</span>
                      </Button>
                      <Button variant="secondary" disabled={exportData.isPending} onClick={() => download(student)}>
                        Download Data<span className="sr-only"> of {fullName(student)}</span>
                      </Button>
                      <Button variant="ghost" className="text-red-700" onClick={() => setDeleting(student)}>
                        Delete Account<span className="sr-only"> of {fullName(student)}</span>
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
            <AlertDialog.Title className="text-lg font-bold text-gray-900">Delete this student&rsquo;s account?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 break-words text-gray-700">
              {deleting && `${fullName(deleting)}'s account, tests and results are deleted for good. Download the data first if the student or the parents want a copy.`}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button variant="danger" disabled={remove.isPending || !deleting} onClick={() => deleting && remove.mutate(deleting.id)}>
                {remove.isPending ? 'Deleting...' : 'Delete Account'}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
