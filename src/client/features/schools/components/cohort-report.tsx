import { Link } from 'react-router'
import type { CohortStudent, ProgressCounts, Spread } from '../../../../shared/schemas/cohort-report'
import type { TestProgress } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { formatBestFamily } from '../../../lib/format'
import { useDownloadReportCsv } from '../api/cohort-report'

// The parts of the class and school reports: figures as text first (a screen reader, a phone at 360 px, a projector
// at the back of the room all read the same words), bars beside them only as a picture of those words.

export const reportCard = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 break-inside-avoid'

/**
 * On paper the report alone: the app's header and footer and the report's buttons are left out, the table is not
 * clipped to the screen's width, and the bars keep their colour. Inline, and only while a report is on the page.
 */
const PRINT_CSS = `
@media print {
  #root header, #root footer { display: none !important; }
  #root main { padding: 0 !important; min-height: 0 !important; max-width: none !important; }
  body { background: white !important; }
  [data-report-scroll] { overflow: visible !important; }
  @page { margin: 12mm; }
}`

export function ReportPrintStyle() {
  return <style>{PRINT_CSS}</style>
}

export const PROGRESS_LABELS: Record<TestProgress, string> = { 'not-started': 'Not started', 'in-progress': 'In progress', finished: 'Finished' }
const PROGRESS_TILES: { key: keyof ProgressCounts; progress: TestProgress; style: string }[] = [
  { key: 'notStarted', progress: 'not-started', style: 'bg-gray-100 text-gray-900 ring-gray-300' },
  { key: 'inProgress', progress: 'in-progress', style: 'bg-amber-50 text-amber-900 ring-amber-300' },
  { key: 'finished', progress: 'finished', style: 'bg-green-50 text-green-900 ring-green-300' },
]

export const fullName = (s: Pick<CohortStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')
const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0)

/** Not started, in progress, finished: three large figures. */
export function ProgressTiles({ progress }: { progress: ProgressCounts }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {PROGRESS_TILES.map((tile) => (
        <div key={tile.key} className={`rounded-lg p-3 ring-1 [print-color-adjust:exact] ${tile.style}`}>
          <dt className="text-sm">{PROGRESS_LABELS[tile.progress]}</dt>
          <dd className="text-3xl font-bold">{progress[tile.key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Finished tests counted by a label, most first: each line says the label, the number and its share in words; the
 * bar (scaled to the largest) repeats it for the eye and is hidden from screen readers.
 */
export function SpreadBars({ title, spread, empty, headingLevel = 3 }: { title: string; spread: Spread; empty: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const total = spread.reduce((n, s) => n + s.count, 0)
  const most = Math.max(1, ...spread.map((s) => s.count))
  return (
    <div className="break-inside-avoid">
      <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
      {spread.length === 0 ? (
        <p className="mt-1 text-gray-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3" aria-label={title}>
          {spread.map((s) => (
            <li key={s.label}>
              <div className="flex flex-wrap justify-between gap-x-3 text-base text-gray-900">
                <span className="min-w-0 break-words">{s.label}</span>
                <span className="font-semibold whitespace-nowrap">
                  {students(s.count)} · {percent(s.count, total)}%
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-4 rounded bg-gray-100 [print-color-adjust:exact]">
                <div className="h-4 rounded bg-blue-700 [print-color-adjust:exact]" style={{ width: `${(s.count / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The students whose result asks to be read with care, each with the notes their results page shows. */
export function FollowUpList({ students: list, showClass = false }: { students: CohortStudent[]; showClass?: boolean }) {
  return (
    <section aria-labelledby="follow-up-title" className={reportCard}>
      <h2 id="follow-up-title" className="text-xl font-bold text-gray-900">
        Read with Care
      </h2>
      <p className="mt-1 text-gray-700">
        These results carry a note that the answers may not give a clear picture. Talk with the student before planning
        from them.
      </p>
      {list.length === 0 ? (
        <p className="mt-3 font-medium text-gray-900">No finished result carries such a note.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-gray-200">
          {list.map((s) => (
            <li key={s.id} className="py-3 break-inside-avoid">
              <p className="font-semibold break-words text-gray-900">
                {fullName(s)}
                {s.rollNumber && <span className="font-normal text-gray-700"> · Roll no. {s.rollNumber}</span>}
                {showClass && <span className="font-normal text-gray-700"> · Class {s.className}</span>}
              </p>
              <ul className="mt-1 list-disc pl-5 text-gray-800">
                {s.qualityNotes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
              {s.testId && (
                <Link to={`/results/${s.testId}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
                  View results<span className="sr-only"> of {fullName(s)}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Every student of the class: a table that scrolls sideways on a narrow screen and prints whole. */
export function StudentTable({ students: list, showStream }: { students: CohortStudent[]; showStream: boolean }) {
  return (
    <section aria-labelledby="student-table-title" className="flex flex-col gap-3">
      <h2 id="student-table-title" className="text-xl font-bold text-gray-900">
        Students
      </h2>
      {list.length === 0 ? (
        <p className="text-gray-700">No students in this class yet.</p>
      ) : (
        <div data-report-scroll="" role="region" aria-label="Table of students" tabIndex={0} className="overflow-x-auto rounded-xl ring-1 ring-gray-200">
          <table className="w-full min-w-[32rem] border-collapse bg-white text-left text-sm">
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Roll no.
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Test
                </th>
                <th scope="col" className="px-3 py-2">
                  Best career family
                </th>
                {showStream && (
                  <th scope="col" className="px-3 py-2">
                    Suggested stream
                  </th>
                )}
                <th scope="col" className="px-3 py-2">
                  Read with care
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 text-gray-900">
              {list.map((s) => (
                <tr key={s.id} className="break-inside-avoid">
                  <td className="px-3 py-2 whitespace-nowrap">{s.rollNumber ?? '–'}</td>
                  <th scope="row" className="px-3 py-2 font-medium break-words print:whitespace-nowrap">
                    {fullName(s)}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{PROGRESS_LABELS[s.progress]}</td>
                  <td className="px-3 py-2 break-words">{s.bestFamily ? formatBestFamily(s.bestFamily) : '–'}</td>
                  {showStream && <td className="px-3 py-2 break-words">{s.suggestedStream ?? '–'}</td>}
                  <td className="px-3 py-2">{s.qualityNotes.length > 0 ? 'Yes' : s.progress === 'finished' ? 'No' : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** Print and Download CSV, left off the paper. */
export function ReportActions({ csvUrl }: { csvUrl: string }) {
  const download = useDownloadReportCsv({
    onSuccess: ({ fileName }) => toast({ title: 'Report Downloaded', description: `The report was saved as ${fileName}.` }),
    onError: (error) => toast({ title: 'Download Failed', description: apiErrorMessage(error, 'The report could not be downloaded. Please try again.'), variant: 'destructive' }),
  })
  return (
    <div className="flex flex-col gap-2 sm:flex-row print:hidden">
      <Button onClick={() => window.print()}>Print Report</Button>
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(csvUrl)}>
        {download.isPending ? 'Preparing...' : 'Download CSV'}
      </Button>
    </div>
  )
}
