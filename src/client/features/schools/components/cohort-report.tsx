import { Link } from 'react-router'
import type { CohortStudent, ProgressCounts, Spread } from '../../../../shared/schemas/cohort-report'
import type { MATCH_BANDS } from '../../../../shared/schemas/results'
import type { TestProgress } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { currentI18n, useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { useDownloadReportFile } from '../api/cohort-report'

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

const PROGRESS_LABELS: Record<TestProgress, MessageId> = {
  'not-started': 'report.progress.notStarted',
  'in-progress': 'report.progress.inProgress',
  finished: 'report.progress.finished',
}
type MatchBand = (typeof MATCH_BANDS)[number]
const BAND_TEXT: Record<MatchBand, MessageId> = { 'Strong fit': 'report.band.strong', 'Good fit': 'report.band.good', 'Worth exploring': 'report.band.explore' }
const hidden = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>

/**
 * A student's best family as the table shows it, 'Health and medicine (Good fit), tied with Science and research'
 * (formatBestFamily's words), the band in the page's language.
 */
function bestFamilyText(family: { label: string; band: string; tiedWith?: string }, { t }: I18n): string {
  const known = BAND_TEXT[family.band as MatchBand] as MessageId | undefined
  const band = known ? t(known) : family.band
  return family.tiedWith ? t('report.familyTied', { family: family.label, band, tiedWith: family.tiedWith }) : t('report.family', { family: family.label, band })
}
const PROGRESS_TILES: { key: keyof ProgressCounts; progress: TestProgress; style: string }[] = [
  { key: 'notStarted', progress: 'not-started', style: 'bg-gray-100 text-gray-900 ring-gray-300' },
  { key: 'inProgress', progress: 'in-progress', style: 'bg-amber-50 text-amber-900 ring-amber-300' },
  { key: 'finished', progress: 'finished', style: 'bg-green-50 text-green-900 ring-green-300' },
]

const fullName = (s: Pick<CohortStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0)

/** Not started, in progress, finished: three large figures. */
export function ProgressTiles({ progress }: { progress: ProgressCounts }) {
  const { t } = useI18n()
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {PROGRESS_TILES.map((tile) => (
        <div key={tile.key} className={`rounded-lg p-3 ring-1 [print-color-adjust:exact] ${tile.style}`}>
          <dt className="text-sm">{t(PROGRESS_LABELS[tile.progress])}</dt>
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
  const { t } = useI18n()
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
                <span className="font-semibold whitespace-nowrap">{t('report.share', { count: s.count, percent: percent(s.count, total) })}</span>
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
  const { t, rich } = useI18n()
  return (
    <section aria-labelledby="follow-up-title" className={reportCard}>
      <h2 id="follow-up-title" className="text-xl font-bold text-gray-900">
        {t('report.followUp.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('report.followUp.intro')}</p>
      {list.length === 0 ? (
        <p className="mt-3 font-medium text-gray-900">{t('report.followUp.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-gray-200">
          {list.map((s) => (
            <li key={s.id} className="py-3 break-inside-avoid">
              <p className="font-semibold break-words text-gray-900">
                {fullName(s)}
                {s.rollNumber && <span className="font-normal text-gray-700">{t('report.followUp.roll', { roll: s.rollNumber })}</span>}
                {showClass && <span className="font-normal text-gray-700">{t('report.followUp.class', { className: s.className })}</span>}
              </p>
              <ul className="mt-1 list-disc pl-5 text-gray-800">
                {s.qualityNotes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
              {s.testId && (
                <Link to={`/results/${s.testId}`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline print:hidden">
                  {rich('report.viewResults', { name: fullName(s), hidden })}
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
  const i18n = useI18n()
  const { t } = i18n
  return (
    <section aria-labelledby="student-table-title" className="flex flex-col gap-3">
      <h2 id="student-table-title" className="text-xl font-bold text-gray-900">
        {t('report.students')}
      </h2>
      {list.length === 0 ? (
        <p className="text-gray-700">{t('report.students.none')}</p>
      ) : (
        <div data-report-scroll="" role="region" aria-label={t('report.students.table')} tabIndex={0} className="overflow-x-auto rounded-xl ring-1 ring-gray-200">
          <table className="w-full min-w-[32rem] border-collapse bg-white text-left text-sm">
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('report.col.roll')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('report.col.name')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('report.col.test')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('report.col.family')}
                </th>
                {showStream && (
                  <th scope="col" className="px-3 py-2">
                    {t('report.col.stream')}
                  </th>
                )}
                <th scope="col" className="px-3 py-2">
                  {t('report.col.care')}
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
                  <td className="px-3 py-2 whitespace-nowrap">{t(PROGRESS_LABELS[s.progress])}</td>
                  <td className="px-3 py-2 break-words">{s.bestFamily ? bestFamilyText(s.bestFamily, i18n) : '–'}</td>
                  {showStream && <td className="px-3 py-2 break-words">{s.suggestedStream ?? '–'}</td>}
                  <td className="px-3 py-2">{s.qualityNotes.length > 0 ? t('report.yes') : s.progress === 'finished' ? t('report.no') : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** Print, Download PDF (drawn by the server) and Download CSV, left off the paper. */
export function ReportActions({ csvUrl, pdfUrl }: { csvUrl: string; pdfUrl?: string }) {
  const { t } = useI18n()
  const config = {
    onSuccess: ({ fileName }: { fileName: string }) => {
      const now = currentI18n()
      toast({ title: now.t('report.downloaded.title'), description: now.t('report.downloaded.message', { file: fileName }) })
    },
    onError: (error: Error) =>
      toast({ title: currentI18n().t('report.downloadFailed.title'), description: apiErrorText(error, 'report.downloadFailed'), variant: 'destructive' }),
  }
  const csv = useDownloadReportFile(config)
  const pdf = useDownloadReportFile(config)
  return (
    <div className="flex flex-col gap-2 sm:flex-row print:hidden">
      <Button onClick={() => window.print()}>{t('report.print')}</Button>
      {pdfUrl && (
        <Button variant="secondary" disabled={pdf.isPending} onClick={() => pdf.mutate(pdfUrl)}>
          {pdf.isPending ? t('report.preparing') : t('report.pdf')}
        </Button>
      )}
      <Button variant="secondary" disabled={csv.isPending} onClick={() => csv.mutate(csvUrl)}>
        {csv.isPending ? t('report.preparing') : t('report.csv')}
      </Button>
    </div>
  )
}
