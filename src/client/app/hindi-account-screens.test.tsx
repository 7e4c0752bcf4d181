// @vitest-environment happy-dom
// The profile, the counselling request, the school slip's sign-in and first password, and the parents' page, shown
// in Hindi: no word in Latin script a Hindi-medium student or parent would need to read, besides names (Disha, CBSE,
// Razorpay) and what the test gave as the student's own data. A message missing in Hindi would show its key, which
// is Latin; a message react-intl cannot format logs an error, which fails the test too.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ClassReport, SchoolReport } from '../../shared/schemas/cohort-report'
import type { SharedReport } from '../../shared/schemas/reports'
import { TIE_REASON } from '../../shared/schemas/results'
import type { SignInSlip } from '../../shared/schemas/schools'
import { CounsellingDialog } from '../features/counselling/components/counselling-dialog'
import { needAreas, switchLocale } from '../i18n/i18n'
import { createQueryClient } from '../lib/query-client'
import { fieldDescribedBy } from '../testing/fields'
import { expectAllHindi as expectHindi, testInHindi } from '../testing/hindi'
import { latinWords } from '../testing/latin-words'
import { aGradeAccess, aPricing, aUser, json, mockApi, renderApp, signedOut } from '../testing/render-app'
import { aClassDetail, aCohortStudent, aCounsellorSchool, aLive, CLASS_ID, COUNSELLOR } from '../testing/schools'
import { expectVisible } from '../testing/visible'

/** The test student's own data, shown as entered: name, initial, e-mail, school, class, user name. */
const STUDENT = ['Asha', 'Rao', 'A', 'asha', 'example', 'com', 'DAV', 'Public', 'School', 'B', 'asha', 'rao7']
/** Lazy routes and their catalogues load slowly on a busy machine. */
const SLOW = { timeout: 5000 }
const expectAllHindi = (alsoAllowed: readonly string[] = STUDENT) => expectHindi(alsoAllowed)

testInHindi()

const inClass = aUser({ school: { name: 'DAV Public School', code: 'DAVPS' }, schoolClass: { name: '9 B', grade: 9, board: 'cbse' }, board: 'cbse' })

const signedInApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/user': () => json(inClass),
    'GET /api/grade-access': () => json(aGradeAccess()),
    'GET /api/pricing': () => json(aPricing()),
    'GET /api/subscription/status': () => json({ hasSubscription: false, planType: null, expiresAt: null }),
    'GET /api/purchases': () =>
      json([
        { id: 'p1', description: 'Premium plan (1 year)', createdAt: '2027-03-05T10:00:00.000Z', amount: 149900, currency: 'INR', status: 'paid', method: 'mock' },
        { id: 'p2', description: 'Grade 9 career assessment (granted by support)', createdAt: '2027-01-02T10:00:00.000Z', amount: 0, currency: 'INR', status: 'granted', method: 'admin' },
      ]),
    ...overrides,
  })

