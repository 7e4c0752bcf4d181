// @vitest-environment happy-dom
// The admin's lists at scale: the search sent to the server once typing pauses, the filters, 'Show more' following the
// server's pages with "Showing 50 of 120", and a test's detail page with its answers, the keys and the results.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminTestDetail } from '../../../../shared/schemas/admin'
import type { TestResults } from '../../../../shared/schemas/results'
import { removeToast } from '../../../hooks/use-toast'
import { aTest, aUser, json, mockApi, renderApp, aProfile } from '../../../testing/render-app'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const ADMIN = aUser({ id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', isAdmin: true })
const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
const students = Array.from({ length: 120 }, (_, i) => aUser({ id: `u${i}`, firstName: 'Pupil', lastName: `Number ${i}`, email: `pupil${i}@example.com` }))

/** The users the server would answer: 50 a page after `before`, the count of every match. */
function usersAnswer(url: URL) {
  const q = url.searchParams.get('q')?.toLowerCase()
  const rows = q ? students.filter((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(q)) : students
  const before = url.searchParams.get('before')
  const start = before ? rows.findIndex((u) => u.id === before) + 1 : 0
  const limit = Number(url.searchParams.get('limit') ?? 50)
  const page = rows.slice(start, start + limit)
  return json({ users: page, next: start + limit < rows.length ? (page.at(-1)?.id ?? null) : null, total: rows.length })
}

function listsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(ADMIN),
    'GET /api/admin/users': (_init, url) => usersAnswer(url),
    'GET /api/admin/tests': () => json({ tests: [aTest(TEST_ID, 9, { userId: 'u1', studentName: 'Pupil Number 1' })], next: null, total: 1 }),
    'GET /api/admin/schools': () =>
      json([{ id: 's1', name: 'Delhi Public School', code: 'DPS001', createdAt: '2026-01-01T00:00:00.000Z', classCount: 0, studentCount: 0, counsellors: [], seats: { bought: 0, granted: 0, used: 0, left: 0 } }]),
    'GET /api/admin/counselling-requests': () => json([]),
    'GET /api/admin/orders': () => json([]),
    ...extra,
  })
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path && url.searchParams.get('limit') !== '1')

describe('the users list', () => {
  it("pages with 'Show more', saying how many of how many are shown", async () => {
    const user = userEvent.setup()
    const fetchMock = listsApi()
    renderApp('/admin')
    const section = within(await screen.findByRole('region', { name: 'Users' }))
    expect((await section.findByText(/^Showing/)).textContent).toBe('Showing 50 of 120 users')
    await user.click(section.getByRole('button', { name: 'Show more users' }))
    await waitFor(() => expect(section.getByText(/^Showing/).textContent).toBe('Showing 100 of 120 users'))
    expect(listCalls(fetchMock, '/api/admin/users').at(-1)?.searchParams.get('before')).toBe('u49')
    await user.click(section.getByRole('button', { name: 'Show more users' }))
    await waitFor(() => expect(section.getByText(/^Showing/).textContent).toBe('Showing 120 of 120 users'))
    expect(section.queryByRole('button', { name: 'Show more users' })).toBeNull()
    expect(section.getAllByRole('row')).toHaveLength(121)
  })

  it('sends the search once typing pauses, and the filters as chosen', async () => {
    const user = userEvent.setup()
    const fetchMock = listsApi()
    renderApp('/admin')
    const section = within(await screen.findByRole('region', { name: 'Users' }))
    await section.findByText(/^Showing/)
    await user.type(section.getByLabelText('Search by name, e-mail, user name or roll number'), 'number 11')
    await waitFor(() => expect(section.getByText(/^Showing/).textContent).toBe('Showing 11 of 11 users'))
    const searches = listCalls(fetchMock, '/api/admin/users').map((url) => url.searchParams.get('q'))
    // One request for what was typed, not one a key.
    expect(searches.filter((q) => q !== null)).toEqual(['number 11'])
    await user.selectOptions(section.getByLabelText('Role'), 'Admins')
    await user.selectOptions(section.getByLabelText('Grade'), 'Grade 10')
    await user.selectOptions(section.getByLabelText('School'), 'Delhi Public School')
    await waitFor(() => {
      const last = listCalls(fetchMock, '/api/admin/users').at(-1)!
      expect(Object.fromEntries(last.searchParams)).toEqual({ q: 'number 11', role: 'admin', grade: '10', schoolId: 's1' })
    })
  })
})

