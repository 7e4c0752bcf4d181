// @vitest-environment happy-dom
// The class and school reports through the whole app: figures as words (tiles, bar lists, a table), the results to
// read with care, Print, Download PDF and Download CSV, the links that lead there, and what a failure or another role sees.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClassReport, CohortStudent, SchoolReport } from '../../../shared/schemas/cohort-report'
import type { ClassDetail, CounsellorSchool } from '../../../shared/schemas/schools'
import { removeToast } from '../../hooks/use-toast'
import { aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { aCohortStudent, CLASS_ID, COUNSELLOR } from '../../testing/schools'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

const CLASS_11_ID = '1c7f3f63-7a43-4b8e-9a0e-2f1a2b3c4d5e'
const NOTE = 'You answered very quickly, so some answers may be guesses.'

const finished = (id: string, firstName: string, family: string, stream: string, notes: string[] = []) =>
  aCohortStudent({ id, firstName, lastName: null, rollNumber: id.slice(1), progress: 'finished', testId: `t-${id}`, completedAt: '2026-03-05T10:00:00.000Z', bestFamily: { label: family, band: 'Good fit' }, suggestedStream: stream, qualityNotes: notes })

const CLASS_REPORT: ClassReport = {
  generatedAt: '2026-03-05T11:00:00.000Z',
  schoolName: 'DAV Public School',
  schoolClass: { id: CLASS_ID, name: '9 A', grade: 9, board: 'cbse' },
  progress: { notStarted: 1, inProgress: 1, finished: 3 },
  families: [
    { label: 'Health and medicine', count: 2 },
    { label: 'Business and finance', count: 1 },
  ],
  streams: [
    { label: 'Science (PCB)', count: 2 },
    { label: 'Commerce', count: 1 },
  ],
  students: [
    aCohortStudent({ id: 'u1' }),
    aCohortStudent({ id: 'u2', firstName: 'Rohan', lastName: 'Das', rollNumber: '2', progress: 'in-progress' }),
    finished('u3', 'Kabir', 'Health and medicine', 'Science (PCB)'),
    finished('u4', 'Meera', 'Health and medicine', 'Science (PCB)', [NOTE]),
    { ...finished('u5', 'Arif', 'Business and finance', 'Commerce'), bestFamily: { label: 'Business and finance', band: 'Good fit', tiedWith: 'Law and governance' } },
  ],
}

const SCHOOL_REPORT: SchoolReport = {
  generatedAt: '2026-03-05T11:00:00.000Z',
  schoolName: 'DAV Public School',
  progress: { notStarted: 1, inProgress: 1, finished: 4 },
  classes: [
    { id: CLASS_ID, name: '9 A', grade: 9, board: 'cbse', studentCount: 5, progress: CLASS_REPORT.progress },
    { id: CLASS_11_ID, name: '11 Science', grade: 11, board: 'cbse', studentCount: 1, progress: { notStarted: 0, inProgress: 0, finished: 1 } },
  ],
  grades: [
    { grade: 9, studentCount: 5, progress: CLASS_REPORT.progress, families: CLASS_REPORT.families, streams: CLASS_REPORT.streams },
    { grade: 11, studentCount: 1, progress: { notStarted: 0, inProgress: 0, finished: 1 }, families: [{ label: 'Engineering and technology', count: 1 }], streams: null },
  ],
  followUp: [CLASS_REPORT.students[3] as CohortStudent, { ...finished('u9', 'Tara', 'Engineering and technology', '', [NOTE]), classId: CLASS_11_ID, className: '11 Science', grade: 11, suggestedStream: null }],
}

let clicked: HTMLAnchorElement[]
beforeEach(() => {
  clicked = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this)
  })
})
afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent)