describe('in Hindi', () => {
  it('the profile: details, school and class, board, purchases with rupees and dates, and the password form', async () => {
    signedInApi({ 'POST /api/auth/change-password': () => json({ message: 'Current password is incorrect', code: 'BAD_REQUEST' }, 400) })
    const user = userEvent.setup()
    renderApp('/profile')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' }, SLOW))
    expect(document.title).toBe('मेरी प्रोफ़ाइल | Disha')
    const school = within(screen.getByRole('region', { name: 'आपका विद्यालय' }))
    expectVisible(school.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'आप DAV Public School की कक्षा 9 B (कक्षा\u00a09, CBSE) में हैं।'))
    expectVisible(screen.getByText('CBSE, आपकी कक्षा 9 B का बोर्ड। इसे आपके परामर्शदाता बदल सकते हैं।'))
    const purchases = within(screen.getByRole('region', { name: 'खरीदारी' }))
    expectVisible(await purchases.findByText('प्रीमियम योजना (1 वर्ष)'))
    // Rupees through Intl in hi-IN: Indian grouping, two decimals.
    expectVisible(purchases.getByText('₹1,499.00'))
    expectVisible(purchases.getByText(/5 मार्च 2027 · परीक्षण मोड, कोई पैसा नहीं कटा/))
    const granted = 'कक्षा\u00a09 का करियर मूल्यांकन (सहायता टीम द्वारा दिया गया)'
    expectVisible(purchases.getByText((_, node) => node?.tagName === 'P' && node.textContent === granted))
    await expectAllHindi()

    const password = within(screen.getByRole('region', { name: 'पासवर्ड बदलें' }))
    await user.click(password.getByRole('button', { name: 'पासवर्ड बदलें' }))
    expect(fieldDescribedBy(await password.findByText('कृपया पासवर्ड के सभी खाने भरें'))).toBe(password.getByLabelText('वर्तमान पासवर्ड'))
    await user.type(password.getByLabelText('वर्तमान पासवर्ड'), 'wrong-one')
    await user.type(password.getByLabelText('नया पासवर्ड'), 'secret12')
    await user.type(password.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'secret12')
    await user.click(password.getByRole('button', { name: 'पासवर्ड बदलें' }))
    // The server's English refusal is said in Hindi.
    // The toast region is named in Hindi too ('सूचनाएँ (F8)').
    const toasts = within(await screen.findByRole('region', { name: /सूचनाएँ/ }, SLOW))
    expectVisible(await toasts.findByText('आपका वर्तमान पासवर्ड सही नहीं है।', {}, SLOW))
    await expectAllHindi()
   }, 20_000)

  it('the profile: joining a class by its code, a wrong code refused in Hindi', async () => {
    const wrong = 'This class code is not right. Check it with your counsellor.'
    signedInApi({
      'GET /api/auth/user': () => json(aUser()),
      'POST /api/account/join-class': () => json({ message: wrong, code: 'VALIDATION', issues: [{ field: 'joinCode', message: wrong }] }, 400),
    })
    const user = userEvent.setup()
    renderApp('/profile')
    const school = within(await screen.findByRole('region', { name: 'आपका विद्यालय' }, SLOW))
    await user.click(school.getByRole('button', { name: 'कक्षा से जुड़ें' }))
    expect(fieldDescribedBy(await school.findByText('कृपया कक्षा का कोड लिखें'))).toBe(school.getByLabelText('कक्षा का कोड'))
    await user.type(school.getByLabelText('कक्षा का कोड'), 'ABCDEFGH')
    await user.click(school.getByRole('button', { name: 'कक्षा से जुड़ें' }))
    expect(fieldDescribedBy(await school.findByText('यह कक्षा का कोड सही नहीं है। अपने परामर्शदाता से इसकी जाँच करवा लें।'))).toBe(school.getByLabelText('कक्षा का कोड'))
    await expectAllHindi()
  })

  it('the profile: deleting the account asks in Hindi and says a wrong password in Hindi', async () => {
    signedInApi({ 'DELETE /api/account': () => json({ message: 'Password is incorrect', code: 'BAD_REQUEST' }, 400) })
    const user = userEvent.setup()
    renderApp('/profile')
    await user.click(await screen.findByRole('button', { name: 'मेरा खाता हटाएँ' }, SLOW))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'खाता हटाना है?' }))
    await user.click(dialog.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }))
    expect(await dialog.findByRole('alert')).toHaveProperty('textContent', 'पुष्टि के लिए कृपया अपना पासवर्ड लिखें।')
    await user.type(dialog.getByLabelText('पासवर्ड'), 'wrong-one')
    await user.click(dialog.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }))
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('पासवर्ड सही नहीं है।'))
    await expectAllHindi()
  })

  it('the counselling request: its form, times and field errors', async () => {
    await act(() => needAreas(['counselling']))
    mockApi({})
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CounsellingDialog testId="t1" />
      </QueryClientProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'करियर परामर्श का समय लें' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'करियर परामर्श का समय लें' }))
    expect(dialog.getByRole('option', { name: 'शनिवार या रविवार' })).toHaveProperty('value', 'Weekend')
    await user.click(dialog.getByRole('button', { name: 'फ़ोन करने का अनुरोध भेजें' }))
    expect(fieldDescribedBy(await dialog.findByText('कृपया 10 अंकों का मोबाइल नंबर लिखें।'))).toBe(dialog.getByLabelText(/^मोबाइल नंबर/))
    expect(fieldDescribedBy(dialog.getByText('कृपया चुनें कि हम कब फ़ोन करें।'))).toBe(dialog.getByRole('combobox'))
    await expectAllHindi()
  })

  it("the school slip's sign-in and its refusal", async () => {
    mockApi(
      {
        'GET /api/auth/user': signedOut,
        'POST /api/school-login': () => json({ message: 'Invalid school code, user name or password', code: 'INVALID_CREDENTIALS' }, 401),
      },
      { signedInHint: false },
    )
    const user = userEvent.setup()
    renderApp('/school-login')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपने विद्यालय की पर्ची से लॉग इन करें' }, SLOW))
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }))
    expect(fieldDescribedBy(await screen.findByText('कृपया विद्यालय का कोड लिखें'))).toBe(screen.getByLabelText('विद्यालय का कोड'))
    await expectAllHindi()
    await user.type(screen.getByLabelText('विद्यालय का कोड'), 'DAVPS')
    await user.type(screen.getByLabelText('यूज़र नेम'), 'asha.rao7')
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }))
    expect((await screen.findByRole('alert')).textContent).toBe('लॉग इन नहीं हो सकाविद्यालय का कोड, यूज़र नेम या पासवर्ड गलत है')
    await expectAllHindi([...STUDENT, 'DAVPS'])
  })

  it("a slip's first sign-in: choosing one's own password", async () => {
    const onSlip = aUser({ email: null, username: 'asha.rao7', mustChangePassword: true, school: { name: 'DAV Public School', code: 'DAVPS' } })
    const notSlip = 'Choose a password of your own, not the one on your slip.'
    mockApi({
      'GET /api/auth/user': () => json(onSlip),
      'POST /api/auth/first-password': () => json({ message: notSlip, code: 'VALIDATION', issues: [{ field: 'newPassword', message: notSlip }] }, 400),
    })
    const user = userEvent.setup()
    renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'अपना खुद का पासवर्ड चुनें' }, SLOW))
    expectVisible(screen.getByText((_, node) => node?.tagName === 'P' && (node.textContent ?? '').startsWith('स्वागत है, Asha!')))
    await user.click(screen.getByRole('button', { name: 'मेरा पासवर्ड सहेजें' }))
    expect(fieldDescribedBy(await screen.findByText('कृपया पासवर्ड के दोनों खाने भरें'))).toBe(screen.getByLabelText('नया पासवर्ड'))
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'K7mPq2xR')
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा लिखें'), 'K7mPq2xR')
    await user.click(screen.getByRole('button', { name: 'मेरा पासवर्ड सहेजें' }))
    expect(fieldDescribedBy(await screen.findByText('अपना खुद का पासवर्ड चुनें, पर्ची वाला नहीं।'))).toBe(screen.getByLabelText('नया पासवर्ड'))
    await expectAllHindi()
  })
})

