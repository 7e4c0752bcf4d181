// @vitest-environment happy-dom
// The school's retest study on screen: the server's figures said in words (counts, shares, how sure), what they mean
// for a counsellor and a parent, the gap between the two tests as a choice, the empty state, and the way there.
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SchoolReport } from '../../../shared/schemas/cohort-report'
import { removeToast } from '../../hooks/use-toast'
import { aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { COUNSELLOR, NO_RETEST, RETEST } from '../../testing/schools'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const lines = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent)

describe('the retest study', () => {
  it('says how many kept their family, top career and stream, how sure that is, and what it means', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school/retest-report': () => json(RETEST) })
    renderApp('/school/report/retest')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Retest Study' }, { timeout: 10_000 }))
    expect(document.title).toBe('Retest Study | Disha')
    expect(screen.getByRole('link', { name: 'Back to the school report' }).getAttribute('href')).toBe('/school/report')
    expectVisible(await screen.findByText('12 students of your school took the same grade’s test twice. Half of them took the second test within 10 days of the first.'))

    const held = screen.getByRole('region', { name: 'What Stayed the Same on the Second Test' })
    // Each bar's figure is text: how many of how many, the share, and its range allowing for chance.
    expect(lines(within(held).getByRole('list', { name: 'What Stayed the Same on the Second Test' }))).toEqual([
      'Same best career family9 of 12 · 75%Allowing for chance, the true share is likely between 47% and 91%.',
      'Same top career5 of 12 · 42%Allowing for chance, the true share is likely between 19% and 68%.',
      'Same suggested stream7 of 8 · 88%Allowing for chance, the true share is likely between 53% and 98%.',
    ])
    expect(held.textContent).toContain('10 of the 12 students answered both tests with care (no “read with care” note), and 8 of them kept the same best career family.')

    const meaning = screen.getByRole('region', { name: 'What This Means' })
    expect(meaning.textContent).toContain('The best career family is the main advice.')
    expect(meaning.textContent).toContain('talk with the student about both results')
    expect(meaning.textContent).toContain('With fewer than 30 students, one more student can move a percentage a lot')
  })

  it('asks again for the gap chosen, and says when no student took a grade twice that far apart', async () => {
    const user = userEvent.setup()
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school/retest-report': (_init, url) => {
        const minDays = Number(url.searchParams.get('minDays'))
        return json(minDays === 0 ? { ...RETEST, pairs: 40, truncated: true, medianDaysApart: 0.2, careful: { pairs: 0, held: [] } } : NO_RETEST(minDays))
      },
    })
    renderApp('/school/report/retest')
    expectVisible(await screen.findByText(/40 students of your school took the same grade’s test twice\. Half of them took the second test within a day of the first\. Only the most recent 2,000 are counted\./, {}, { timeout: 10_000 }))
    expect(screen.getByRole('region', { name: 'What Stayed the Same on the Second Test' }).textContent).toContain(
      'Each of these students has a “read with care” note on at least one of the two tests, so read these figures with care too.',
    )
    // From 30 pairs on, no warning about too few students.
    expect(screen.getByRole('region', { name: 'What This Means' }).textContent).not.toContain('fewer than')

    await user.selectOptions(screen.getByLabelText('Time between the two tests'), 'At least a week apart')
    const empty = await screen.findByRole('region', { name: 'No Retakes Yet' })
    expect(empty.textContent).toContain('No student of your school has taken the same grade’s test twice at least 7 days apart.')
    expect(empty.textContent).toContain('A student on a premium plan can take the test again.')
    expect(screen.queryByRole('region', { name: 'What Stayed the Same on the Second Test' })).toBeNull()
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes('retest'))).toEqual([
      '/api/school/retest-report?minDays=0',
      '/api/school/retest-report?minDays=7',
    ])
  })

  it('says so when no student has taken a grade twice, and when the study cannot be read', async () => {
    let fail = false
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school/retest-report': () => (fail ? json({ message: 'Something went wrong.' }, 500) : json(NO_RETEST(0))),
    })
    const { router } = renderApp('/school/report/retest')
    const empty = await screen.findByRole('region', { name: 'No Retakes Yet' }, { timeout: 10_000 })
    expect(empty.textContent).toContain('No student of your school has taken the same grade’s test twice yet.')
    fail = true
    await act(() => router.navigate('/school'))
    await act(() => router.navigate('/school/report/retest'))
    expectVisible(await screen.findByText('Could not load the retest study'))
    expect(screen.getByRole('button', { name: /Retry|Try Again/i })).toHaveProperty('disabled', false)
  })

  it('is one click from the school report, and no page for a student', async () => {
    const user = userEvent.setup()
    const report: SchoolReport = { generatedAt: '2026-03-05T11:00:00.000Z', schoolName: 'DAV Public School', progress: { notStarted: 0, inProgress: 0, finished: 0 }, classes: [], grades: [], followUp: [] }
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school/report': () => json(report), 'GET /api/school/retest-report': () => json(RETEST) })
    const { router } = renderApp('/school/report')
    const card = await screen.findByRole('region', { name: 'Retest Study' }, { timeout: 10_000 })
    expect(card.className).toContain('print:hidden')
    await user.click(within(card).getByRole('link', { name: 'Open the Retest Study' }))
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Retest Study' }))
    expect(router.state.location.pathname).toBe('/school/report/retest')
    cleanup()

    mockApi({ 'GET /api/auth/user': () => json(aUser()) })
    renderApp('/school/report/retest')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }))
  })
})