describe('the class report', () => {
  it('says in words where the class is, its families and streams, whom to talk to, and every student', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [`GET /api/school/classes/${CLASS_ID}/report`]: () => json(CLASS_REPORT) })
    renderApp(`/school/classes/${CLASS_ID}/report`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Class 9 A: Report' }, { timeout: 10_000 }))
    expect(document.title).toContain('Class 9 A Report')
    expect(screen.getByRole('link', { name: 'Back to class 9 A' }).getAttribute('href')).toBe(`/school/classes/${CLASS_ID}`)

    const progress = screen.getByRole('region', { name: 'Grade 9 Test' })
    expect(within(progress).getByText('Not started').nextElementSibling?.textContent).toBe('1')
    expect(within(progress).getByText('In progress').nextElementSibling?.textContent).toBe('1')
    expect(within(progress).getByText('Finished').nextElementSibling?.textContent).toBe('3')
    // Each bar's figure is text: the number and its share of the finished tests.
    expect(lines(within(progress).getByRole('list', { name: 'Best career families' }))).toEqual(['Health and medicine2 students · 67%', 'Business and finance1 student · 33%'])
    expect(lines(within(progress).getByRole('list', { name: 'Suggested streams' }))).toEqual(['Science (PCB)2 students · 67%', 'Commerce1 student · 33%'])

    const care = screen.getByRole('region', { name: 'Read with Care' })
    expect(care.textContent).toContain('Meera · Roll no. 4')
    expect(care.textContent).toContain(NOTE)
    expect(within(care).getByRole('link', { name: 'View results of Meera' }).getAttribute('href')).toBe('/results/t-u4')
    expect(care.textContent).not.toContain('Kabir')

    const table = within(screen.getByRole('region', { name: 'Table of students' })).getByRole('table')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Roll no.', 'Name', 'Test', 'Best career family', 'Suggested stream', 'Read with care'])
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')?.textContent
    expect(row('Priya Sharma')).toBe('1Priya SharmaNot started–––')
    expect(row('Rohan Das')).toBe('2Rohan DasIn progress–––')
    expect(row('Meera')).toBe('4MeeraFinishedHealth and medicine (Good fit)Science (PCB)Yes')
    expect(row('Arif')).toBe('5ArifFinishedBusiness and finance (Good fit), tied with Law and governanceCommerceNo')
  })

  it('prints the page, and downloads the CSV under the server’s file name', async () => {
    const user = userEvent.setup()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:class-report')
    const csv = '\uFEFFClass,Grade\r\n9 A,9\r\n'
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}/report`]: () => json(CLASS_REPORT),
      [`GET /api/school/classes/${CLASS_ID}/report.csv`]: () =>
        new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="disha-class-9-a-report.csv"' } }),
    })
    renderApp(`/school/classes/${CLASS_ID}/report`)
    await user.click(await screen.findByRole('button', { name: 'Print Report' }))
    expect(print).toHaveBeenCalledTimes(1)
    // On paper the app's header and footer are left out, and the buttons too.
    expect(document.querySelector('style')?.textContent).toMatch(/@media print[\s\S]*#root header, #root footer \{ display: none !important; \}/)
    expect(screen.getByRole('button', { name: 'Print Report' }).parentElement?.className).toContain('print:hidden')

    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    expectVisible(await (await findToastRegion()).findByText('The report was saved as disha-class-9-a-report.csv.'))
    expect(fetchMock.mock.calls.find(([input]) => String(input) === `/api/school/classes/${CLASS_ID}/report.csv`)?.[1]).toMatchObject({ credentials: 'include' })
    expect(clicked.map((a) => a.download)).toEqual(['disha-class-9-a-report.csv'])
  })

  it('downloads the PDF the server draws, under its file name, and says so when it fails', async () => {
    const user = userEvent.setup()
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:class-report-pdf')
    let fail = false
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}/report`]: () => json(CLASS_REPORT),
      [`GET /api/school/classes/${CLASS_ID}/report.pdf`]: () =>
        fail
          ? json({ message: 'That class was not found.' }, 404)
          : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="disha-class-9-a-report.pdf"' } }),
    })
    renderApp(`/school/classes/${CLASS_ID}/report`)
    const button = await screen.findByRole('button', { name: 'Download PDF' })
    // Beside Print, and left off the paper with it.
    expect(within(button.parentElement as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Print Report', 'Download PDF', 'Download CSV'])
    expect(button.parentElement?.className).toContain('print:hidden')
    await user.click(button)
    expectVisible(await (await findToastRegion()).findByText('The report was saved as disha-class-9-a-report.pdf.'))
    const call = fetchMock.mock.calls.find(([input]) => String(input) === `/api/school/classes/${CLASS_ID}/report.pdf`)
    expect(call?.[1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/pdf' } })
    expect(clicked.map((a) => a.download)).toEqual(['disha-class-9-a-report.pdf'])

    fail = true
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expectVisible(await (await findToastRegion()).findByText('Download Failed'))
    expect(clicked).toHaveLength(1)
  })

  it('has no stream figures outside grades 9 and 10', async () => {
    const report: ClassReport = {
      ...CLASS_REPORT,
      schoolClass: { id: CLASS_11_ID, name: '11 Science', grade: 11, board: 'cbse' },
      streams: null,
      students: [{ ...finished('u9', 'Tara', 'Engineering and technology', ''), grade: 11, suggestedStream: null }],
    }
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [`GET /api/school/classes/${CLASS_11_ID}/report`]: () => json(report) })
    renderApp(`/school/classes/${CLASS_11_ID}/report`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Class 11 Science: Report' }))
    expect(screen.queryByRole('list', { name: 'Suggested streams' })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Suggested stream' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Read with Care' }).textContent).toContain('No finished result carries such a note.')
  })

  it('says what went wrong when the report cannot be read, and offers to try again', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [`GET /api/school/classes/${CLASS_ID}/report`]: () => json({ message: 'That class was not found.' }, 404) })
    renderApp(`/school/classes/${CLASS_ID}/report`)
    expectVisible(await screen.findByText('That class was not found.'))
    expect(screen.getByRole('button', { name: /Retry|Try Again/i })).toHaveProperty('disabled', false)
  })

  it('is no page for a student', async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser()) })
    renderApp(`/school/classes/${CLASS_ID}/report`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }))
  })
})