const TOKEN = 'tok-123'
/**
 * Without the stream panel and with one band, the family's: the band's pill and the stream panel are the results
 * screen's too, and are said in Hindi with it.
 */
const shared: SharedReport = {
  firstName: 'Priya',
  grade: 10,
  bestFamily: { label: 'Health and medicine', band: 'Strong fit', matchPercentage: 79, tiedWith: { label: 'Science and research', band: 'Good fit', matchPercentage: 74 }, streamOpens: { open: 1, of: 10 } },
  ledByFamily: true,
  careers: [
    { careerField: 'Medicine', matchPercentage: 81, band: null, tiedWithPrevious: false, description: 'Doctors diagnose and treat.', reasons: ['Priya enjoys science.'] },
    { careerField: 'Nursing', matchPercentage: 77, band: null, tiedWithPrevious: true, tieReason: TIE_REASON, description: 'Nurses care.', reasons: [] },
  ],
  currentStream: 'Science (PCB)',
  stream: null,
  lowConfidence: true,
  qualityNotes: ['Almost every statement got the same rating.'],
  downloadUrl: `/api/reports/t1/download?token=${TOKEN}`,
}
/** What the report's data says in English today (names of careers and families, their reasons, the stream). */
const DATA = latinWords(
  [
    shared.firstName,
    shared.bestFamily!.label,
    shared.bestFamily!.band,
    shared.bestFamily!.tiedWith!.label,
    shared.currentStream,
    ...shared.careers.flatMap((c) => [c.careerField, c.description, ...c.reasons]),
    ...shared.qualityNotes,
    'Engineering design Build and test machines Mechanical engineer Robotics Priya likes to build things',
  ].join(' '),
)

