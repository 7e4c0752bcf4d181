// @vitest-environment happy-dom
// The exam period on the counsellor's class page: the class's test window (open or closed, said in words; closing
// asks first) and each student's time for the next test (saved, and said back in the server's words).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClassDetail } from '../../../shared/schemas/schools'
import { removeToast } from '../../hooks/use-toast'
import { json, mockApi, renderApp } from '../../testing/render-app'
import { CLASS_ID, COUNSELLOR } from '../../testing/schools'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const aClass = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS_ID,
  name: '9 A',
  grade: 9,
  board: 'cbse',
  joinCode: 'TP7QKMH8',
  studentCount: 2,
  createdAt: '2026-03-01T00:00:00.000Z',
  testWindowOpen: true,
  students: [
    { id: 'u1', firstName: 'Priya', lastName: 'Sharma', rollNumber: '1', username: 'priya1', email: null, mustChangePassword: false, progress: 'not-started', testId: null, bestFamily: null, timeFactor: 1 },
    { id: 'u2', firstName: 'Kabir', lastName: null, rollNumber: '2', username: null, email: 'kabir@example.com', mustChangePassword: false, progress: 'in-progress', testId: null, bestFamily: null, timeFactor: 2 },
  ],
  families: [],
  ...overrides,
})

const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls
    .filter(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

/**
 * The counsellor on the class page, with the class as `detail()` is at each request (a test's handler may change it,
 * and the page's next read shows the change), and `handlers` for the calls the test makes.
 */
function openClassPage(detail: () => ClassDetail, handlers: Parameters<typeof mockApi>[0]) {
  const user = userEvent.setup()
  const fetchMock = mockApi({
    'GET /api/auth/user': () => json(COUNSELLOR),
    [`GET /api/school/classes/${CLASS_ID}`]: () => json(detail()),
    'GET /api/school': () => json({ id: 's1', name: 'DAV Public School', code: 'HCDX7F', classes: [] }),
    ...handlers,
  })
  renderApp(`/school/classes/${CLASS_ID}`)
  return { user, fetchMock }
}

describe('the class test window', () => {
  it('says it is open in words, asks before closing, closes it, says so, and opens it again without asking', async () => {
    let detail = aClass()
    const { user, fetchMock } = openClassPage(() => detail, {
      [`PUT /api/school/classes/${CLASS_ID}/test-window`]: (init) => {
        const { open } = JSON.parse(String(init.body)) as { open: boolean }
        detail = { ...detail, testWindowOpen: open }
        const { students: _s, families: _f, ...summary } = detail
        return json(summary)
      },
    })
    const panel = await screen.findByRole('region', { name: 'Test Window' }, { timeout: 5000 })
    expect(within(panel).getByTestId('test-window-state').textContent).toBe('Open: students of class 9 A can start the Grade 9 test now.')

    await user.click(within(panel).getByRole('button', { name: 'Close Test Window' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Close the test window?' })
    expect(dialog.textContent).toContain('Students already on the test go on until their time is up.')
    // Keeping it open sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep It Open' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(bodiesOf(fetchMock, `PUT /api/school/classes/${CLASS_ID}/test-window`)).toEqual([])

    await user.click(within(panel).getByRole('button', { name: 'Close Test Window' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close Test Window' }))
    await waitFor(() => expect(within(panel).getByTestId('test-window-state').textContent).toMatch(/^Closed: students of class 9 A cannot start the Grade 9 test until you open it/))
    expect(within(panel).getByRole('status').textContent).toBe('The test window of class 9 A is closed. Students who have not started wait until you open it.')
    expectVisible(await (await findToastRegion()).findByText('Test Window Closed'))

    await user.click(within(panel).getByRole('button', { name: 'Open Test Window' }))
    await waitFor(() => expect(within(panel).getByTestId('test-window-state').textContent).toMatch(/^Open:/))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(panel).getByRole('status').textContent).toBe('The test window of class 9 A is open. Its students can start the Grade 9 test.')
    expect(bodiesOf(fetchMock, `PUT /api/school/classes/${CLASS_ID}/test-window`)).toEqual([{ open: false }, { open: true }])
  })

  it('says the server’s message when the change fails', async () => {
    const { user } = openClassPage(() => aClass({ testWindowOpen: false }), {
      [`PUT /api/school/classes/${CLASS_ID}/test-window`]: () => json({ message: 'That class was not found.', code: 'NOT_FOUND' }, 404),
    })
    const panel = await screen.findByRole('region', { name: 'Test Window' }, { timeout: 5000 })
    await user.click(within(panel).getByRole('button', { name: 'Open Test Window' }))
    expectVisible(await (await findToastRegion()).findByText('That class was not found.'))
    expect(within(panel).getByTestId('test-window-state').textContent).toMatch(/^Closed:/)
  })
})

describe('extra time', () => {
  it('shows each student’s time, saves a new one for the next test and says back what was saved', async () => {
    let detail = aClass()
    const { user, fetchMock } = openClassPage(() => detail, {
      'PUT /api/school/students/u1/extra-time': (init) => {
        const { timeFactor } = JSON.parse(String(init.body)) as { timeFactor: number }
        detail = { ...detail, students: detail.students.map((s) => (s.id === 'u1' ? { ...s, timeFactor } : s)) }
        return json({ message: 'Priya Sharma has 1.5 times the time (45 minutes) from the next test on.', studentId: 'u1', timeFactor })
      },
    })
    const priya = await screen.findByRole('article', { name: 'Priya Sharma' }, { timeout: 5000 })
    const kabir = screen.getByRole('article', { name: 'Kabir' })
    expect(within(priya).getByTestId('student-time').textContent).toBe('Standard time (30 minutes)')
    expect(within(kabir).getByTestId('student-time').textContent).toBe('2 × the time (60 minutes)')

    const select = within(priya).getByRole('combobox', { name: 'Time for the next test of Priya Sharma' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Standard time (30 minutes)',
      '1.25 × the time (37 minutes 30 seconds)',
      '1.5 × the time (45 minutes)',
      '2 × the time (60 minutes)',
    ])
    expect(select.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(select.getAttribute('aria-describedby') as string)?.textContent).toContain('applies to the student’s next test')
    const saveButton = within(priya).getByRole('button', { name: 'Save Time for Priya Sharma' }) as HTMLButtonElement
    // Nothing to save until the time is changed.
    expect(saveButton.disabled).toBe(true)
    await user.selectOptions(select, '1.5 × the time (45 minutes)')
    await user.click(saveButton)
    await waitFor(() => expect(within(priya).getByRole('status').textContent).toBe('Priya Sharma has 1.5 times the time (45 minutes) from the next test on.'))
    expect(bodiesOf(fetchMock, 'PUT /api/school/students/u1/extra-time')).toEqual([{ timeFactor: 1.5 }])
    await waitFor(() => expect(within(priya).getByTestId('student-time').textContent).toBe('1.5 × the time (45 minutes)'))
    expectVisible(await (await findToastRegion()).findByText('Time Saved'))
  })

  it('says the server’s refusal', async () => {
    const { user } = openClassPage(() => aClass(), {
      'PUT /api/school/students/u2/extra-time': () => json({ message: 'That student was not found.', code: 'NOT_FOUND' }, 404),
    })
    const kabir = await screen.findByRole('article', { name: 'Kabir' }, { timeout: 5000 })
    await user.selectOptions(within(kabir).getByRole('combobox'), 'Standard time (30 minutes)')
    await user.click(within(kabir).getByRole('button', { name: 'Save Time for Kabir' }))
    expectVisible(await (await findToastRegion()).findByText('That student was not found.'))
    expect(within(kabir).getByRole('status').textContent).toBe('')
  })
})
