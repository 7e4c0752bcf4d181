// @vitest-environment happy-dom
// The rest of the admin area in Hindi: the retest study, the grant-grade, remove-admin and reset-test dialogs, and the
// settings, activity, schools and test-detail pages, each from the catalogues with no Latin-script word besides names
// and what the test gave as data; and the server's English sentences said in Hindi from what was done.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminTestDetail, AuditEntry, RetestReport } from '../../shared/schemas/admin'
import type { School } from '../../shared/schemas/schools'
import { removeToast } from '../hooks/use-toast'
import { testInHindi } from '../testing/hindi'
import { latinOnScreen } from '../testing/latin-words'
import { aPricing, aProfile, aTest, aUser, json, mockApi, renderApp } from '../testing/render-app'
import { expectVisible } from '../testing/visible'

testInHindi()

// A phone's width: every list is a list of cards (the dialogs and pages are the same at any width).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }))
})

const SLOW = { timeout: 10_000 }
const LONG = 30_000
const ADMIN = aUser({ id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', isAdmin: true })
const STUDENT = aUser({ id: 'u2', firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' })
const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
/** What the tests give as data: names, e-mail addresses, a school's name and code, ids. */
const DATA = ['Meena', 'Iyer', 'M', 'meena', 'ravi', 'Ravi', 'Kumar', 'example', 'com', 'DAV', 'Public', 'School', 'HCDX7F', 'school', 'in', 'Asha', 'Rao', 'asha', 'rao']

/** The toast region, named in Hindi too ('सूचनाएँ (F8)'). */
const findToasts = async () => within(await screen.findByRole('region', { name: /सूचनाएँ/ }, SLOW))

/** The admin's last look at a dialog or page: nothing in Latin script beyond the data, and the page says it is Hindi. */
function expectHindi(root: ParentNode = document.body) {
  expect(latinOnScreen(root, DATA)).toEqual([])
  expect(document.documentElement.lang).toBe('hi')
}

const goal = (what: string, goal: number, measured: number, met: boolean | null) => ({ what, goal, measured, low: 62.4, high: 79.4, met })
/** The retest report as the server writes it, its goals' names and its note in English. */
const REPORT: RetestReport = {
  minDays: 7,
  pairs: 42,
  truncated: true,
  medianDaysApart: 8.5,
  goals: [goal('the same #1 career family on a retake', 80, 71.4, false), goal('top-5 clusters that survive a retake', 70, 72.5, true)],
  careful: { pairs: 12, goals: [goal('the same #1 career family on a retake', 80, 77.1, null), goal('top-5 clusters that survive a retake', 70, 75, null)] },
  note: "Both sittings assessed with the engine as it is now. Real retakes include real changes of mind, so these figures are a floor for the engine's own steadiness.",
}

function dashboardApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(ADMIN),
    'GET /api/admin/users': () => json({ users: [ADMIN, STUDENT], next: null, total: 2 }),
    'GET /api/admin/tests': () => json({ tests: [aTest(TEST_ID, 9, { userId: 'u2', studentName: 'Ravi Kumar' })], next: null, total: 1 }),
    'GET /api/admin/schools': () => json([]),
    'GET /api/admin/orders': () => json([]),
    'GET /api/admin/counselling-requests': () => json([]),
    'GET /api/admin/retest-report': () => json(REPORT),
    ...overrides,
  })
}

describe('the admin dashboard in Hindi', () => {
  it('measures the retest study in Hindi: the counts, the goals by name, the verdicts and the note', { timeout: LONG }, async () => {
    const user = userEvent.setup()
    dashboardApi()
    renderApp('/admin')
    const section = within(await screen.findByRole('region', { name: 'दोबारा परीक्षण का अध्ययन' }, SLOW))
    expect([...section.getByLabelText('प्रयासों की जोड़ियाँ').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'कितने भी अंतर पर',
      'कम से कम एक सप्ताह के अंतर पर',
      'कम से कम दो सप्ताह के अंतर पर',
    ])
    await user.click(section.getByRole('button', { name: 'मापें' }))
    expect((await section.findByText(/किसी कक्षा का परीक्षण दो बार दिया/, undefined, SLOW)).textContent).toBe(
      '42 विद्यार्थियों ने किसी कक्षा का परीक्षण दो बार दिया, दोनों प्रयासों के बीच माध्यिका 8.5 दिन (सबसे हाल के 2,000)।',
    )
    const goals = within(section.getByRole('list', { name: 'दोबारा परीक्षण के लक्ष्य' }))
    const family = within(goals.getByRole('article', { name: 'दोबारा परीक्षण में वही पहला करियर परिवार' }))
    expect(family.getByText('मापा गया').nextElementSibling?.textContent).toBe('71.4 % (95 % अंतराल 62.4 से 79.4 %)')
    expect(family.getByText('लक्ष्य').nextElementSibling?.textContent).toBe('80 % या अधिक')
    expect(family.getByText('निर्णय').nextElementSibling?.textContent).toBe('पूरा नहीं हुआ')
    const careful = within(section.getByRole('region', { name: '“ध्यान से पढ़ें” वाली टिप्पणी के बिना' }))
    expect(careful.getAllByText('निर्णय के लिए जोड़ियाँ बहुत कम हैं')).toHaveLength(2)
    expectVisible(section.getByText(/ये आँकड़े प्रणाली की अपनी स्थिरता की न्यूनतम सीमा हैं।$/))
    expectHindi(screen.getByRole('region', { name: 'दोबारा परीक्षण का अध्ययन' }))
  })

  it('says the grant-grade, remove-admin and reset-test dialogs in Hindi', { timeout: LONG }, async () => {
    const user = userEvent.setup()
    dashboardApi({ 'POST /api/admin/users/u2/grant-grade': () => json({ message: 'Grade 10 test granted' }) })
    renderApp('/admin')
    const users = within(await screen.findByRole('list', { name: 'उपयोगकर्ता' }, SLOW))

    // Grant a grade: the form, its error, and the toast said from the grade granted.
    await user.click(users.getByRole('button', { name: 'कक्षा का परीक्षण दें (Ravi Kumar को)' }))
    const grant = within(await screen.findByRole('dialog', { name: 'कक्षा का परीक्षण दें' }))
    expectVisible(grant.getByText(/^Ravi Kumar \(ravi@example\.com\) को चुनी गई कक्षा का परीक्षण बिना भुगतान के मिलेगा।/))
    expect([...grant.getByLabelText('कक्षा').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['कक्षा चुनें', 'कक्षा 8', 'कक्षा 9', 'कक्षा 10', 'कक्षा 11', 'कक्षा 12'])
    await user.click(grant.getByRole('button', { name: 'दें' }))
    expectVisible(grant.getByText('कृपया वह कक्षा चुनें जिसका परीक्षण देना है।'))
    expectHindi(screen.getByRole('dialog'))
    await user.selectOptions(grant.getByLabelText('कक्षा'), 'कक्षा 10')
    await user.click(grant.getByRole('button', { name: 'दें' }))
    const toasts = await findToasts()
    expectVisible(await toasts.findByText('कक्षा 10 का परीक्षण दे दिया गया'))
    act(() => removeToast())

    // Remove an admin: the question asked first.
    await user.click(users.getByRole('button', { name: 'व्यवस्थापक की अनुमति हटाएँ (Meena Iyer)' }))
    const remove = within(await screen.findByRole('alertdialog', { name: 'व्यवस्थापक की अनुमति हटाएँ?' }))
    expectVisible(remove.getByText(/^इसके बाद आप व्यवस्थापन वाला भाग/))
    expectHindi(screen.getByRole('alertdialog'))
    await user.click(remove.getByRole('button', { name: 'रद्द करें' }))

    // Reset a test: what it deletes and what it means for the student.
    const tests = within(screen.getByRole('list', { name: 'परीक्षण' }))
    await user.click(tests.getByRole('button', { name: 'परीक्षण फिर से खोलें (Ravi Kumar, कक्षा 9)' }))
    const reset = within(await screen.findByRole('alertdialog', { name: 'यह परीक्षण फिर से खोलें?' }))
    expectVisible(reset.getByText('इससे Ravi Kumar का कक्षा 9 का परीक्षण और उसके परिणाम हट जाएँगे।'))
    expectHindi(screen.getByRole('alertdialog'))
  })

  it("says the server's refusal to remove the last admin in Hindi, from its code", { timeout: LONG }, async () => {
    const user = userEvent.setup()
    dashboardApi({
      'POST /api/admin/users/a1/revoke-admin': () =>
        json({ code: 'LAST_ADMIN', message: 'Disha needs at least one admin. Make someone else an admin before removing this one.' }, 409),
    })
    renderApp('/admin')
    const users = within(await screen.findByRole('list', { name: 'उपयोगकर्ता' }, SLOW))
    await user.click(users.getByRole('button', { name: 'व्यवस्थापक की अनुमति हटाएँ (Meena Iyer)' }))
    const remove = within(await screen.findByRole('alertdialog'))
    await user.click(remove.getByRole('button', { name: 'व्यवस्थापक की अनुमति हटाएँ' }))
    expect((await remove.findByRole('alert')).textContent).toBe('Disha में कम से कम एक व्यवस्थापक होना चाहिए। इनकी अनुमति हटाने से पहले किसी और को व्यवस्थापक बनाएँ।')
  })
})

describe('the system settings in Hindi', () => {
  it('says the switch, its state, its impact, mock mode and the warning, and the change in a toast', { timeout: LONG }, async () => {
    const user = userEvent.setup()
    let enabled = true
    mockApi({
      'GET /api/auth/user': () => json(ADMIN),
      'GET /api/system/payment-settings': () => json({ paymentsEnabled: enabled }),
      'GET /api/pricing': () => json(aPricing({ mockMode: true })),
      'POST /api/admin/toggle-payments': () => {
        enabled = false
        return json({ message: 'Payment system disabled. All tests are now free.', paymentsEnabled: false })
      },
    })
    renderApp('/admin/settings')
    expectVisible(await screen.findByRole('heading', { level: 2, name: 'भुगतान व्यवस्था' }, SLOW))
    expect(document.title).toBe('सिस्टम की सेटिंग | Disha')
    expect(screen.getByRole('switch', { name: 'कक्षा के परीक्षणों के लिए भुगतान आवश्यक करें' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('भुगतान सेवा').nextElementSibling?.textContent).toBe('मॉक मोड')
    expectVisible(screen.getByRole('heading', { level: 3, name: 'मॉक मोड: भुगतान सेवा की कुंजियाँ नहीं हैं' }))
    expect(screen.getByText('चेतावनी:').tagName).toBe('STRONG')
    // The keys' names and the README's section stay as they are written, marked as English.
    expect(latinOnScreen(document.body, DATA)).toEqual([])
    expect([...document.querySelectorAll('[lang="en"]')].map((e) => e.textContent)).toEqual(
      expect.arrayContaining(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'README', 'Switching to real Razorpay payments']),
    )
    await user.click(screen.getByRole('button', { name: 'भुगतान बंद करें' }))
    const toasts = await findToasts()
    expectVisible(await toasts.findByText('भुगतान व्यवस्था बंद हो गई। अब सभी परीक्षण निःशुल्क हैं।'))
    expectHindi()
  })
})

function anEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: '2027-03-05T10:00:00.000Z',
    actorId: 'a1',
    actorKind: 'counsellor',
    actorName: 'meena@example.com',
    schoolId: 's1',
    schoolName: 'DAV Public School',
    action: 'student.extra-time',
    targetUserId: 't1',
    targetName: 'Asha Rao (asha.rao)',
    details: { timeFactor: { before: 1, after: 1.5 } },
    ...overrides,
  }
}

describe('the activity log in Hindi', () => {
  it('names each action, who did it and when in Hindi; the record itself stays as stored, marked as English', { timeout: LONG }, async () => {
    mockApi({
      'GET /api/auth/user': () => json(ADMIN),
      'GET /api/admin/audit': () =>
        json({
          entries: [
            anEntry(1),
            anEntry(2, { action: 'seats.granted', actorKind: 'admin-emails', actorName: null, targetUserId: null, targetName: null, details: {} }),
            anEntry(3, { action: 'admin.revoked', actorKind: 'admin', targetName: null, schoolName: null, details: { isAdmin: { before: true, after: false } } }),
          ],
          next: null,
        }),
    })
    renderApp('/admin/activity')
    const log = within(await screen.findByRole('list', { name: 'गतिविधि, सबसे नई पहले' }, SLOW))
    expect(document.title).toBe('गतिविधि | Disha')
    const extraTime = within(log.getAllByRole('article', { name: 'अतिरिक्त समय दिया गया' })[0]!)
    expect(extraTime.getByText('किसने').nextElementSibling?.textContent).toBe('परामर्शदाता: meena@example.com')
    expect(extraTime.getByText('कब').nextElementSibling?.textContent).toMatch(/^5 मार्च 2027, \d\d:\d\d$/)
    const seats = within(log.getByRole('article', { name: 'सीटें दी गईं' }))
    expect(seats.getByText('किसने').nextElementSibling?.textContent).toBe('सर्वर की व्यवस्थापक ईमेल सूची')
    const revoked = within(log.getByRole('article', { name: 'व्यवस्थापक की अनुमति हटाई गई' }))
    expect(revoked.getByText('किस पर').nextElementSibling?.textContent).toBe('हटाया गया खाता')
    expectVisible(screen.getByText('3 प्रविष्टियाँ दिखाई जा रही हैं: पूरा रिकॉर्ड।'))
    expect([...screen.getByLabelText('दिखाएँ').querySelectorAll('option')].slice(0, 2).map((o) => o.textContent)).toEqual(['हर कार्य', 'व्यवस्थापक की अनुमति दी गई'])
    expectHindi()
  })
})

const SCHOOL: School = {
  id: 's1',
  name: 'DAV Public School',
  code: 'HCDX7F',
  createdAt: '2027-03-01T00:00:00.000Z',
  counsellors: [{ id: 'c1', firstName: 'Ravi', lastName: null, email: 'ravi@school.in', joined: false }],
  classCount: 4,
  studentCount: 1234,
  seats: { bought: 1000, granted: 5, used: 2, left: 1003 },
}

describe('Admin → Schools in Hindi', () => {
  it('says the school, its counsellors, seats and both forms in Hindi, and the server’s answers from what was done', { timeout: LONG }, async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/auth/user': () => json(ADMIN),
      'GET /api/admin/schools': () => json([SCHOOL]),
      'POST /api/admin/schools/s1/counsellors': () =>
        json({ message: 'A new invitation is on its way to ravi@school.in; the earlier link no longer works.', counsellor: SCHOOL.counsellors[0] }, 201),
      'POST /api/admin/schools/s1/seats': () => json({ message: '10 seats granted. The school has 1013 left.', seats: { ...SCHOOL.seats, granted: 15, left: 1013 } }, 201),
    })
    renderApp('/admin/schools')
    const card = within(await screen.findByRole('article', { name: 'DAV Public School' }, SLOW))
    expect(document.title).toBe('विद्यालय | Disha')
    expect(card.getByText('विद्यार्थी').nextElementSibling?.textContent).toBe('1,234')
    expect(card.getByText('सीटें').nextElementSibling?.textContent).toBe('2 उपयोग हुईं, 1,003 बाकी (1,000 खरीदी गईं, 5 दी गईं)')
    expectVisible(card.getByText('निमंत्रण भेजा गया'))

    // Invite: the form's own checks, then the server's sentence said in Hindi (invited before, not joined yet).
    await user.click(card.getByRole('button', { name: 'परामर्शदाता को निमंत्रण भेजें' }))
    await user.click(card.getByRole('button', { name: 'निमंत्रण भेजें' }))
    expectVisible(card.getByText('ईमेल आवश्यक है'))
    expectVisible(card.getByText('पहला नाम आवश्यक है'))
    // Grant seats: the same.
    await user.click(card.getByRole('button', { name: 'सीटें दें' }))
    await user.click(card.getByRole('button', { name: 'दें' }))
    expectVisible(card.getByText('सीटें 1 से 1000 तक की पूर्ण संख्या होनी चाहिए'))
    expectHindi()

    await user.type(card.getByLabelText('परामर्शदाता का ईमेल'), 'ravi@school.in')
    await user.type(card.getByLabelText('पहला नाम'), 'Ravi')
    await user.click(card.getByRole('button', { name: 'निमंत्रण भेजें' }))
    const toasts = await findToasts()
    expectVisible(await toasts.findByText('ravi@school.in पर नया निमंत्रण भेजा जा रहा है; पहले वाला लिंक अब काम नहीं करेगा।'))
    act(() => removeToast())
    await user.type(card.getByLabelText('देने के लिए सीटें'), '10')
    await user.type(card.getByLabelText('टिप्पणी'), 'पायलट')
    await user.click(card.getByRole('button', { name: 'दें' }))
    expectVisible(await (await findToasts()).findByText('10 सीटें दी गईं। विद्यालय के पास 1,013 बाकी हैं।'))
  })
})

