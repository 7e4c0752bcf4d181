// @vitest-environment happy-dom
// The admin dashboard in Hindi: its headings, counts, lists, filters and empty states from the catalogues, no
// Latin-script word besides names and what the test gave as data, and dates and numbers written the Hindi way (the
// retest study measured, and the dialogs: hindi-admin-pages.test.tsx).
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CounsellingRequest } from '../../shared/schemas/counselling'
import type { AdminOrder } from '../../shared/schemas/payments'
import { testInHindi } from '../testing/hindi'
import { latinOnScreen } from '../testing/latin-words'
import { aUser, json, mockApi, renderApp } from '../testing/render-app'
import { expectVisible } from '../testing/visible'

testInHindi()

const SLOW = { timeout: 5000 }
const ADMIN = aUser({ id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', isAdmin: true })
const ORDER: AdminOrder = {
  id: 'o1',
  description: 'Grade 9 career assessment',
  createdAt: '2027-03-04T08:15:00.000Z',
  amount: 5000,
  currency: 'INR',
  status: 'paid',
  method: 'razorpay',
  userId: 'u2',
  userEmail: 'ravi@example.com',
  gatewayOrderId: 'order_Q1w2E3r4T5y6U7',
  paidVia: 'webhook',
  paidAt: '2027-03-04T08:16:00.000Z',
  flag: 'disputed',
}
const REQUEST: CounsellingRequest = {
  id: 'c1',
  userId: 'u2',
  testId: null,
  contactName: 'Ravi Kumar',
  phone: '9876543210',
  preferredTime: 'शाम',
  message: '',
  createdAt: '2027-03-05T10:00:00.000Z',
}
/** What the test gave as data: the admin's and the student's names and e-mail, and the gateway's order id. */
const DATA = ['Meena', 'Iyer', 'M', 'meena', 'example', 'com', 'ravi', 'Ravi', 'Kumar', 'order', 'Q1w2E3r4T5y6U7']

function adminApi() {
  return mockApi({
    'GET /api/auth/user': () => json(ADMIN),
    'GET /api/admin/users': () => json({ users: [], next: null, total: 1234 }),
    'GET /api/admin/tests': () => json({ tests: [], next: null, total: 0 }),
    'GET /api/admin/schools': () => json([]),
    'GET /api/admin/orders': () => json([ORDER]),
    'GET /api/admin/counselling-requests': () => json([REQUEST]),
  })
}

describe('the admin dashboard in Hindi', () => {
  it('says every heading, label, count, status and date in Hindi', async () => {
    adminApi()
    renderApp('/admin')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'व्यवस्थापक डैशबोर्ड' }, SLOW))
    expect(document.title).toBe('व्यवस्थापक डैशबोर्ड | Disha')
    for (const name of ['उपयोगकर्ता', 'परीक्षण', 'ऑर्डर (पिछले 30 दिन)', 'परामर्श के अनुरोध']) {
      expectVisible(await screen.findByRole('heading', { level: 2, name }, SLOW))
    }
    // The counts, with the Indian grouping; the lists' empty states and filters.
    const stats = within(screen.getByRole('region', { name: 'सारांश' }))
    expect((await stats.findByText('कुल उपयोगकर्ता')).nextElementSibling?.textContent).toBe('1,234')
    expectVisible(await screen.findByText('अभी तक कोई परीक्षण पूरा नहीं हुआ है।'))
    const filters = within(screen.getByRole('group', { name: 'उपयोगकर्ताओं को खोजें और छाँटें' }))
    expect([...filters.getByLabelText('भूमिका').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['हर भूमिका', 'विद्यार्थी', 'परामर्शदाता', 'व्यवस्थापक'])
    // An order: its status, the way it was paid, the flag and the date, in Hindi.
    // The server names the purchase in English; the screen says it in Hindi.
    expectVisible(await screen.findByText('कक्षा 9 का करियर मूल्यांकन', undefined, SLOW))
    expectVisible(screen.getByText('विवाद में: भुगतान सेवा से जाँचें'))
    expect(document.body.textContent).toContain('भुगतान हो गया (भुगतान सेवा की सूचना)')
    expect(document.body.textContent).toMatch(/4 मार्च 2027/)
    // A counselling request.
    const request = within(screen.getByRole('article', { name: 'Ravi Kumar' }))
    expectVisible(request.getByText('कोई संदेश नहीं'))
    expectVisible(request.getByText('इस अनुरोध का परीक्षण बाद में फिर से खोल दिया गया।'))

    // Nothing else in Latin script.
    expect(latinOnScreen(document.body, DATA)).toEqual([])
    expect(document.documentElement.lang).toBe('hi')
  })
})
