// @vitest-environment happy-dom
// The report buttons on the results page and the parents' page, against a mocked API.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharedReport } from '../../../shared/schemas/reports'
import type { TestResults } from '../../../shared/schemas/results'
import { removeToast } from '../../hooks/use-toast'
import { switchLocale } from '../../i18n/i18n'
import { aGradeAccess, aUser, completedGrade, json, mockApi, renderApp, signedOut } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { fileNameFrom } from '../../lib/save-file'
import { expectVisible } from '../../testing/visible'

const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ'

const results: TestResults = {
  test: { id: TEST_ID, userId: 'u1', studentName: 'Asha Rao', grade: 8, answers: { a: '1' }, timeSpent: 600, completedAt: '2026-03-05T10:21:00.000Z', score: { analytical: 1, creative: 1, leadership: 1 } },
  recommendations: [{ id: 'c1', careerField: 'Medicine', description: 'Doctors.', matchPercentage: 81, nextSteps: ['Read'], reasons: ['You like science.'], skills: [], pathways: [], exams: [] }],
  stream: null,
  profile: { riasec: {}, workStyle: {}, aptitude: {}, answered: 1, total: 30, quality: { differentiation: null, consistency: null, acquiescence: null, lowConfidence: false, reasons: [] } },
  lowConfidence: false,
  notes: [],
}

const links = {
  shareUrl: `https://disha.example/shared/${TOKEN}`,
  expiresAt: '2027-03-05T10:00:00.000Z',
  whatsappUrl: `https://wa.me/?text=${encodeURIComponent(`Asha's report https://disha.example/shared/${TOKEN}`)}`,
  gmailUrl: 'https://mail.google.com/mail/?view=cm&fs=1&su=Asha&body=link',
}

