// @vitest-environment happy-dom
// The test page, the results and the history in Hindi: their own words from the 'test' and 'results' catalogue areas,
// with nothing in Latin script a Hindi-medium student needs to read besides names. The questions, careers, reasons
// and notes are the banks' and the engine's words (the questions as the API serves them in Hindi: Hindi labels beside
// the English answer values; the engine's words given here in Hindi). A message
// react-intl could not format logs an error, which fails the test.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Question } from '../../shared/schemas/questions'
import type { Recommendation, TestResults } from '../../shared/schemas/results'
import { STRONG_FIT_WITHHELD_NOTES } from '../../shared/schemas/results'
import { removeToast } from '../hooks/use-toast'
import { expectAllHindi, STUDENT_DATA, testInHindi } from '../testing/hindi'
import { latinOnScreen } from '../testing/latin-words'
import { aGradeAccess, aTest, aUser, json, mockApi, renderApp, aProfile } from '../testing/render-app'
import { expectVisible } from '../testing/visible'
import { anAttempt, ATTEMPT_ID } from '../testing/attempts'


testInHindi()

const RATING = ['Not at all', 'A little', 'Neutral', 'Quite a bit', 'Very much']
const RATING_HI = ['बिल्कुल नहीं', 'थोड़ा', 'न कम न अधिक', 'काफ़ी', 'बहुत अधिक']
const questions: Question[] = [
  { id: 'g11-int-01', questionText: 'आप कौन-सा क्लब चुनेंगे?', questionType: 'multiple_choice', options: ['Science', 'Drama'], labels: ['विज्ञान', 'नाटक'], section: 'रुचियाँ' },
  { id: 'g11-int-02', questionText: 'पंखा ठीक करने में आपको कितना आनंद आएगा?', questionType: 'rating_scale', options: RATING, labels: RATING_HI, section: 'रुचियाँ' },
  { id: 'g11-log-01', questionText: 'आगे क्या आएगा: 2, 4, 8, ...?', questionType: 'multiple_choice', options: ['10', '16'], section: 'तार्किक सोच' },
]

