// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aUser, json, mockApi, renderApp, aTest as aTestOf } from '../../testing/render-app'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const aTest = (id: string, grade: number) => aTestOf(id, grade, { answers: {}, timeSpent: 600, completedAt: '2026-03-05T10:10:00.000Z' })

const PRICING = {
  basic: { name: 'Basic', description: 'One assessment', price: 9900 },
  premium: { name: 'Premium', description: 'Every grade for a year', price: 49900 },
  gradeTest: { name: 'Grade test', description: 'One grade', price: 5000 },
  currency: 'INR',
}

function mockInstructionsApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/user': () => json(aUser()),
    'GET /api/tests/history': () => json([]),
    'GET /api/system/payment-settings': () => json({ paymentsEnabled: false }),
    'GET /api/test-purchase/status/9': () => json({ hasPurchased: false }),
    'GET /api/pricing': () => json(PRICING),
    ...overrides,
  })
}

describe('instructions', () => {
  it("says 'Checking test status...' while loading", async () => {
    mockInstructionsApi({ 'GET /api/tests/history': () => new Promise<Response>(() => {}) })
    renderApp('/instructions/9')
    expect(await screen.findByText('Checking test status...')).toBeDefined()
  })

  it('describes the test and links to it when payments are off', async () => {
    mockInstructionsApi()
    renderApp('/instructions/9')
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
    expect(screen.getByRole('heading', { level: 1, name: 'Grade 9 Assessment Instructions' })).toBeDefined()
    for (const box of ['30-32 questions', '30-minute limit', 'Multiple choice and rating scales', 'Auto-submit']) {
      expect(screen.getByRole('heading', { name: box })).toBeDefined()
    }
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeDefined()
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeDefined()
    expect(screen.getByText('A recommended stream (Science, Commerce or Arts) for Grade 10')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Start Assessment' }).getAttribute('href')).toBe('/test/9')
    expect(screen.getByRole('link', { name: 'Back to Grade Selection' }).getAttribute('href')).toBe('/')
  })

  it('with payments on and the grade not bought, offers the ₹50.00 payment instead of Start Assessment', async () => {
    mockInstructionsApi({ 'GET /api/system/payment-settings': () => json({ paymentsEnabled: true }) })
    renderApp('/instructions/9')
    expect(await screen.findByRole('heading', { name: 'Unlock this assessment' })).toBeDefined()
    expect(screen.getByText(/costs ₹50\.00/)).toBeDefined()
    expect(screen.queryByRole('link', { name: 'Start Assessment' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Pay ₹50.00 and Unlock' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing')
  })

  it('with payments on and the grade bought, offers Start Assessment', async () => {
    mockInstructionsApi({
      'GET /api/system/payment-settings': () => json({ paymentsEnabled: true }),
      'GET /api/test-purchase/status/9': () => json({ hasPurchased: true }),
    })
    renderApp('/instructions/9')
    expect((await screen.findByRole('link', { name: 'Start Assessment' })).getAttribute('href')).toBe('/test/9')
  })

  it('a completed grade shows Test Already Completed with its results and home', async () => {
    mockInstructionsApi({ 'GET /api/tests/history': () => json([aTest('t9', 9)]) })
    renderApp('/instructions/9')
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Already Completed' })).toBeDefined()
    expect(screen.getByText(/retaken only if an admin resets/)).toBeDefined()
    expect(screen.getByRole('link', { name: 'View Your Results' }).getAttribute('href')).toBe('/results/t9')
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })
})