describe("the parents' page", () => {
  it('speaks the parent’s Hindi around the report’s data, ties included', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(shared) }, { signedInHint: false })
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Priya के करियर परिणाम' }, SLOW))
    expect(document.title).toBe('साझा की गई करियर रिपोर्ट | Disha')
    expectVisible(screen.getByText('अभी का संकाय इस परिवार के 10 करियर में से 1 के रास्ते खुले रखता है, और इसका मेल उसी करियर पर आधारित है।'))
    expectVisible(screen.getByText('ऊपर वाले के लगभग बराबर: इतना छोटा अंतर दोबारा परीक्षण देने पर अक्सर उलट जाता है।'))
    expectVisible(screen.getByText('81% मेल'))
    expect(screen.getByRole('button', { name: 'पूरी रिपोर्ट डाउनलोड करें (पीडीएफ़)' })).toHaveProperty('disabled', false)
    await expectAllHindi(DATA)
  })

  it('speaks Hindi around the kinds of work, their careers and ties', async () => {
    const byKind: SharedReport = {
      ...shared,
      ledByFamily: false,
      clusters: [
        {
          name: 'Engineering design',
          description: 'Build and test machines.',
          matchPercentage: 80,
          band: 'Strong fit',
          tiedWithPrevious: false,
          family: 'Science and research',
          careers: [
            { careerField: 'Mechanical engineer', matchPercentage: 80, band: null, tiedWithPrevious: false },
            { careerField: 'Robotics', matchPercentage: 78, band: null, tiedWithPrevious: true, tieReason: TIE_REASON },
          ],
          reasons: ['Priya likes to build things.'],
        },
      ],
      clusterLeadFamily: 'Health and medicine',
    }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(byKind) }, { signedInHint: false })
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Priya के करियर परिणाम' }, SLOW))
    expectVisible(screen.getByRole('heading', { level: 4, name: 'इसकी 2 विशेषज्ञताएँ (Engineering design में)' }))
    expectVisible(screen.getByText('(ऊपर वाले के लगभग बराबर: इतना छोटा अंतर दोबारा परीक्षण देने पर अक्सर उलट जाता है)'))
    expectVisible(screen.getByText(/यह सबसे पहले इसलिए है क्योंकि पूरे परिवार के रूप में Health and medicine Priya के लिए सबसे उपयुक्त है/))
    await expectAllHindi(DATA)
  })

  it('says an expired link has expired and to ask the student for a new one, in Hindi and in English', async () => {
    const expired = () => json({ message: 'This link has expired. Ask the student to share the report again.', code: 'LINK_EXPIRED' }, 410)
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: expired }, { signedInHint: false })
    const view = renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'इस लिंक की अवधि समाप्त हो गई है' }, SLOW))
    expectVisible(screen.getByText(/विद्यार्थी से नया लिंक माँगिए/))
    // Nothing to retry: only the student can make a new link.
    expect(screen.queryByRole('button', { name: 'फिर से प्रयास करें' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Disha पर जाएँ' }).getAttribute('href')).toBe('/')
    await expectAllHindi([])
    view.unmount()

    await act(() => switchLocale('en'))
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This link has expired' }, SLOW))
    expectVisible(screen.getByText('A shared link works for a limited time. Ask the student for a new link: they can share their report again from their results page.'))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('still says a withdrawn link (404) is no longer valid, and offers a retry when the server cannot be reached', async () => {
    await act(() => switchLocale('en'))
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json({ message: 'That shared report was not found.', code: 'NOT_FOUND' }, 404) }, { signedInHint: false })
    const view = renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' }, SLOW))
    view.unmount()
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json({ message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503) }, { signedInHint: false })
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Could not load the report' }, SLOW))
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false)
  })
})