describe('in Hindi', () => {
  it('the test page: name, board and stream, the runner, its toasts and the submit confirmation', async () => {
    let started = false
    const saved: unknown[] = []
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
      'GET /api/attempts/current/11': () => json(started ? anAttempt({ grade: 11 }) : null),
      'GET /api/questions/11': () => json(questions),
      'POST /api/attempts': () => {
        started = true
        return json(anAttempt({ grade: 11 }), 201)
      },
      [`PUT /api/attempts/${ATTEMPT_ID}/answers`]: (init) => {
        saved.push(JSON.parse(String(init.body)))
        return json({ revision: 1, remainingSeconds: 1700, savedAt: '2026-03-05T10:01:40.000Z' })
      },
    })
    const user = userEvent.setup()
    renderApp('/test/11')
    expect(await screen.findByRole('button', { name: 'परीक्षण शुरू करें' }, { timeout: 10_000 })).toHaveProperty('disabled', false)
    expectVisible(screen.getByRole('heading', { level: 1, name: 'कक्षा 11 का मूल्यांकन' }))
    const board = within(screen.getByRole('group', { name: 'आपका स्कूल बोर्ड' }))
    // The three boards and the choice to leave it open, none chosen yet.
    expect(board.getAllByRole('radio')).toHaveLength(4)
    expect(board.getByRole('radio', { name: 'राज्य बोर्ड (NCERT की किताबें)' })).toHaveProperty('checked', false)
    await user.click(screen.getByRole('button', { name: 'परीक्षण शुरू करें' }))
    expectVisible(await screen.findByText('संकाय चुनना आवश्यक है'))
    expect(screen.getByRole('alert').textContent).toBe('कृपया वह संकाय और विषय चुनें जो आप अभी पढ़ रहे हैं।')
    await expectAllHindi()
    act(() => removeToast())
    await user.click(screen.getByRole('radio', { name: 'विज्ञान: भौतिकी, रसायन, गणित (PCM)' }))
    await user.click(screen.getByRole('button', { name: 'परीक्षण शुरू करें' }))

    expectVisible(await screen.findByText('अच्छे परिणाम के लिए सभी प्रश्नों के उत्तर ईमानदारी से दें'))
    expect(screen.getByRole('progressbar', { name: 'परीक्षण में प्रगति' }).getAttribute('aria-valuetext')).toBe('3 में से प्रश्न 1')
    expect(screen.getByTestId('save-status').textContent).toBe('सहेजा गया')
    await user.click(screen.getByRole('button', { name: 'अगला' }))
    expectVisible(await screen.findByText('आगे बढ़ने से पहले कृपया एक उत्तर चुनें।'))
    await expectAllHindi()
    act(() => removeToast())
    await user.click(screen.getByRole('radio', { name: 'विज्ञान' }))
    // The questions were asked for in Hindi, and the answer saved is the option's English text.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/questions/11?') && String(url).includes('lang=hi'))).toBe(true)
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ answers: { 'g11-int-01': 'Science' } }), { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'परीक्षण जमा करें' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'परीक्षण जमा करें?' }))
    expectVisible(dialog.getByText(/^2 प्रश्नों के उत्तर अभी बाकी हैं। /))
    expect(dialog.getByRole('button', { name: 'उत्तर देते रहें' })).toHaveProperty('disabled', false)
    expect(dialog.getByRole('button', { name: 'अभी जमा करें' })).toHaveProperty('disabled', false)
    await expectAllHindi()
  }, 30_000)

  const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
  /** The exams' official names, which stay in Latin letters inside the Hindi the server says. */
  const EXAM_NAMES = ['JEE', 'Main', 'CDS']
  const career = (n: number, overrides: Partial<Recommendation> = {}): Recommendation => ({
    id: `career-${n}`,
    careerField: `करियर ${n}`,
    description: `करियर ${n} किस बारे में है।`,
    matchPercentage: 90 - n * 5,
    band: n === 1 ? 'Strong fit' : 'Good fit',
    nextSteps: [`${n} के लिए पहला कदम`],
    reasons: [`${n} का कारण`],
    skills: ['समस्या सुलझाना'],
    pathways: ['बी.टेक'],
    exams: ['JEE Main', 'CDS (स्नातक के बाद)'],
    ...overrides,
  })
  const results: TestResults = {
    test: {
      id: TEST_ID,
      userId: 'u1',
      studentName: 'Asha Rao',
      grade: 10,
      board: 'state',
      answers: { a: '1', b: '2', c: '3' },
      timeSpent: 40,
      completedAt: '2026-03-05T10:21:00.000Z',
      score: { analytical: 70, creative: 55, leadership: 40 },
    },
    recommendations: [1, 2, 3, 4].map((n) => career(n, n === 1 ? { recommendedStream: 'Science' } : {})),
    stream: { forGrade: 11, stream: 'Science', runnerUp: 'Commerce', scores: { science: 80, commerce: 60, arts: 40 }, summary: 'कक्षा 11 में विज्ञान आपके लिए ठीक रहेगा।', reasons: ['आपने विज्ञान के प्रश्न अच्छे से किए।'] },
    profile: aProfile({ riasec: { realistic: 40, investigative: 80, artistic: 20, social: 30, enterprising: null, conventional: 50 }, answered: 3 }),
    lowConfidence: false,
    notes: ['ये मेल सुझाव हैं, जिन्हें आप आगे जाँच सकते हैं।'],
  }

  it('the results: summary, facts, matches, profile, stream and the share dialog', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/grade-access': () => json(aGradeAccess()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      [`GET /api/reports/${TEST_ID}/share-url`]: () =>
        json({ shareUrl: 'https://disha.example/shared/abc', whatsappUrl: 'https://wa.me/?text=x', gmailUrl: 'https://mail.google.com/x', expiresAt: '2027-03-05T10:00:00.000Z' }),
    })
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'आपके करियर परिणाम' }, { timeout: 10_000 }))
    const summary = within(await screen.findByRole('region', { name: 'सारांश' }, { timeout: 10_000 }))
    expect(document.title).toBe('आपके करियर परिणाम | Disha')
    expect(summary.getByRole('heading', { name: 'आपके लिए सबसे उपयुक्त तीन करियर' }).tagName).toBe('H3')
    expectVisible(summary.getByText('बहुत उपयुक्त'))
    expect(summary.getByText(/^कक्षा 11 के लिए संकाय:/).textContent).toBe('कक्षा 11 के लिए संकाय: विज्ञान')
    expect(screen.getByText(/^बोर्ड:/).textContent).toBe('बोर्ड: राज्य बोर्ड (NCERT की किताबें)')
    expectVisible(screen.getByText('(40 सेकंड)'))
    expectVisible(screen.getByText('85% मेल'))
    expectVisible(within(screen.getByRole('region', { name: 'आपकी रूपरेखा' })).getByText('खोजबीन (अन्वेषी)'))
    const stream = within(screen.getByRole('region', { name: 'कक्षा 11 के लिए सुझाया गया संकाय' }))
    expect(stream.getByText('दूसरा विकल्प:').parentElement?.textContent).toBe('दूसरा विकल्प: वाणिज्य')
    // The exams as the server says them in Hindi, official names inside: not marked as English.
    const exams = screen.getAllByText('CDS (स्नातक के बाद)')[0]!.closest('ul')!
    expect(exams.textContent).toBe('JEE MainCDS (स्नातक के बाद)')
    expect(exams.closest('[lang="en"]')).toBeNull()
    await expectAllHindi([...STUDENT_DATA, ...EXAM_NAMES])

    await user.click(screen.getByRole('button', { name: 'माता-पिता के साथ साझा करें' }))
    const share = within(await screen.findByRole('dialog', { name: 'माता-पिता के साथ साझा करें' }))
    expectVisible(await share.findByText('यह लिंक 5 मार्च 2027 तक काम करेगा।'))
    // The link itself is an address, in Latin letters by nature; everything around it is Hindi.
    await waitFor(() => expect(latinOnScreen(document.body, [...STUDENT_DATA, ...EXAM_NAMES])).toEqual([]))
  }, 30_000)

  it('the history: each test with its quality note and best family, and the progress', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/tests/history': () =>
        json([
          aTest('t10', 10, { timeSpent: 725, completedAt: '2026-03-05T10:21:00.000Z' }),
          aTest('t9', 9, {
            currentStream: null,
            qualityNotes: ['आपकी रुचियों के अंक लगभग बराबर हैं।', STRONG_FIT_WITHHELD_NOTES.hi],
            bestFamily: { label: 'व्यापार और वित्त', band: 'Good fit', tiedWith: 'कानून और प्रशासन' },
          }),
        ]),
    })
    renderApp('/history')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'पिछले परीक्षण' }, { timeout: 10_000 }))
    expectVisible(screen.getByText('फिर से स्वागत है, Asha!'))
    expect((await screen.findAllByText('12 मि 5 से')).length).toBe(2)
    expectVisible(screen.getByText('व्यापार और वित्त (उपयुक्त), कानून और प्रशासन के बराबर'))
    expectVisible(screen.getByText('सावधानी से पढ़ें (1 कारण)'))
    expect(screen.getAllByText('5 मार्च 2026').length).toBeGreaterThan(0)
    // The closing sentence is the server's, in the reader's language, and not counted as a reason.
    expect(screen.getByText(STRONG_FIT_WITHHELD_NOTES.hi).closest('details')).not.toBeNull()
    await waitFor(() => expect(latinOnScreen(document.body, [...STUDENT_DATA])).toEqual([]))
    expect(document.documentElement.lang).toBe('hi')
  }, 30_000)
})
