// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aGradeAccess, aPricing, aUser, completedGrade, json, mockApi, renderApp } from '../../testing/render-app'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function mockInstructionsApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(aUser()),
    'GET /api/grade-access': () => json(aGradeAccess()),
    'GET /api/pricing': () => json(aPricing()),
    ...overrides,
  })
}

describe('instructions', () => {
  it("says 'Checking test status...' while loading", async () => {
    mockInstructionsApi({ 'GET /api/grade-access': () => new Promise<Response>(() => {}) })
    renderApp('/instructions/9')
    expectVisible(await screen.findByText('Checking test status...'))
  })

  it('describes the test and links to it when payments are off', async () => {
    mockInstructionsApi()
    renderApp('/instructions/9')
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
    expectVisible(screen.getByRole('heading', { level: 1, name: 'Grade 9 Assessment Instructions' }))
    for (const box of ['30-32 questions', '30-minute limit', 'Multiple choice and rating scales', 'Auto-submit']) {
      expect(screen.getByRole('heading', { name: box }).tagName, box).toBe('H3')
    }
    expect(screen.getByRole('heading', { name: 'Tips' }).tagName).toBe('H2')
    expect(screen.getByRole('heading', { name: 'What you get' }).tagName).toBe('H2')
    expectVisible(screen.getByText('A recommended stream (Science, Commerce or Arts) for Grade 10'))
    expect(screen.getByRole('link', { name: 'Start Assessment' }).getAttribute('href')).toBe('/test/9')
    expect(screen.getByRole('link', { name: 'Back to Grade Selection' }).getAttribute('href')).toBe('/')
  })

  it("says when the class's test window is closed, for the class's grade only", async () => {
    mockInstructionsApi({ 'GET /api/auth/user': () => json(aUser({ schoolClass: { name: '9 B', grade: 9, board: 'cbse', testWindowOpen: false } })) })
    renderApp('/instructions/9')
    const notice = await screen.findByRole('region', { name: 'The test is not open yet' })
    expect(notice.textContent).toContain('The Grade 9 test of class 9 B is not open now. Your counsellor opens it for the test period.')
    cleanup()
    renderApp('/instructions/10')
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/10')
    expect(screen.queryByRole('region', { name: 'The test is not open yet' })).toBeNull()
  })

  it('with payments on and the grade not bought, offers the payment at the price the server charges instead of Start Assessment', async () => {
    mockInstructionsApi({ 'GET /api/grade-access': () => json(aGradeAccess({}, true)), 'GET /api/pricing': () => json(aPricing({ gradeTest: 7500 })) })
    renderApp('/instructions/9')
    expect((await screen.findByRole('heading', { name: 'Unlock this assessment' })).tagName).toBe('H2')
    expectVisible(screen.getByText(/costs ₹75\.00/))
    expect(screen.queryByRole('link', { name: 'Start Assessment' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Pay ₹75.00 and Unlock' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing')
  })

  it('with payments on and the grade bought, offers Start Assessment and asks no price', async () => {
    const fetchMock = mockInstructionsApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 9: { action: 'start', coveredBy: 'grade' } }, true)) })
    renderApp('/instructions/9')
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/pricing')
  })

  it("says when starting spends an unused Basic plan's one assessment", async () => {
    mockInstructionsApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 9: { action: 'start', coveredBy: 'basic', spendsBasicPlan: true } }, true)) })
    renderApp('/instructions/9')
    expectVisible(await screen.findByText(/Starting this test uses your Basic plan's one assessment for Grade 9\./))
  })

  it('a completed grade on a basic plan shows Test Already Completed: why no retake, what would allow one, its results and home', async () => {
    mockInstructionsApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 9: completedGrade('t9', 'completed', 'basic') }, true)) })
    renderApp('/instructions/9')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Test Already Completed' }))
    expectVisible(screen.getByText(/Your Basic plan gives one assessment, and it was used for Grade 9\./))
    expectVisible(screen.getByText(/The Premium plan includes retakes of every grade.*An admin can also reset your test history\./))
    expect(screen.getByRole('link', { name: 'View Your Results' }).getAttribute('href')).toBe('/results/t9')
    expect(screen.getByRole('link', { name: 'See the Premium plan' }).getAttribute('href')).toBe('/pricing')
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })

  it('a completed grade on a premium plan offers Take it again, and says the earlier result is kept', async () => {
    mockInstructionsApi({ 'GET /api/grade-access': () => json(aGradeAccess({ 9: completedGrade('t9', 'retake') }, true)) })
    renderApp('/instructions/9')
    expect((await screen.findByRole('link', { name: 'Take it again' })).getAttribute('href')).toBe('/test/9')
    expect(screen.queryByText('Test Already Completed')).toBeNull()
    expectVisible(screen.getByText(/You have completed Grade 9 once\. Your Premium plan lets you take it again/))
    expectVisible(screen.getByText(/Your earlier result is kept in your test history\./))
  })
})
