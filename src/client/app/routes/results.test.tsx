// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Recommendation, TestResults } from '../../../shared/schemas/results'
import { removeToast } from '../../hooks/use-toast'
import { fieldDescribedBy } from '../../testing/fields'
import { aUser, json, mockApi, renderApp, aProfile } from '../../testing/render-app'
import { findToastRegion } from '../../testing/toasts'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const TEST_ID = '5d0a4a5e-0a8e-4c43-9d5b-1b7e6c2d9f10'

const aRecommendation = (n: number, overrides: Partial<Recommendation> = {}): Recommendation => ({
  id: `career-${n}`,
  careerField: `Career ${n}`,
  description: `What career ${n} is about.`,
  matchPercentage: 90 - n * 5,
  nextSteps: [`Step one for ${n}`, `Step two for ${n}`],
  reasons: [`Reason for ${n}`],
  skills: ['Problem solving'],
  pathways: ['B.Tech'],
  exams: ['JEE Main'],
  ...overrides,
})

const results = (overrides: Partial<TestResults> = {}): TestResults => ({
  test: {
    id: TEST_ID,
    userId: 'u1',
    studentName: 'Asha Rao',
    grade: 10,
    answers: { a: '1', b: '2', c: '3' },
    timeSpent: 1259,
    completedAt: '2026-03-05T10:21:00.000Z',
    score: { analytical: 70, creative: 55, leadership: 40 },
  },
  recommendations: [1, 2, 3, 4, 5].map((n) => aRecommendation(n, n === 1 ? { recommendedStream: 'Science (PCM)' } : {})),
  stream: {
    forGrade: 11,
    stream: 'Science (PCM)',
    runnerUp: 'Commerce',
    scores: { science: 80, commerce: 60, arts: 40 },
    summary: 'Science (PCM) may suit you in Grade 11.',
    reasons: ['You did well on the science questions.'],
  },
  profile: aProfile({ riasec: { realistic: 40, investigative: 80, artistic: 20, social: 30, enterprising: null, conventional: 50 }, answered: 3 }),
  lowConfidence: false,
  notes: ['These matches are suggestions to explore.'],
  ...overrides,
})


function mockResultsApi(answer: () => Response, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(aUser()),
    [`GET /api/tests/${TEST_ID}/results`]: answer,
    ...extra,
  })
}