describe("a test's detail in Hindi", () => {
  it('says the student, each answer with its section and key, and the headings in Hindi', { timeout: LONG }, async () => {
    const test = aTest(TEST_ID, 9, { userId: 'u2', studentName: 'Asha Rao', completedAt: '2027-03-04T08:15:00.000Z' })
    const detail: AdminTestDetail = {
      test,
      student: { id: 'u2', name: 'Asha Rao', email: null, username: 'asha', rollNumber: '14', schoolName: 'DAV Public School', className: '9A' },
      answers: [
        // The questions as a Hindi bank words them; a question since taken out of the bank by its id.
        { position: 1, questionId: 'g9-int-01', section: 'Interests', questionText: 'रोबोट बनाना आपको कितना अच्छा लगेगा?', answer: 'काफ़ी' },
        { position: 2, questionId: 'g9-sci-03', section: 'Science', questionText: 'पौधे प्रकाश संश्लेषण के लिए कौन-सी गैस लेते हैं?', answer: 'ऑक्सीजन', key: 'कार्बन डाइऑक्साइड', correct: false },
        { position: 3, questionId: 'g9-num-02', section: 'Numerical Aptitude', questionText: null, answer: null },
      ],
      results: { test, recommendations: [], stream: null, profile: aProfile(), lowConfidence: false, notes: [] },
    }
    mockApi({ 'GET /api/auth/user': () => json(ADMIN), [`GET /api/admin/tests/${TEST_ID}`]: () => json(detail) })
    renderApp(`/admin/tests/${TEST_ID}`)
    const student = within(await screen.findByRole('region', { name: 'विद्यार्थी' }, SLOW))
    expect(document.title).toBe('परीक्षण का विवरण | Disha')
    expect(screen.getByRole('heading', { level: 1, name: 'परीक्षण का विवरण' }).nextElementSibling?.textContent).toMatch(/^Asha Rao, कक्षा 9, 4 मार्च 2027, \d\d:\d\d को पूरा हुआ।$/)
    expect(student.getByText('उपयोगकर्ता नाम').nextElementSibling?.textContent).toBe('asha')
    const items = within(screen.getByRole('list', { name: 'उत्तर, पूछे गए क्रम में' })).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['प्रश्न 1 · रुचियाँ', 'प्रश्न 2 · विज्ञान', 'प्रश्न 3 · संख्यात्मक योग्यता'])
    expect(within(items[1]!).getByText('सही उत्तर').nextElementSibling?.textContent).toBe('कार्बन डाइऑक्साइडगलत')
    expectVisible(within(items[2]!).getByText('उत्तर नहीं दिया'))
    expectVisible(screen.getByRole('heading', { level: 2, name: 'परिणाम, जैसा विद्यार्थी ने देखा' }))
    // The removed question's id is the bank's own, the test's id and the class's name as stored.
    expect(latinOnScreen(document.body, [...DATA, 'g9', 'num', 'A', ...(TEST_ID.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [])])).toEqual([])
  })
})
