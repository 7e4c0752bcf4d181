// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../shared/schemas/questions'
import { removeToast } from '../../hooks/use-toast'
import { createQueryClient } from '../../lib/query-client'
import { startFirstLoadRequests } from '../first-load'
import { questionsQueryKey } from '../../features/attempts/api/get-questions'
import { aGradeAccess, aPricing, aUser, completedGrade, json, mockApi, renderApp, aTest as aTestOf } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'
import { anAttempt, ATTEMPT_ID } from '../../testing/attempts'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const RATING = ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much']
const questions: Question[] = [
  { id: 'g10-int-01', questionText: 'Which club would you join?', questionType: 'multiple_choice', options: ['Science', 'Drama'], section: 'Interests' },
  { id: 'g10-int-02', questionText: 'How much would you enjoy fixing a fan?', questionType: 'rating_scale', options: RATING, section: 'Interests' },
  { id: 'g10-log-01', questionText: 'What comes next: 2, 4, 8, ...?', questionType: 'multiple_choice', options: ['10', '16'], section: 'Logical Reasoning' },
]


const aTest = (id: string, grade: number) => aTestOf(id, grade, { answers: { 'g10-int-01': 'Science' }, timeSpent: 600, completedAt: '2026-03-05T10:10:00.000Z' })

/** No attempt yet: 200 with null (decision 014). */
const noAttempt = () => json(null)
/** A server from before decision 014 said "no attempt" with 404; the client still reads it so. */
const notFound = () => json({ message: 'An open test attempt was not found.' }, 404)
const never = () => new Promise<Response>(() => {})

type Handlers = Parameters<typeof mockApi>[0]

function mockTestApi(overrides: Handlers = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(aUser()),
    'GET /api/grade-access': () => json(aGradeAccess()),
    'GET /api/attempts/current/10': noAttempt,
    'GET /api/questions/10': () => json(questions),
    [`PUT /api/attempts/${ATTEMPT_ID}/answers`]: (init) => {
      const body = JSON.parse(String(init.body)) as { revision: number }
      return json({ revision: body.revision, remainingSeconds: 1700, savedAt: '2026-03-05T10:01:40.000Z' })
    },
    'GET /api/tests/t1/results': never,
    ...overrides,
  })
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)