describe('results', () => {
  it("shows 'Loading your results...' first", async () => {
    mockResultsApi(() => new Promise<Response>(() => {}) as unknown as Response)
    renderApp(`/results/${TEST_ID}`)
    expectVisible(await screen.findByText('Loading your results...'))
  })

  it("shows 'Results Not Found' with a way home for a 404", async () => {
    mockResultsApi(() => json({ message: 'That test was not found.' }, 404))
    renderApp(`/results/${TEST_ID}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Results Not Found' }))
    expect(screen.getByRole('link', { name: 'Take Another Test' }).getAttribute('href')).toBe('/')
  })

  it('shows the summary, a card per career, the profile, next steps and the stream for Grade 11', async () => {
    mockResultsApi(() => json(results()))
    renderApp(`/results/${TEST_ID}`)
    await screen.findByRole('region', { name: 'Your Career Matches' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Career Results')
    const summary = screen.getAllByRole('definition').map((dd) => dd.textContent)
    expect(summary.slice(0, 3)).toEqual(['10', '3', '20'])

    const cards = within(screen.getByRole('region', { name: 'Your Career Matches' })).getAllByRole('article')
    expect(cards).toHaveLength(5)
    const first = within(cards[0]!)
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Career 1')
    expect(first.getByRole('heading', { level: 3 }).nextElementSibling?.textContent?.trim()).toBe('85% match')
    expect(first.getByText(/^Recommended stream:/).textContent).toBe('Recommended stream: Science (PCM)')
    expect(first.getByText(/^Growth outlook:/).textContent).toBe('Growth outlook: openings vary by city and year, so check current demand with a counsellor')
    expect(first.getByText('Why it fits you').nextElementSibling?.textContent).toBe('Reason for 1')
    expect(first.getByText('JEE Main').closest('details')).not.toBeNull()
    expect(within(cards[1]!).queryByText(/Recommended stream/)).toBeNull()

    const profile = within(screen.getByRole('region', { name: 'Your Profile' }))
    // Each trait by its name, then its score; a trait too few answers measured says so instead of a number.
    expect(profile.getByText('Investigating (Investigative)').nextElementSibling?.textContent).toBe('80 / 100')
    expect(profile.getByText('Leading and persuading (Enterprising)').nextElementSibling?.textContent).toBe('Not enough answers')

    const steps = within(screen.getByRole('region', { name: 'Recommended Next Steps' })).getAllByRole('listitem')
    expect(steps.map((li) => li.textContent)).toEqual(['1Step one for 1', '2Step two for 1'])

    const stream = within(screen.getByRole('region', { name: 'Stream Recommendation for Grade 11' }))
    expect(stream.getByText('Science (PCM) may suit you in Grade 11.').previousElementSibling?.textContent).toBe('Science (PCM)')
    expect(stream.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['You did well on the science questions.'])
    expect(stream.getByText('Commerce').textContent).toBe('Runner-up: Commerce')

    expect(screen.getByText('These matches are suggestions to explore.').tagName).toBe('LI')
    expect((screen.getByRole('button', { name: 'Download Detailed Report' }) as HTMLButtonElement).disabled).toBe(false)
    expect((screen.getByRole('button', { name: 'Share with Parents' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByRole('link', { name: 'Take Another Assessment' }).getAttribute('href')).toBe('/')
  })

  it('leads with a summary: the best family, the top three with bands and ties, the interest chart, the stream studied', async () => {
    const base = results()
    const family = { fit: 0.8, careerIds: ['career-1', 'career-2'], tiedWithPrevious: false }
    mockResultsApi(() =>
      json(
        results({
          test: { ...base.test, grade: 11, currentStream: 'commerce' },
          families: [
            { ...family, id: 'business-finance', label: 'Business and finance', matchPercentage: 81, band: 'Strong fit', streamOpens: { open: 2, of: 8 } },
            { ...family, id: 'law-public-service', label: 'Law, government and defence', matchPercentage: 80, band: 'Strong fit', tiedWithPrevious: true },
          ],
          recommendations: [
            aRecommendation(1, { band: 'Strong fit', family: 'business-finance', tiedWithPrevious: false, eligibility: { open: true } }),
            aRecommendation(2, { band: 'Good fit', family: 'business-finance', tiedWithPrevious: true, eligibility: { open: true } }),
            aRecommendation(3, { band: 'Worth exploring', family: 'law-public-service', tiedWithPrevious: false, eligibility: { open: true } }),
            aRecommendation(4, { band: 'Worth exploring', eligibility: { open: false, note: 'Routes that remain: NIOS.' } }),
          ],
          stream: null,
        }),
      ),
    )
    renderApp(`/results/${TEST_ID}`)
    const summary = within(await screen.findByRole('region', { name: 'Summary' }))
    const best = summary.getByText('Business and finance').parentElement!
    expect(best.textContent?.replace(/\s+/g, ' ').trim()).toBe('Best career family: Business and finance Strong fit (tied with Law, government and defence)')
    // The stream closes some of the family's careers, and its fit rests on the two it opens.
    expect(best.nextElementSibling?.textContent).toBe('Your stream opens 2 of its 8 careers.')
    const top = summary.getAllByRole('listitem').filter((li) => /^\d\. Career/.test(li.textContent ?? ''))
    expect(top.map((li) => li.textContent)).toEqual([
      '1. Career 1 85% match Strong fit',
      // Shown as tied with a different percentage: the summary says why the two are equal.
      '2. Career 2 80% match Good fit (tied with no. 1: a gap this small often swaps on a retake)',
      '3. Career 3 75% match Worth exploring',
    ])
    expect(within(summary.getByRole('region', { name: /^Your interests/ })).getByText('Investigating').nextElementSibling?.textContent).toBe('80 out of 100')
    expect(screen.getByText('Commerce without Mathematics').parentElement?.textContent).toBe('Current stream: Commerce without Mathematics')
    const cards = within(screen.getByRole('region', { name: 'Your Career Matches' })).getAllByRole('article')
    expect(within(cards[3]!).getByText(/Not open from your current stream/).parentElement?.textContent).toBe('Not open from your current stream. Routes that remain: NIOS.')
    expect(within(cards[0]!).getByText('Career 1').closest('article')?.querySelector('details')).not.toBeNull()
    // The summary comes before the career cards and the full profile in reading order.
    const order = [screen.getByRole('region', { name: 'Summary' }), screen.getByRole('region', { name: 'Your Career Matches' }), screen.getByRole('region', { name: 'Your Profile' })]
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('says the careers are A to Z, not top matches, when the interests did not differ at all', async () => {
    const base = results()
    const note = 'Your answers rated every area of interest the same, so they do not show which careers fit you.'
    mockResultsApi(() =>
      json(
        results({
          families: [],
          recommendations: [1, 2, 3].map((n) => aRecommendation(n, { matchPercentage: 0, band: 'Worth exploring', tiedWithPrevious: n > 1 })),
          profile: { ...base.profile, quality: { ...base.profile.quality, differentiation: 0, lowConfidence: true, reasons: [note], flags: [{ code: 'flat', message: note }] } },
          lowConfidence: true,
        }),
      ),
    )
    renderApp(`/results/${TEST_ID}`)
    const summary = within(await screen.findByRole('region', { name: 'Summary' }))
    expect(summary.getByRole('heading', { name: 'Careers to explore, A to Z' }).nextElementSibling?.textContent).toBe('Career 1Career 2Career 3')
    expect(summary.queryByRole('heading', { name: 'Your top three careers' })).toBeNull()
    expect(summary.queryByText(/tied with no/)).toBeNull()
    expect(summary.queryByText(/Best career family/)).toBeNull()
    expect(summary.getByText(note).tagName).toBe('LI')
    // A list A to Z has no top match whose steps to recommend.
    expect(screen.queryByRole('heading', { name: 'Recommended Next Steps' })).toBeNull()
  })

  it("says the seconds of a test finished in under a minute beside 'Minutes taken' (rounded down, so 0)", async () => {
    const base = results()
    mockResultsApi(() => json(results({ test: { ...base.test, timeSpent: 42 } })))
    renderApp(`/results/${TEST_ID}`)
    await screen.findByRole('region', { name: 'Your Career Matches' })
    const minutes = screen.getByText('Minutes taken').nextElementSibling
    expect(minutes?.textContent).toBe('0(42 seconds)')
    expect(minutes?.querySelector('span')?.textContent).toBe('(42 seconds)')
  })

  it("shows the best family's top career apart, under the family's name, so a higher match from another family below it is explained", async () => {
    const family = { fit: 0.6, tiedWithPrevious: false }
    mockResultsApi(() =>
      json(
        results({
          families: [
            { ...family, id: 'health', label: 'Health and medicine', matchPercentage: 70, band: 'Good fit', careerIds: ['career-1', 'career-3'] },
            { ...family, id: 'engineering-technology', label: 'Engineering and technology', matchPercentage: 68, band: 'Good fit', careerIds: ['career-2'], fit: 0.55 },
          ],
          recommendations: [
            aRecommendation(1, { careerField: 'Medicine', matchPercentage: 71, band: 'Good fit', family: 'health', tiedWithPrevious: false }),
            aRecommendation(2, { careerField: 'Mechanical Engineering', matchPercentage: 76, band: 'Strong fit', family: 'engineering-technology', tiedWithPrevious: false }),
            aRecommendation(3, { careerField: 'Nursing', matchPercentage: 70, band: 'Good fit', family: 'health', tiedWithPrevious: false }),
            aRecommendation(4, { careerField: 'Physiotherapy', matchPercentage: 69, band: 'Good fit', family: 'health', tiedWithPrevious: true }),
          ],
        }),
      ),
    )
    renderApp(`/results/${TEST_ID}`)
    const matches = within(await screen.findByRole('region', { name: 'Your Career Matches' }))
    const lead = matches.getByRole('heading', { level: 3, name: 'Top career in your best-fitting family: Health and medicine' })
    const others = matches.getByRole('heading', { level: 3, name: 'Other careers that fit you' })
    // Each group says what it holds, right under its heading.
    expect(lead.nextElementSibling?.textContent).toBe(
      'Health and medicine fits you best as a whole family, so its top career comes first, even if a career from another family has a higher match on its own.',
    )
    // The order within the list is rough, and the page says so (docs/assessment.md §5: neighbours swap often).
    expect(others.nextElementSibling?.textContent).toBe('From the best match down, from every family, Health and medicine included. Careers a few points apart fit about equally well.')
    // Cards sit one level below their group's heading, in the engine's order: the lead, then the rest by fit.
    const titles = matches.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(titles).toEqual(['Medicine', 'Mechanical Engineering', 'Nursing', 'Physiotherapy'])
    const leadList = within(matches.getByRole('list', { name: 'Top career in your best-fitting family: Health and medicine' }))
    expect(leadList.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 4 }).textContent)).toEqual(['Medicine'])
    const otherList = matches.getByRole('list', { name: 'Other careers that fit you' })
    expect(otherList.getAttribute('start')).toBe('2')
    expect(within(otherList).getAllByRole('article')).toHaveLength(3)
    expect(lead.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // A near-tie the engine found is still shown as one, and a point apart says why the two are equal.
    expect(within(within(otherList).getAllByRole('article')[2]!).getByText(/^About as good a fit/).previousElementSibling?.textContent?.trim()).toBe('69% match Good fit')
    // The summary marks the first of the top three as the best family's.
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    expect(summary.getByText('(your best family)').closest('li')?.textContent).toMatch(/^1\. Medicine/)
  })

  it("names careers in the summary without a bracketed list, which the card below keeps, but keeps an abbreviation", async () => {
    mockResultsApi(() =>
      json(
        results({
          recommendations: [
            aRecommendation(1, { careerField: 'Skilled Trades (Electrician, Fitter, Technician)' }),
            aRecommendation(2, { careerField: 'Cost and Management Accountancy (CMA)' }),
            aRecommendation(3),
          ],
        }),
      ),
    )
    renderApp(`/results/${TEST_ID}`)
    const summary = within(await screen.findByRole('region', { name: 'Summary' }))
    const top = summary.getAllByRole('listitem').filter((li) => /^\d\. /.test(li.textContent ?? ''))
    expect(top.map((li) => li.firstChild?.textContent)).toEqual(['1. Skilled Trades', '2. Cost and Management Accountancy (CMA)', '3. Career 3'])
    const cards = within(screen.getByRole('region', { name: 'Your Career Matches' }))
    // The card names the career in full; the summary's short name is its first part.
    expect(cards.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Skilled Trades (Electrician, Fitter, Technician)')
  })

  it('keeps one list from the best match down for a result stored before families', async () => {
    mockResultsApi(() => json(results()))
    renderApp(`/results/${TEST_ID}`)
    const matches = within(await screen.findByRole('region', { name: 'Your Career Matches' }))
    expect(matches.getByRole('heading', { level: 2 }).nextElementSibling?.textContent).toBe('From the best match down. Open a career for its details.')
    expect(matches.queryByRole('heading', { name: /best-fitting family/ })).toBeNull()
    expect(matches.getAllByRole('heading', { level: 3 })).toHaveLength(5)
    expect(screen.queryByText('(your best family)')).toBeNull()
  })

  it('has no stream panel outside grades 9 and 10, and explains low confidence kindly', async () => {
    const base = results()
    mockResultsApi(() =>
      json(
        results({
          test: { ...base.test, grade: 12 },
          lowConfidence: true,
          profile: { ...base.profile, quality: { ...base.profile.quality, lowConfidence: true, reasons: ['Every statement got the same rating.'] } },
        }),
      ),
    )
    renderApp(`/results/${TEST_ID}`)
    expect((await screen.findByRole('heading', { name: 'Read these results with care' })).tagName).toBe('H3')
    // The note is part of the summary, before the careers, and said once: its heading, then the reasons.
    const summary = within(screen.getByRole('region', { name: 'Summary' }))
    const care = summary.getByRole('heading', { name: 'Read these results with care' })
    expect(care.parentElement?.textContent).toBe('Read these results with careYour matches are still shown below.Every statement got the same rating.')
    expect(screen.getAllByText('Every statement got the same rating.')).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: /Stream Recommendation/ })).toBeNull()
  })

  it('Schedule Career Counseling: errors by field, then the request and the server message', async () => {
    const fetchMock = mockResultsApi(() => json(results()), {
      'POST /api/counselling-requests': () =>
        json({ id: 'c1', message: 'Thank you! A career counsellor will call you.' }, 201),
    })
    const user = userEvent.setup()
    renderApp(`/results/${TEST_ID}`)
    await user.click(await screen.findByRole('button', { name: 'Schedule Career Counseling' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Career Counseling' }))
    await user.click(dialog.getByRole('button', { name: 'Request a Call' }))
    // Each message describes its own field.
    expect(fieldDescribedBy(dialog.getByText('Please enter the name of the person we should talk to.'))).toBe(dialog.getByLabelText(/Contact name/))
    expect(fieldDescribedBy(dialog.getByText('Please enter a 10-digit mobile number.'))).toBe(dialog.getByLabelText(/Mobile number/))
    expect(fieldDescribedBy(dialog.getByText('Please choose when we should call.'))).toBe(dialog.getByLabelText(/Preferred time/))
    expect(document.activeElement).toBe(dialog.getByLabelText(/Contact name/))

    await user.type(dialog.getByLabelText(/Contact name/), 'Lakshmi Rao')
    await user.type(dialog.getByLabelText(/Mobile number/), '+91 98765 43210')
    await user.selectOptions(dialog.getByLabelText('Preferred time'), 'Weekday evening')
    await user.click(dialog.getByRole('button', { name: 'Request a Call' }))
    const toasts = await findToastRegion()
    expectVisible(await toasts.findByText('Thank you! A career counsellor will call you.'))
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      testId: TEST_ID,
      contactName: 'Lakshmi Rao',
      phone: '9876543210',
      preferredTime: 'Weekday evening',
      message: '',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