const MY_SCHOOL = aCounsellorSchool({ board: 'state' })
const CLASS = aClassDetail({ board: 'state' })
const SLIP: SignInSlip = { studentId: 'u1', name: 'Priya Sharma', rollNumber: '1', className: '9 A', schoolName: 'DAV Public School', schoolCode: 'HCDX7F', username: 'priya1', password: 'kq7mt4xp' }
const kabir = aCohortStudent({ id: 'u2', firstName: 'Kabir', lastName: null, rollNumber: null, progress: 'finished', testId: 't2', bestFamily: { label: 'Health and medicine', band: 'Good fit', tiedWith: 'Science and research' }, suggestedStream: 'Science (PCB)', qualityNotes: ['You answered very quickly.'] })
const CLASS_REPORT: ClassReport = {
  generatedAt: '2026-03-05T11:00:00.000Z',
  schoolName: 'DAV Public School',
  schoolClass: { id: CLASS_ID, name: '9 A', grade: 9, board: 'state' },
  progress: { notStarted: 1, inProgress: 0, finished: 1 },
  families: [{ label: 'Health and medicine', count: 1 }],
  streams: [{ label: 'Science (PCB)', count: 1 }],
  students: [aCohortStudent({}), kabir],
}
const SCHOOL_REPORT: SchoolReport = {
  generatedAt: '2026-03-05T11:00:00.000Z',
  schoolName: 'DAV Public School',
  progress: CLASS_REPORT.progress,
  classes: [{ id: CLASS_ID, name: '9 A', grade: 9, board: 'state', studentCount: 2, progress: CLASS_REPORT.progress }],
  grades: [{ grade: 9, studentCount: 2, progress: CLASS_REPORT.progress, families: CLASS_REPORT.families, streams: CLASS_REPORT.streams }],
  followUp: [kabir],
}
/** The school's data as the counsellor entered it, and what the results say in English today. */
const SCHOOL_DATA = ['Ravi', 'R', 'ravi', 'school', 'in', 'DAV', 'Public', 'School', 'HCDX7F', 'TP7QKMH8', 'TP7Q', 'KMH8', 'T', 'P', 'Q', 'K', 'M', 'H', 'A', 'Priya', 'Sharma', 'priya1', 'Kabir', 'kabir', 'example', 'com', 'kq7mt4xp', 'Health', 'and', 'medicine', 'Science', 'research', 'PCB', 'You', 'answered', 'very', 'quickly', 'localhost', 'http', 'school', 'login']

