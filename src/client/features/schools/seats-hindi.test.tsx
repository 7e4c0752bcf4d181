// @vitest-environment happy-dom
// Seats (docs/decisions/050-seats.md) in Hindi: the counsellor's seats and the 'Buy seats' form with its messages, and
// the instructions saying the test is on the school's seat; no Latin-script word a Hindi reader would need.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectAllHindi, testInHindi } from '../../testing/hindi'
import { aGradeAccess, aPricing, aUser, json, mockApi, renderApp } from '../../testing/render-app'
import { aCounsellorSchool, COUNSELLOR } from '../../testing/schools'
import { fieldDescribedBy } from '../../testing/fields'
import { expectVisible } from '../../testing/visible'

testInHindi()

/** Lazy routes and their catalogues load slowly on a busy machine. */
const SLOW = { timeout: 5000 }
/** The school's data as entered, and its class's join code. */
const SCHOOL_DATA = ['Ravi', 'R', 'ravi', 'school', 'in', 'DAV', 'Public', 'School', 'HCDX7F', 'TP7Q', 'KMH8', 'T', 'P', 'Q', 'K', 'M', 'H', 'A']

describe('seats in Hindi', () => {
  it("the counsellor's seats, the form's rule and its mistake, and a purchase in mock mode", async () => {
    let school = aCounsellorSchool()
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(school),
      'POST /api/school/seats/orders': () => {
        school = aCounsellorSchool({}, { seats: { bought: 32, granted: 10, used: 12, left: 30 } })
        return json({ mockMode: true, keyId: '', amount: 8000, currency: 'INR', orderId: 'order_mock_1' })
      },
    })
    const user = userEvent.setup()
    renderApp('/school')
    const panel = await screen.findByRole('region', { name: 'सीटें' }, SLOW)
    expect(within(panel).getByText('बाकी').nextElementSibling?.textContent).toBe('28')
    const count = within(panel).getByLabelText('सीटों की संख्या')
    expect(fieldDescribedBy(within(panel).getByText('1 से 1000 तक, ₹40.00 प्रति सीट।'))).toBe(count)
    await user.clear(count)
    await user.click(within(panel).getByRole('button', { name: 'सीटें खरीदें' }))
    expect(fieldDescribedBy(within(panel).getByText('1 से 1000 तक सीटों की पूरी संख्या लिखें।'))).toBe(count)
    await expectAllHindi(SCHOOL_DATA)
    await user.type(count, '2')
    await user.click(within(panel).getByRole('button', { name: '₹80.00 में 2 सीटें खरीदें' }))
    // The toast region is named in Hindi too ('सूचनाएँ (F8)').
    const toasts = within(await screen.findByRole('region', { name: /सूचनाएँ/ }, SLOW))
    expectVisible(await toasts.findByText('अब 2 और विद्यार्थी सीट पर परीक्षण दे सकते हैं।', {}, SLOW))
    await expectAllHindi(SCHOOL_DATA)
  })

  it("the grade cards on the school's seat", async () => {
    const student = aUser({ school: { name: 'DAV Public School', code: 'HCDX7F' } })
    mockApi({
      'GET /api/auth/user': () => json(student),
      'GET /api/grade-access': () => json(aGradeAccess({ 9: { action: 'start', coveredBy: 'seat', seat: 'used' }, 10: { seat: 'all-used' } }, true)),
      'GET /api/pricing': () => json(aPricing()),
      'GET /api/subscription/status': () => json({ hasSubscription: false, planType: null, expiresAt: null }),
    })
    renderApp('/')
    expectVisible(await screen.findByText('आपके विद्यालय की सीट पर', {}, SLOW))
    expectVisible(screen.getByText('आपके विद्यालय की सभी सीटें उपयोग हो चुकी हैं'))
    await expectAllHindi(['Asha', 'Rao', 'A'])
  })

  it("the instructions on the school's seat, and when the seats are all used", async () => {
    const student = aUser({ school: { name: 'DAV Public School', code: 'HCDX7F' } })
    let access = aGradeAccess({ 9: { action: 'start', coveredBy: 'seat', seat: 'available' } }, true)
    mockApi({ 'GET /api/auth/user': () => json(student), 'GET /api/grade-access': () => json(access), 'GET /api/pricing': () => json(aPricing()) })
    const first = renderApp('/instructions/9')
    expectVisible(
      await screen.findByText('इस परीक्षण का भुगतान आपका विद्यालय करता है: आप इसे अपने विद्यालय की एक सीट पर देते हैं। शुरू करते ही सीट उपयोग हो जाती है, भले ही आप इसे पूरा न करें।', {}, SLOW),
    )
    await expectAllHindi(['Asha', 'Rao', 'A'])
    first.unmount()
    access = aGradeAccess({ 9: { seat: 'all-used' } }, true)
    renderApp('/instructions/9')
    expectVisible(await screen.findByText('आपके विद्यालय की सभी सीटें उपयोग हो चुकी हैं: अपने परामर्शदाता से पूछें, या परीक्षण का भुगतान स्वयं करें।', {}, SLOW))
    await expectAllHindi(['Asha', 'Rao', 'A'])
  })
})