describe('the tests list', () => {
  it('narrows by the days completed, and links each test to its detail', async () => {
    const user = userEvent.setup()
    const fetchMock = listsApi()
    renderApp('/admin')
    const section = within(await screen.findByRole('region', { name: 'Tests' }))
    expect((await section.findByText(/^Showing/)).textContent).toBe('Showing 1 of 1 test')
    await user.type(section.getByLabelText('Completed from'), '2026-03-01')
    await user.type(section.getByLabelText('Completed to'), '2026-03-31')
    await waitFor(() => {
      const last = listCalls(fetchMock, '/api/admin/tests').at(-1)!
      expect(Object.fromEntries(last.searchParams)).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    })
    expect(section.getByRole('link', { name: 'View answers of Pupil Number 1, Grade 9' }).getAttribute('href')).toBe(`/admin/tests/${TEST_ID}`)
  })
})

const results: TestResults = {
  test: aTest(TEST_ID, 9, { userId: 'u1', studentName: 'Pupil Number 1' }),
  recommendations: [],
  stream: null,
  profile: aProfile(),
  lowConfidence: false,
  notes: ['These matches are suggestions to explore.'],
}

const detail: AdminTestDetail = {
  test: results.test,
  student: { id: 'u1', name: 'Pupil Number 1', email: null, username: 'pupil1', rollNumber: '14', schoolName: 'Delhi Public School', className: '9A' },
  answers: [
    { position: 1, questionId: 'g9-int-01', section: 'Interests', questionText: 'How much would you enjoy building a robot?', answer: 'Quite a bit' },
    { position: 2, questionId: 'g9-sci-03', section: 'Science', questionText: 'Which gas do plants take in for photosynthesis?', answer: 'Oxygen', key: 'Carbon dioxide', correct: false },
    { position: 3, questionId: 'g9-num-02', section: 'Numerical Aptitude', questionText: 'What is 15% of 200?', answer: '30', key: '30', correct: true },
  ],
  results,
}

describe('/admin/tests/:testId', () => {
  it('shows the student, each answer in order with the key, and then the result', async () => {
    listsApi({ [`GET /api/admin/tests/${TEST_ID}`]: () => json(detail) })
    renderApp(`/admin/tests/${TEST_ID}`)
    const student = within(await screen.findByRole('region', { name: 'Student' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Test details' }).textContent).toBe('Test details')
    expect(student.getByText('User name').nextElementSibling?.textContent).toBe('pupil1')
    expect(student.getByText('School').nextElementSibling?.textContent).toBe('Delhi Public School, 9A')
    const answers = within(screen.getByRole('list', { name: 'Answers, in the order asked' }))
    const items = answers.getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Question 1 · Interests', 'Question 2 · Science', 'Question 3 · Numerical Aptitude'])
    expect(within(items[0]!).queryByText('Key')).toBeNull()
    expect(within(items[1]!).getByText('Key').nextElementSibling?.textContent).toBe('Carbon dioxideWrong')
    expect(within(items[2]!).getByText('Key').nextElementSibling?.textContent).toBe('30Right')
    const result = screen.getByRole('region', { name: 'Result as the student saw it' })
    expect(within(result).getAllByRole('heading').length).toBeGreaterThan(1)
    // The answers come before the result.
    expect(screen.getByRole('heading', { name: 'Answers' }).compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says when there is no such test', async () => {
    listsApi({ [`GET /api/admin/tests/${TEST_ID}`]: () => json({ message: 'That test was not found.' }, 404) })
    renderApp(`/admin/tests/${TEST_ID}`)
    const alert = within(await screen.findByRole('alert'))
    expect(alert.getByText('There is no such test').nextElementSibling?.textContent).toBe('It may have been reset. Find it again from the Tests list.')
  })
})