describe("the counsellor's school screens", () => {
  it('the school, its classes and the form for a new class', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school': () => json(MY_SCHOOL) })
    const user = userEvent.setup()
    renderApp('/school')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'DAV Public School' }, SLOW))
    expect(document.title).toBe('मेरा विद्यालय | Disha')
    const card = within(screen.getByRole('article', { name: 'कक्षा 9 A' }))
    expectVisible(card.getByText('राज्य बोर्ड (NCERT की पुस्तकें)'))
    await user.click(screen.getByRole('button', { name: 'कक्षा जोड़ें' }))
    expect(fieldDescribedBy(await screen.findByText('कक्षा का नाम लिखना आवश्यक है'))).toBe(screen.getByLabelText(/^कक्षा का नाम/))
    await expectAllHindi(SCHOOL_DATA)
  })

  it('a class: progress, students, a new password and its slip in Hindi', async () => {
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}`]: () => json(CLASS),
      'POST /api/school/students/u1/reset-password': () => json({ message: 'A new password is on the slip.', slip: SLIP }),
    })
    const user = userEvent.setup()
    renderApp(`/school/classes/${CLASS_ID}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'कक्षा 9 A' }, SLOW))
    expectVisible(screen.getByText('कक्षा 9 · राज्य बोर्ड (NCERT की पुस्तकें) · 2 विद्यार्थी'))
    await expectAllHindi(SCHOOL_DATA)
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड (Priya Sharma)' }))
    expect(document.activeElement).toBe(await screen.findByRole('heading', { level: 2, name: 'Priya Sharma की नई लॉग इन पर्ची' }))
    const slip = within(screen.getByRole('article', { name: 'Priya Sharma की पर्ची' }))
    expectVisible(slip.getByText('कक्षा 9 A · अनुक्रमांक 1'))
    expectVisible(slip.getByText(/इनसे लॉग इन करें, फिर अपना खुद का पासवर्ड चुनें।/))
    await expectAllHindi(SCHOOL_DATA)
  })

  it('the live view of a class during the test', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), [`GET /api/school/classes/${CLASS_ID}/live`]: () => json(aLive()) })
    renderApp(`/school/classes/${CLASS_ID}/live`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'लाइव प्रगति' }, SLOW))
    expect(document.title).toBe('लाइव प्रगति: कक्षा 9 A | Disha')
    const state = (name: string) => within(screen.getByRole('article', { name })).getByTestId('live-state').textContent
    expect(state('Bela Rao')).toBe('30 में से प्रश्न 12 पर')
    expect(state('Asha Verma')).toBe('शुरू नहीं किया')
    expectVisible(within(screen.getByRole('article', { name: 'Bela Rao' })).getByText('11 उत्तर दिए · आख़िरी बार एक मिनट से कम पहले सहेजा'))
    expectVisible(within(screen.getByRole('article', { name: 'Chetan' })).getByText('3 उत्तर दिए · आख़िरी बार 5 मिनट पहले सहेजा'))
    expect(within(screen.getByRole('region', { name: 'कक्षा अभी' })).getByRole('status').textContent).toBe('चुप: Chetan।')
    // The time of day on the 24-hour clock: no Latin 'am' or 'pm'.
    expect(screen.getByTestId('live-updated').textContent).toMatch(/^\d{2}:\d{2}:\d{2} पर अद्यतन; यह पृष्ठ खुला रहने तक हर 5 सेकंड में फिर से देखा जाता है।$/)
    await expectAllHindi([...SCHOOL_DATA, 'Asha', 'Verma', 'Bela', 'Rao', 'Chetan', 'Dia'])
  })

  it('the class and school reports', async () => {
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}/report`]: () => json(CLASS_REPORT),
      'GET /api/school/report': () => json(SCHOOL_REPORT),
    })
    const view = renderApp(`/school/classes/${CLASS_ID}/report`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'कक्षा 9 A: रिपोर्ट' }, SLOW))
    expectVisible(screen.getByText(/^DAV Public School · कक्षा 9 · राज्य बोर्ड \(NCERT की पुस्तकें\) · 2 विद्यार्थी · 5 मार्च 2026/))
    expect(screen.getByRole('rowheader', { name: 'Kabir' }).parentElement?.textContent).toContain('Health and medicine (उपयुक्त), Science and research के बराबर')
    await expectAllHindi(SCHOOL_DATA)
    view.unmount()
    renderApp('/school/report')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'DAV Public School: रिपोर्ट' }, SLOW))
    expectVisible(screen.getByText('2 विद्यार्थियों में से 1 ने परीक्षण पूरा कर लिया है।'))
    await expectAllHindi(SCHOOL_DATA)
  })

  it("an invited counsellor's page", async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/invitations/check': () => json({ usable: true, schoolName: 'DAV Public School' }) }, { signedInHint: false })
    renderApp('/invitation?token=abc')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Disha पर DAV Public School से जुड़ें' }, SLOW))
    await expectAllHindi(SCHOOL_DATA)
  })
})