describe('test page gates (docs/product.md, Taking a test)', () => {
  it('1. shows a loading state until the grade access and the current attempt are known', async () => {
    mockTestApi({ 'GET /api/attempts/current/10': never })
    renderApp('/test/10')
    expectVisible(await screen.findByText('Loading your test...'))
  })

  it('2. payments on and not purchased: Payment Required at the price the server charges, with links to the instructions and home', async () => {
    mockTestApi({
      'GET /api/grade-access': () => json(aGradeAccess({}, true)),
      'GET /api/pricing': () => json(aPricing({ gradeTest: 7500 })),
    })
    renderApp('/test/10')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Payment Required' }))
    expectVisible(screen.getByText(/The Grade 10 assessment costs ₹75\.00\./))
    expect(screen.getByRole('link', { name: 'Go to Instructions' }).getAttribute('href')).toBe('/instructions/10')
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })

  it("2. an unpaid grade's questions are not asked (the server refuses them with 402, a failed request in the console)", async () => {
    const fetchMock = mockTestApi({
      'GET /api/grade-access': () => json(aGradeAccess({}, true)),
      'GET /api/pricing': () => json(aPricing()),
      'GET /api/questions/10': () => json({ code: 'PAYMENT_REQUIRED', message: 'The grade 10 test needs to be purchased.' }, 402),
    })
    renderApp('/test/10')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Payment Required' }))
    expect(callsTo(fetchMock, 'GET', '/api/questions/10')).toHaveLength(0)
  })

  it('2. a first visit to an unpaid grade: the early request is the only one, and the page says Payment Required', async () => {
    const fetchMock = mockTestApi({
      'GET /api/grade-access': () => json(aGradeAccess({}, true)),
      'GET /api/pricing': () => json(aPricing()),
      'GET /api/questions/10': () => json({ code: 'PAYMENT_REQUIRED', message: 'The grade 10 test needs to be purchased.' }, 402),
    })
    const queryClient = createQueryClient()
    startFirstLoadRequests(queryClient, '/test/10')
    // As on a phone: the early answers are in before the page's code has run.
    await waitFor(() => expect(queryClient.getQueryState(questionsQueryKey(10, {}, 'en'))?.status).toBe('error'))
    renderApp('/test/10', { queryClient })
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Payment Required' }))
    expect(callsTo(fetchMock, 'GET', '/api/questions/10')).toHaveLength(1)
  })

  it('2. a first visit to a bought grade: the page takes the early questions without asking again', async () => {
    const fetchMock = mockTestApi({
      'GET /api/grade-access': () => json(aGradeAccess({ 10: { action: 'start', coveredBy: 'grade' } }, true)),
    })
    const queryClient = createQueryClient()
    startFirstLoadRequests(queryClient, '/test/10')
    renderApp('/test/10', { queryClient })
    expect(await screen.findByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', false)
    expect(callsTo(fetchMock, 'GET', '/api/questions/10')).toHaveLength(1)
  })

  it('2. payments on but the grade is purchased: the test is open', async () => {
    mockTestApi({
      'GET /api/grade-access': () => json(aGradeAccess({ 10: { action: 'start', coveredBy: 'grade' } }, true)),
    })
    renderApp('/test/10')
    expect(await screen.findByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', false)
  })

  it('3. the grade has a test and no plan allows another: Test Already Completed, why not, what would, and its results link', async () => {
    mockTestApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 10: completedGrade('t10', 'completed', 'grade') }, true)) })
    renderApp('/test/10')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Test Already Completed' }))
    expectVisible(screen.getByText(/A single grade test is taken once, and you have taken Grade 10\./))
    expectVisible(screen.getByText(/The Premium plan includes retakes of every grade/))
    expect(screen.getByRole('link', { name: 'View Your Results' }).getAttribute('href')).toBe('/results/t10')
    expect(screen.getByRole('link', { name: 'See the Premium plan' }).getAttribute('href')).toBe('/pricing')
  })

  it('3. a premium student who completed the grade gets the test again: the name entry, no gate', async () => {
    const fetchMock = mockTestApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 10: completedGrade('t10', 'retake') }, true)) })
    renderApp('/test/10')
    expect(await screen.findByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', false)
    expect(screen.queryByText('Test Already Completed')).toBeNull()
    expect(callsTo(fetchMock, 'GET', '/api/questions/10')).toHaveLength(1)
  })

  it('4. the questions fail to load: the message and a Retry that works', async () => {
    let answer = () => json({ message: 'The service is unavailable. Please try again shortly.' }, 503)
    mockTestApi({ 'GET /api/questions/10': () => answer() })
    const user = userEvent.setup()
    renderApp('/test/10')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The service is unavailable. Please try again shortly.')
    answer = () => json(questions)
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', false)
  })

  it('5. no questions: Questions Not Available, with Retry', async () => {
    mockTestApi({ 'GET /api/questions/10': () => json([]) })
    renderApp('/test/10')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Questions Not Available' }))
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false)
  })

  it("6. a blank name is refused with 'Name Required'; Enter starts the attempt", async () => {
    const fetchMock = mockTestApi({ 'POST /api/attempts': () => json(anAttempt({ studentName: 'Meera' }), 201) })
    const user = userEvent.setup()
    renderApp('/test/10')
    const name = await screen.findByLabelText('Your name')
    await user.clear(name)
    await user.type(name, '   ')
    await user.click(screen.getByRole('button', { name: 'Start Test' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Name Required'))
    expectVisible(toasts.getByText('Please enter your name to start the test.'))
    expect(callsTo(fetchMock, 'POST', '/api/attempts')).toHaveLength(0)

    await user.clear(name)
    await user.type(name, '  Meera {Enter}')
    await screen.findByTestId('question-counter')
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/attempts')[0]?.[1]?.body))).toEqual({
      grade: 10,
      studentName: 'Meera',
    })
    expectVisible(screen.getByText('Answer all questions honestly for best results'))
    expect(screen.getByTestId('countdown').textContent).toBe('30:00')
  })

  it("6e. a class whose test window is closed sees why instead of Start, and Check Again finds it opened", async () => {
    let open = false
    const fetchMock = mockTestApi({
      'GET /api/auth/user': () => json(aUser({ schoolClass: { name: '10 B', grade: 10, board: 'cbse', testWindowOpen: open } })),
    })
    const user = userEvent.setup()
    renderApp('/test/10')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Test Not Open Yet' }))
    expect(screen.getByRole('status').textContent).toBe(
      'The Grade 10 test of class 10 B is not open now. Your counsellor opens it for the test period.',
    )
    expect(screen.queryByRole('button', { name: 'Start Test' })).toBeNull()
    open = true
    await user.click(screen.getByRole('button', { name: 'Check Again' }))
    expect(await screen.findByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', false)
    expect(callsTo(fetchMock, 'POST', '/api/attempts')).toHaveLength(0)
  })

  it("6f. the server's refusal to start (the window closed a moment ago) is shown as it says it", async () => {
    const refusal = 'The Grade 10 test of class 10 B is not open now. Your counsellor opens it for the test period.'
    mockTestApi({
      // The page's copy of the account still says open: the counsellor closed the window a moment ago.
      'GET /api/auth/user': () => json(aUser({ schoolClass: { name: '10 B', grade: 10, board: 'cbse', testWindowOpen: true } })),
      'POST /api/attempts': () => json({ message: refusal, code: 'TEST_WINDOW_CLOSED' }, 409),
    })
    const user = userEvent.setup()
    renderApp('/test/10')
    await user.type(await screen.findByLabelText('Your name'), 'Asha')
    await user.click(screen.getByRole('button', { name: 'Start Test' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Test Not Open Yet' }))
    expect(screen.getByRole('status').textContent).toBe(refusal)
  })

  it('7b. an attempt with extra time says so beside the time left: the factor and the whole time', async () => {
    mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ deadlineAt: '2026-03-05T10:45:00.000Z', remainingSeconds: 2700, timeFactor: 1.5 })),
    })
    renderApp('/test/10')
    expect((await screen.findByTestId('extra-time')).textContent).toBe('Extra time: 1.5×, 45 minutes')
    expect(screen.getByTestId('countdown').textContent).toBe('45:00')
  })

  it('7c. the standard time names no extra time', async () => {
    mockTestApi({ 'GET /api/attempts/current/10': () => json(anAttempt()) })
    renderApp('/test/10')
    await screen.findByTestId('question-counter')
    expect(screen.queryByTestId('extra-time')).toBeNull()
  })

  it('6b. grades 11 and 12 choose their current stream (a labelled radio group) before starting; grade 10 is not asked', async () => {
    const eleven = {
      'GET /api/attempts/current/11': noAttempt,
      'GET /api/questions/11': () => json(questions.map((q) => ({ ...q, id: q.id.replace('g10', 'g11') }))),
    }
    const fetchMock = mockTestApi({ ...eleven, 'POST /api/attempts': () => json(anAttempt({ grade: 11, studentName: 'Ravi', currentStream: 'commerce' }), 201) })
    const user = userEvent.setup()
    renderApp('/test/11')
    const group = await screen.findByRole('group', { name: 'Your current stream and subjects' })
    expect(within(group).getAllByRole('radio')).toHaveLength(7)
    const name = screen.getByLabelText('Your name')
    await user.clear(name)
    await user.type(name, 'Ravi')
    await user.click(screen.getByRole('button', { name: 'Start Test' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Stream Required'))
    expect(callsTo(fetchMock, 'POST', '/api/attempts')).toHaveLength(0)
    await user.click(within(group).getByRole('radio', { name: 'Commerce without Mathematics' }))
    await user.click(screen.getByRole('button', { name: 'Start Test' }))
    await screen.findByTestId('question-counter')
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/attempts')[0]?.[1]?.body))).toEqual({
      grade: 11,
      studentName: 'Ravi',
      currentStream: 'commerce',
    })
  })

  it('6d. a student who has named no board chooses one (or none) before starting; the questions then follow the attempt', async () => {
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/12': noAttempt,
      'GET /api/questions/12': () => json(questions.map((q) => ({ ...q, id: q.id.replace('g10', 'g12') }))),
      'POST /api/attempts': () => json(anAttempt({ grade: 12, studentName: 'Meera', currentStream: 'commerce', board: 'icse' }), 201),
    })
    const user = userEvent.setup()
    renderApp('/test/12')
    const boards = await screen.findByRole('group', { name: 'Your school board' })
    expect(within(boards).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['cbse', 'icse', 'state', 'skip'])
    await user.click(within(boards).getByRole('radio', { name: 'ICSE / ISC' }))
    await user.click(within(screen.getByRole('group', { name: 'Your current stream and subjects' })).getByRole('radio', { name: 'Commerce without Mathematics' }))
    const name = screen.getByLabelText('Your name')
    await user.clear(name)
    await user.type(name, 'Meera')
    await user.click(screen.getByRole('button', { name: 'Start Test' }))
    await screen.findByTestId('question-counter')
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/attempts')[0]?.[1]?.body))).toEqual({
      grade: 12,
      studentName: 'Meera',
      currentStream: 'commerce',
      board: 'icse',
    })
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/questions/12'))
    expect(asked.at(-1)).toBe('/api/questions/12?board=icse&stream=commerce')
  })

  it('6e. a student who has named a board is not asked again', async () => {
    mockTestApi({ 'GET /api/auth/user': () => json(aUser({ board: 'cbse' })) })
    renderApp('/test/10')
    await screen.findByLabelText('Your name')
    expect(screen.queryByRole('group', { name: 'Your school board' })).toBeNull()
  })

  it('6c. grade 10 is not asked for a stream', async () => {
    mockTestApi()
    renderApp('/test/10')
    await screen.findByLabelText('Your name')
    expect(screen.queryByRole('group', { name: 'Your current stream and subjects' })).toBeNull()
  })

  it('7. an open attempt skips the name: it resumes at its position, with its answers and the server time', async () => {
    mockTestApi({
      'GET /api/attempts/current/10': () =>
        json(anAttempt({ answers: { 'g10-int-01': 'Drama', 'g10-int-02': '4' }, position: 1, revision: 3, remainingSeconds: 1234 })),
    })
    const user = userEvent.setup()
    renderApp('/test/10')
    await screen.findByTestId('question-counter')
    expectVisible(screen.getByRole('heading', { level: 1, name: 'Grade 10 Assessment' }))
    expect(screen.queryByLabelText('Your name')).toBeNull()
    expect(screen.getByTestId('question-counter').textContent).toContain('2 / 3')
    expect(screen.getByTestId('countdown').textContent).toBe('20:34')
    const group = screen.getByRole('group', { name: /How much would you enjoy fixing a fan/ })
    expectVisible(within(group).getByText('Interests'))
    expect((within(group).getByRole('radio', { name: 'Quite a bit' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect((screen.getByRole('radio', { name: 'Drama' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('resumes from this device when it holds a higher revision than the server, and pushes it', async () => {
    window.localStorage.setItem(
      `disha:attempt:${ATTEMPT_ID}`,
      JSON.stringify({ answers: { 'g10-int-01': 'Science', 'g10-int-02': '2' }, position: 2, revision: 9 }),
    )
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers: { 'g10-int-01': 'Drama' }, position: 1, revision: 4 })),
    })
    renderApp('/test/10')
    expect((await screen.findByTestId('question-counter')).textContent).toContain('3 / 3')
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/api/attempts/${ATTEMPT_ID}/answers`).length).toBeGreaterThan(0))
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT', `/api/attempts/${ATTEMPT_ID}/answers`)[0]?.[1]?.body))
    expect(body).toEqual({ answers: { 'g10-int-01': 'Science', 'g10-int-02': '2' }, position: 2, revision: 9 })
  })

  it("refuses Next without an answer ('Answer Required'), then moves on once answered", async () => {
    mockTestApi({ 'GET /api/attempts/current/10': () => json(anAttempt()) })
    const user = userEvent.setup()
    renderApp('/test/10')
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Answer Required'))
    expectVisible(toasts.getByText('Please select an answer before proceeding.'))
    expect(screen.getByTestId('question-counter').textContent).toContain('1 / 3')
    await user.click(screen.getByRole('radio', { name: 'Science' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByTestId('question-counter').textContent).toContain('2 / 3')
    expect(document.activeElement?.textContent).toBe('How much would you enjoy fixing a fan?')
    // Rating questions offer the five labelled choices; the answer value is 1..5.
    expect(RATING.map((label) => (screen.getByRole('radio', { name: label }) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5'])
  })

  it('shows the time in red under 300 seconds', async () => {
    mockTestApi({ 'GET /api/attempts/current/10': () => json(anAttempt({ remainingSeconds: 299 })) })
    renderApp('/test/10')
    const clock = await screen.findByTestId('countdown')
    expect(clock.textContent).toBe('04:59')
    expect(clock.parentElement?.className).toContain('text-red-700')
  })

  it('Finish submits exactly once, even on a double click, and opens the results', async () => {
    const answers = { 'g10-int-01': 'Drama', 'g10-int-02': '5', 'g10-log-01': '16' }
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers, position: 2, revision: 5 })),
      'POST /api/tests': () => json(aTest('t1', 10), 201),
    })
    const user = userEvent.setup()
    const { router, queryClient } = renderApp('/test/10')
    await user.dblClick(await screen.findByRole('button', { name: 'Finish' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'))
    // What each grade allows (home's 'Completed', a retake) changes with the submission, so what was known before it
    // is marked stale, or already asked again by the page that uses it next.
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`)
    const askedAgain = calls.lastIndexOf('GET /api/grade-access') > calls.indexOf('POST /api/tests')
    expect(askedAgain || queryClient.getQueryState(['tests', 'access'])?.isInvalidated === true).toBe(true)
    const posts = callsTo(fetchMock, 'POST', '/api/tests')
    expect(posts).toHaveLength(1)
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toMatchObject({
      grade: 10,
      studentName: 'Asha Rao',
      answers,
      score: {},
      attemptId: ATTEMPT_ID,
    })
    expect(window.localStorage.getItem(`disha:attempt:${ATTEMPT_ID}`)).toBeNull()
  })

  it('Submit Test asks first when questions are unanswered, saying how many', async () => {
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers: { 'g10-int-01': 'Drama' } })),
      'POST /api/tests': () => json(aTest('t1', 10), 201),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/test/10')
    await user.click(await screen.findByRole('button', { name: 'Submit Test' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Submit Test?' }))
    expectVisible(dialog.getByText(/You have 2 unanswered questions/))
    await user.click(dialog.getByRole('button', { name: 'Keep Answering' }))
    expect(callsTo(fetchMock, 'POST', '/api/tests')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Submit Test' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'))
  })

  it('on the last question Finish and Submit Test are one action: the same confirmation, even with this question unanswered', async () => {
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers: { 'g10-int-01': 'Drama', 'g10-int-02': '5' }, position: 2, revision: 5 })),
      'POST /api/tests': () => json(aTest('t1', 10), 201),
    })
    const user = userEvent.setup()
    const { router } = renderApp('/test/10')
    for (const name of ['Finish', 'Submit Test']) {
      await user.click(await screen.findByRole('button', { name }))
      const dialog = within(await screen.findByRole('alertdialog', { name: 'Submit Test?' }))
      expectVisible(dialog.getByText(/You have 1 unanswered question\./))
      await user.click(dialog.getByRole('button', { name: 'Keep Answering' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    }
    expect(callsTo(fetchMock, 'POST', '/api/tests')).toHaveLength(0)
    // Not 'Answer Required': that is Next's rule between questions.
    expect(screen.queryByText('Answer Required')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'))
    expect(callsTo(fetchMock, 'POST', '/api/tests')).toHaveLength(1)
  })

  it("a failed submission says 'Failed to submit test. Please try again.' and lets the student try again", async () => {
    const answers = { 'g10-int-01': 'Drama', 'g10-int-02': '5', 'g10-log-01': '16' }
    mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers, position: 2, revision: 5 })),
      'POST /api/tests': () => json({ message: 'The service is unavailable.' }, 503),
    })
    const user = userEvent.setup()
    renderApp('/test/10')
    await user.click(await screen.findByRole('button', { name: 'Finish' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Failed to submit test. Please try again.'))
    expectVisible(toasts.getByText('Error'))
    expect((screen.getByRole('button', { name: 'Finish' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('when the time is already up on arrival, it submits by itself once', async () => {
    const fetchMock = mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ answers: { 'g10-int-01': 'Drama' }, remainingSeconds: 0 })),
      'POST /api/tests': () => json(aTest('t1', 10), 201),
    })
    const { router } = renderApp('/test/10')
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'))
    expect(callsTo(fetchMock, 'POST', '/api/tests')).toHaveLength(1)
  })

  it("an attempt the server finalised while the student was away opens that test's results", async () => {
    mockTestApi({
      'GET /api/attempts/current/10': () => json(anAttempt({ status: 'submitted', testId: 't1', remainingSeconds: 0 })),
    })
    const { router } = renderApp('/test/10')
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'))
  })

  it('a save refused with 409 (time is up, or submitted in another tab) opens the test it became', async () => {
    let access = aGradeAccess()
    mockTestApi({
      'GET /api/grade-access': () => json(access),
      'GET /api/attempts/current/10': (() => {
        let calls = 0
        return () => (calls++ === 0 ? json(anAttempt()) : notFound())
      })(),
      [`PUT /api/attempts/${ATTEMPT_ID}/answers`]: () => {
        access = aGradeAccess({ 10: completedGrade('t1') })
        return json({ message: 'Time is up for this test, so answers can no longer be changed.', code: 'CONFLICT' }, 409)
      },
    })
    const user = userEvent.setup()
    const { router } = renderApp('/test/10')
    await user.click(await screen.findByRole('radio', { name: 'Science' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/t1'), { timeout: 5000 })
    const toasts = await findToastRegion()
    expectVisible(toasts.getByText('Test Submitted'))
  })
})