const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="Career_Report_Asha_Rao_Grade8.pdf"; filename*=UTF-8''Career_Report_Asha_Rao_Grade8.pdf` },
  })

let clicked: string[] = []
beforeEach(() => {
  clicked = []
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download)
  })
})

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('results page: download and share', () => {
  it("downloads the PDF under the server's name and says 'Report Downloaded'", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade(TEST_ID) })),
      [`GET /api/reports/${TEST_ID}/download`]: pdfResponse,
    })
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Download Detailed Report' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Report Downloaded'))
    expect(clicked).toEqual(['Career_Report_Asha_Rao_Grade8.pdf'])
  })

  it("says 'Download Failed' when the server refuses", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade(TEST_ID) })),
      [`GET /api/reports/${TEST_ID}/download`]: () => json({ message: 'That report was not found.' }, 404),
    })
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Download Detailed Report' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Download Failed'))
    expectVisible(toasts.getByText('Failed to download the report. Please try again.'))
    expect(clicked).toEqual([])
  })

  it('shares: the link read-only, Copy, WhatsApp and Gmail, the note, and Stop sharing', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade(TEST_ID) })),
      [`GET /api/reports/${TEST_ID}/share-url`]: () => json(links),
      [`DELETE /api/reports/${TEST_ID}/share`]: () => json({ message: 'Sharing stopped.' }),
    })
    // user-event puts a clipboard of its own on navigator.
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Share with Parents' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Share with Parents' }))
    const input = (await dialog.findByLabelText('Share link')) as HTMLInputElement
    expect(input.value).toBe(links.shareUrl)
    expect(input.readOnly).toBe(true)
    expectVisible(dialog.getByText(/Anyone with this link can read your summary and download your PDF report/))
    expectVisible(dialog.getByText('The link works until 5 Mar 2027.'))
    expect(dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(links.whatsappUrl)
    expect(dialog.getByRole('link', { name: 'Send with Gmail' }).getAttribute('href')).toBe(links.gmailUrl)
    expect(dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('rel')).toContain('noreferrer')

    const status = dialog.getByRole('status')
    expect(status.textContent).toBe('')
    await user.click(dialog.getByRole('button', { name: 'Copy Link' }))
    expect(await navigator.clipboard.readText()).toBe(links.shareUrl)
    // Said inside the dialog, where it is seen and heard: a toast would sit behind the modal's overlay.
    expectVisible(await dialog.findByRole('button', { name: 'Link Copied' }))
    expect(status.textContent).toBe('Link Copied: paste it into a message to your parents.')
    expect(screen.queryByText('Paste it into a message to your parents.')).toBeNull() // no toast behind the dialog

    // Closing and opening again shows the same link without asking the server again.
    await user.click(dialog.getByRole('button', { name: 'Done' }))
    await user.click(screen.getByRole('button', { name: 'Share with Parents' }))
    await screen.findByRole('dialog', { name: 'Share with Parents' })
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/share-url?'))).toHaveLength(1)

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop sharing' }))
    expectVisible(await (await findToastRegion()).findByText('Sharing Stopped'))
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("says 'Share Failed' when no link can be made", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade(TEST_ID) })),
      [`GET /api/reports/${TEST_ID}/share-url`]: () => json({ message: 'Something went wrong.' }, 500),
    })
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Share with Parents' }))
    // Said in the dialog, as an alert: a toast outside the modal would be hidden behind it.
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert')
    expect(alert.textContent).toBe('Share Failed. Failed to generate share links. Please try again.')
    expect(screen.getAllByText(/Failed to generate share links/)).toHaveLength(1)
  })

  it('offers Take it again on the results of a grade the student may take again, saying this result is kept', async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser()),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade(TEST_ID, 'retake') }, true)),
    })
    renderApp(`/results/${TEST_ID}`)
    const again = await screen.findByRole('link', { name: 'Take it again' })
    expect(again.getAttribute('href')).toBe('/instructions/8')
    expectVisible(screen.getByText(/Your Premium plan lets you take Grade 8 again\. Your earlier result is kept in your test history\./))
  })

  it("makes no retake offer on another student's results (an admin's view) or without a premium plan", async () => {
    mockApi({
      'GET /api/auth/user': () => json(aUser({ id: 'admin-1', isAdmin: true })),
      [`GET /api/tests/${TEST_ID}/results`]: () => json(results),
      'GET /api/grade-access': () => json(aGradeAccess({ 8: completedGrade('other', 'retake') }, true)),
    })
    renderApp(`/results/${TEST_ID}`)
    expect(await screen.findByRole('button', { name: 'Share with Parents' })).toHaveProperty('disabled', false)
    expect(screen.queryByRole('link', { name: 'Take it again' })).toBeNull()
  })
})

const shared: SharedReport = {
  firstName: 'Priya',
  grade: 10,
  bestFamily: { label: 'Health and medicine', band: 'Strong fit', matchPercentage: 79, tiedWith: { label: 'Science and research', band: 'Good fit', matchPercentage: 74 } },
  careers: [
    { careerField: 'Medicine', matchPercentage: 81, band: 'Strong fit', tiedWithPrevious: false, description: 'Doctors diagnose and treat.', reasons: ['Priya enjoys science.'] },
    { careerField: 'Nursing', matchPercentage: 77, band: 'Strong fit', tiedWithPrevious: true, tieReason: 'a gap this small often swaps on a retake', description: 'Nurses care.', reasons: [] },
    { careerField: 'Psychology', matchPercentage: 62, band: 'Good fit', tiedWithPrevious: false, description: 'Psychologists study the mind.', reasons: [] },
  ],
  currentStream: null,
  stream: { forGrade: 11, stream: 'Science (PCB)', runnerUp: 'Arts', summary: 'Science suits Priya.', reasons: ['Strong in biology.'] },
  lowConfidence: true,
  qualityNotes: ['Almost every statement got the same rating.'],
  downloadUrl: `/api/reports/${TEST_ID}/download?token=${TOKEN}`,
}

describe('the parents’ page', () => {
  it('shows the summary signed out, is noindex with no referrer, and downloads through the token', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      [`GET /api/shared/${TOKEN}`]: () => json(shared),
      [`GET /api/reports/${TEST_ID}/download`]: pdfResponse,
    })
    const user = userEvent.setup()
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: "Priya's Career Results" }))
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer')
    expect(screen.getByRole('heading', { name: /Medicine/ }).tagName).toBe('H3')
    expectVisible(screen.getByText('81% match'))
    expectVisible(screen.getByText('Priya enjoys science.'))
    expect(screen.getByRole('heading', { name: 'Stream Recommendation for Grade 11' }).tagName).toBe('H2')
    expectVisible(screen.getByText('Science (PCB)'))
    expectVisible(screen.getByText('Read these results with care'))
    // The quality flags' messages, as on the results screen; the matches are still there.
    expectVisible(screen.getByText('Almost every statement got the same rating.'))
    expect(screen.queryByRole('heading', { name: 'Current Stream' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Download the Full Report (PDF)' }))
    expectVisible(await (await findToastRegion()).findByText('Report Downloaded'))
    const download = fetchMock.mock.calls.find(([url]) => String(url).includes('/download'))
    // With the page's language, which decides the report's only for a student who never chose one.
    expect(String(download?.[0])).toBe(`${shared.downloadUrl}&lang=en`)
    expect(clicked).toEqual(['Career_Report_Asha_Rao_Grade8.pdf'])
  })

  it("asks for the summary in the page's language, and again in the other when the parent switches", async () => {
    const fetchMock = mockApi({ 'GET /api/auth/user': signedOut })
    // The server says the careers in the language asked for (?lang=).
    const inHindi: SharedReport = { ...shared, careers: [{ ...shared.careers[0]!, careerField: 'चिकित्सा (डॉक्टर)' }] }
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname !== `/api/shared/${TOKEN}`) return signedOut()
      return json(url.searchParams.get('lang') === 'hi' ? inHindi : shared)
    })
    const sharedCalls = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/shared/'))
    const user = userEvent.setup()
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { name: /Medicine/ }))
    expect(sharedCalls()).toEqual([`/api/shared/${TOKEN}?lang=en`])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi')
    expectVisible(await screen.findByRole('heading', { name: /चिकित्सा \(डॉक्टर\)/ }, { timeout: 10_000 }))
    expect(screen.queryByRole('heading', { name: /Medicine/ })).toBeNull()
    expect(sharedCalls()).toEqual([`/api/shared/${TOKEN}?lang=en`, `/api/shared/${TOKEN}?lang=hi`])
    await act(() => switchLocale('en'))
    localStorage.clear()
  })

  it("leads with the best family and shows each top career's band, near-ties as ties", async () => {
    // A grade 12 stream that opens one of the family's ten careers.
    const withStream = { ...shared, bestFamily: { ...shared.bestFamily!, streamOpens: { open: 1, of: 10 } } }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(withStream) })
    renderApp(`/shared/${TOKEN}`)
    const family = within((await screen.findByRole('heading', { name: "Priya's best career family" })).closest('section') as HTMLElement)
    expectVisible(family.getByText('Health and medicine'))
    expectVisible(family.getByText('79% match'))
    expectVisible(family.getByText('Strong fit'))
    expectVisible(family.getByText('Science and research fits Priya about as well.'))
    expectVisible(family.getByText("The current stream opens 1 of this family's 10 careers, and its match rests on that one."))
    const articles = screen.getAllByRole('article')
    expect(articles).toHaveLength(3)
    expectVisible(within(articles[0] as HTMLElement).getByText('Strong fit'))
    expect(within(articles[0] as HTMLElement).queryByText(/About equal to the one above/)).toBeNull()
    // Tied at 77 % under 81 %: the page says why the two are equal.
    expectVisible(within(articles[1] as HTMLElement).getByText('About equal to the one above: a gap this small often swaps on a retake.'))
    expectVisible(within(articles[2] as HTMLElement).getByText('62% match'))
    expectVisible(within(articles[2] as HTMLElement).getByText('Good fit'))
    // The family comes before the careers, as in the results screen's summary.
    expect(family.getByText('Health and medicine').compareDocumentPosition(articles[0] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("shows the best family's top career apart, so a higher match from another family below it is explained", async () => {
    const led: SharedReport = {
      ...shared,
      ledByFamily: true,
      careers: [
        { ...shared.careers[0]!, matchPercentage: 74, band: 'Good fit' },
        { careerField: 'Biotechnology', matchPercentage: 79, band: 'Strong fit', tiedWithPrevious: false, description: 'Biotechnologists work with living cells.', reasons: ['Priya enjoys experiments.'] },
        { careerField: 'Nursing', matchPercentage: 79, band: 'Strong fit', tiedWithPrevious: true, description: 'Nurses care.', reasons: [] },
      ],
    }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(led) })
    renderApp(`/shared/${TOKEN}`)
    const lead = await screen.findByRole('heading', { level: 3, name: "Top career in Priya's best-fitting family: Health and medicine" })
    expectVisible(screen.getByText(/Health and medicine fits Priya best as a whole family, so its top career comes first/))
    const others = screen.getByRole('heading', { level: 3, name: 'Other careers that fit Priya' })
    expect(lead.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const leadList = within(screen.getByRole('list', { name: "Top career in Priya's best-fitting family: Health and medicine" }))
    expect(leadList.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['1. Medicine'])
    const otherList = screen.getByRole('list', { name: 'Other careers that fit Priya' })
    expect(otherList.getAttribute('start')).toBe('2')
    expect(within(otherList).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['2. Biotechnology', '3. Nursing'])
    // The engine's near-tie is still shown; the reasons' heading sits one level below the career.
    expectVisible(within(otherList).getByText('About equal to the one above.'))
    expectVisible(leadList.getByRole('heading', { level: 5, name: 'Why it suits Priya' }))
  })

  it('shows the stream a grade 11 student studies, and a result stored before families without family or bands', async () => {
    const grade11: SharedReport = {
      ...shared,
      grade: 11,
      bestFamily: null,
      careers: shared.careers.map((c) => ({ ...c, band: null, tiedWithPrevious: false })),
      currentStream: 'Commerce with Mathematics',
      stream: null,
      lowConfidence: false,
      qualityNotes: [],
    }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(grade11) })
    renderApp(`/shared/${TOKEN}`)
    expect((await screen.findByRole('heading', { name: 'Current Stream' })).tagName).toBe('H2')
    expectVisible(screen.getByText('Commerce with Mathematics'))
    expect(screen.queryByRole('heading', { name: /Stream Recommendation/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: /best career family/ })).toBeNull()
    expect(screen.queryByText(/fit$/)).toBeNull()
    expect(screen.queryByText('Read these results with care')).toBeNull()
    expectVisible(screen.getByText('81% match'))
  })

  it('leads with the top kinds of work, each with its match, band, careers inside and why it suits the student, said about them', async () => {
    const clusters: SharedReport = {
      ...shared,
      ledByFamily: true,
      careers: [],
      clusterLeadFamily: 'Health and medicine',
      clusters: [
        {
          name: 'Medicine and dentistry',
          description: 'Diagnosing and treating illness.',
          matchPercentage: 79,
          band: 'Strong fit',
          tiedWithPrevious: false,
          family: 'Health and medicine',
          careers: [
            { careerField: 'Medicine (MBBS)', matchPercentage: 79, band: 'Strong fit', tiedWithPrevious: false },
            { careerField: 'Dentistry (BDS)', matchPercentage: 79, band: 'Strong fit', tiedWithPrevious: true },
            { careerField: 'Veterinary Science', matchPercentage: 70, band: 'Good fit', tiedWithPrevious: false },
          ],
          reasons: ['Priya enjoys investigating how things work and solving puzzles, which is at the heart of this career.'],
        },
        { name: 'Science research', description: 'Finding out how the world works.', matchPercentage: 83, band: 'Strong fit', tiedWithPrevious: false, careers: [{ careerField: 'Biotechnology', matchPercentage: 83, band: 'Strong fit', tiedWithPrevious: false }], reasons: [] },
        { name: 'Nursing and care', description: 'Looking after patients.', matchPercentage: 83, band: 'Strong fit', tiedWithPrevious: true, careers: [{ careerField: 'Nursing', matchPercentage: 83, band: 'Strong fit', tiedWithPrevious: false }], reasons: [] },
      ],
    }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(clusters) })
    renderApp(`/shared/${TOKEN}`)
    const top = within((await screen.findByRole('heading', { level: 2, name: 'Top Career Matches' })).closest('section') as HTMLElement)
    const kinds = top.getAllByRole('article')
    expect(kinds.map((k) => within(k).getByRole('heading', { level: 3 }).textContent)).toEqual(['1. Medicine and dentistry', '2. Science research', '3. Nursing and care'])
    const medicine = within(kinds[0]!)
    expect(medicine.getAllByText('79% match').length).toBeGreaterThan(0)
    expectVisible(medicine.getByText(/It comes first because Health and medicine fits Priya best as a whole family/))
    const inside = within(medicine.getByRole('list', { name: 'Its 3 specialisations in Medicine and dentistry' })).getAllByRole('listitem')
    expect(inside.map((li) => li.textContent)).toEqual([
      'Medicine (MBBS) 79% match Strong fit',
      'Dentistry (BDS) 79% match Strong fit (about equal to the one above)',
      'Veterinary Science 70% match Good fit',
    ])
    expectVisible(medicine.getByRole('heading', { level: 4, name: 'Why it suits Priya' }))
    expectVisible(within(kinds[2]!).getByText('About equal to the kind of work above.'))
    // Headings in order: the page's h1, its sections' h2, a kind's h3, its lists' h4.
    const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]))
    levels.forEach((level, i) => expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1))
    // The page speaks about Priya, never to her.
    expect(document.body.textContent).not.toMatch(/\byour\b/i)
  })

  it('lists the kinds of work A to Z with no percentage, band or order when the interests did not differ at all', async () => {
    const unranked: SharedReport = {
      ...shared,
      bestFamily: null,
      ranked: false,
      careers: [],
      clusters: ['Agriculture and food science', 'Banking', 'Computing and data'].map((name, i) => ({
        name,
        description: `What ${name} is.`,
        matchPercentage: 0,
        band: 'Worth exploring' as const,
        tiedWithPrevious: i > 0,
        careers: [{ careerField: `A career in ${name}`, matchPercentage: 0, band: 'Worth exploring' as const, tiedWithPrevious: false }],
        reasons: [],
      })),
    }
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json(unranked) })
    renderApp(`/shared/${TOKEN}`)
    const top = await screen.findByRole('heading', { level: 2, name: 'Careers to explore, A to Z' })
    const section = top.closest('section') as HTMLElement
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Agriculture and food science', 'Banking', 'Computing and data'])
    const text = document.body.textContent ?? ''
    expect(text).not.toMatch(/\d+% match|Worth exploring|Good fit|Strong fit|About equal|From the best match down/)
    expect(section.querySelector('ol')).toBeNull()
  })

  it('is there for a signed-in visitor too', async () => {
    mockApi({ 'GET /api/auth/user': () => json(aUser()), [`GET /api/shared/${TOKEN}`]: () => json(shared) })
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: "Priya's Career Results" }))
  })

  it("says 'This link is no longer valid' for a wrong or revoked token", async () => {
    mockApi({ 'GET /api/auth/user': signedOut, [`GET /api/shared/${TOKEN}`]: () => json({ message: 'That shared report was not found.' }, 404) })
    renderApp(`/shared/${TOKEN}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' }))
    expect(screen.queryByText(/match/)).toBeNull()
  })
})

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameFrom(`attachment; filename="Career_Report_Student_Grade12.pdf"; filename*=UTF-8''${encodeURIComponent('Career_Report_प्रिया_Grade12.pdf')}`, 'x.pdf')).toBe('Career_Report_प्रिया_Grade12.pdf')
    expect(fileNameFrom('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf')
    expect(fileNameFrom("attachment; filename*=UTF-8''%E0%A4", 'x.pdf')).toBe('x.pdf')
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf')
  })
})