describe('the school report', () => {
  it('lists each class, each grade’s spreads and everyone to follow up, with their classes', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school/report': () => json(SCHOOL_REPORT) })
    renderApp('/school/report')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'DAV Public School: Report' }))
    const classes = within(screen.getByRole('region', { name: 'Table of classes' })).getByRole('table')
    expect(within(classes).getByRole('link', { name: '9 A' }).getAttribute('href')).toBe(`/school/classes/${CLASS_ID}/report`)
    expect(within(classes).getByRole('rowheader', { name: '11 Science' }).closest('tr')?.textContent).toBe('11 Science111001')

    const grade9 = screen.getByRole('region', { name: 'Grade 9' })
    expect(grade9.textContent).toContain('3 of 5 students have finished the test.')
    expect(lines(within(grade9).getByRole('list', { name: 'Grade 9: suggested streams' }))).toEqual(['Science (PCB)2 students · 67%', 'Commerce1 student · 33%'])
    const grade11 = screen.getByRole('region', { name: 'Grade 11' })
    expect(lines(within(grade11).getByRole('list', { name: 'Grade 11: best career families' }))).toEqual(['Engineering and technology1 student · 100%'])
    expect(within(grade11).queryByRole('list', { name: /suggested streams/ })).toBeNull()

    const care = screen.getByRole('region', { name: 'Read with Care' })
    expect(care.textContent).toContain('Meera · Roll no. 4 · Class 9 A')
    expect(care.textContent).toContain('Tara · Roll no. 9 · Class 11 Science')
  })

  it('downloads the school-wide PDF the server draws, under its file name', async () => {
    const user = userEvent.setup()
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:school-report-pdf')
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school/report': () => json(SCHOOL_REPORT),
      'GET /api/school/report.pdf': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="disha-school-dav-public-school-report.pdf"' } }),
    })
    renderApp('/school/report')
    const button = await screen.findByRole('button', { name: 'Download PDF' })
    expect(within(button.parentElement as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Print Report', 'Download PDF', 'Download CSV'])
    await user.click(button)
    expectVisible(await (await findToastRegion()).findByText('The report was saved as disha-school-dav-public-school-report.pdf.'))
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/school/report.pdf')
    expect(call?.[1]).toMatchObject({ credentials: 'include', headers: { Accept: 'application/pdf' } })
    expect(clicked.map((a) => a.download)).toEqual(['disha-school-dav-public-school-report.pdf'])
  })

  it('is one click from the school and from each class', async () => {
    const user = userEvent.setup()
    const school: CounsellorSchool = {
      id: 's1',
      name: 'DAV Public School',
      code: 'HCDX7F',
      classes: [{ id: CLASS_ID, name: '9 A', grade: 9, board: 'cbse', joinCode: 'TP7QKMH8', studentCount: 5, createdAt: '2026-03-01T00:00:00.000Z', testWindowOpen: true }],
      seats: { bought: 0, granted: 0, used: 0, left: 0 },
      seatPrice: 4000,
      mockMode: true,
    }
    const detail: ClassDetail = { ...school.classes[0]!, students: [], families: [] }
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(school),
      'GET /api/school/report': () => json(SCHOOL_REPORT),
      [`GET /api/school/classes/${CLASS_ID}`]: () => json(detail),
      [`GET /api/school/classes/${CLASS_ID}/report`]: () => json(CLASS_REPORT),
    })
    const { router } = renderApp('/school')
    await user.click(await screen.findByRole('link', { name: 'School Report' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'DAV Public School: Report' }))
    expect(router.state.location.pathname).toBe('/school/report')
    await router.navigate(`/school/classes/${CLASS_ID}`)
    await user.click(await screen.findByRole('link', { name: 'Class Report' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Class 9 A: Report' }, { timeout: 10_000 }))
  })
})
