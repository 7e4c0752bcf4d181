// @vitest-environment happy-dom
// The school's retest study in Hindi: the figures, what they mean and the empty state, with no Latin-script word a
// Hindi reader would need (the server sends figures and codes only).
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectAllHindi, testInHindi } from '../../testing/hindi'
import { json, mockApi, renderApp } from '../../testing/render-app'
import { COUNSELLOR, NO_RETEST, RETEST } from '../../testing/schools'
import { expectVisible } from '../../testing/visible'

testInHindi()

/** Lazy routes and their catalogues load slowly on a busy machine. */
const SLOW = { timeout: 10_000 }
/** The counsellor's name and its initial on the account button. */
const COUNSELLOR_DATA = ['Ravi', 'R']

describe('the retest study in Hindi', () => {
  it('says the figures, how sure they are and what they mean', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school/retest-report': () => json(RETEST) })
    renderApp('/school/report/retest')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'दोबारा परीक्षण का अध्ययन' }, SLOW))
    expectVisible(await screen.findByText(/आपके विद्यालय के 12 विद्यार्थियों ने उसी कक्षा का परीक्षण दो बार दिया।/, {}, SLOW))
    const held = screen.getByRole('region', { name: 'दूसरे परीक्षण में क्या वही रहा' })
    expect(within(held).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'वही सबसे उपयुक्त करियर परिवार12 में से 9 · 75%संयोग का ध्यान रखें तो सही हिस्सा संभवतः 47% से 91% के बीच है।',
      'वही पहला करियर12 में से 5 · 42%संयोग का ध्यान रखें तो सही हिस्सा संभवतः 19% से 68% के बीच है।',
      'वही सुझाया गया संकाय8 में से 7 · 88%संयोग का ध्यान रखें तो सही हिस्सा संभवतः 53% से 98% के बीच है।',
    ])
    expect(screen.getByRole('region', { name: 'इसका क्या अर्थ है' }).textContent).toContain('30 से कम विद्यार्थियों में')
    const gap = screen.getByLabelText('दोनों परीक्षणों के बीच का समय')
    expect(within(gap).getAllByRole('option').map((o) => o.textContent)).toEqual(['कितना भी अंतर', 'कम से कम एक सप्ताह का अंतर', 'कम से कम दो सप्ताह का अंतर'])
    expect(document.title).toBe('दोबारा परीक्षण का अध्ययन | Disha')
    await expectAllHindi(COUNSELLOR_DATA)
  })

  it('says when no student has taken a grade twice', async () => {
    mockApi({ 'GET /api/auth/user': () => json(COUNSELLOR), 'GET /api/school/retest-report': () => json(NO_RETEST(0)) })
    renderApp('/school/report/retest')
    const empty = await screen.findByRole('region', { name: 'अभी तक कोई दोबारा परीक्षण नहीं' }, SLOW)
    expect(empty.textContent).toContain('आपके विद्यालय के किसी विद्यार्थी ने अभी तक उसी कक्षा का परीक्षण दो बार नहीं दिया है।')
    expect(empty.textContent).toContain('प्रीमियम योजना वाला विद्यार्थी परीक्षण दोबारा दे सकता है।')
    await expectAllHindi(COUNSELLOR_DATA)
  })
})
