// E-mails in the reader's language: a reset link in the account's chosen language (else the language the request
// was made in), the admin-address confirmation in the language of the registration, a counsellor's invitation in
// the inviting admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { startMailCatcher, type MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
const LISTED = 'principal@language.test'

beforeAll(async () => {
  smtp = await startMailCatcher()
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAILS: LISTED })
})
afterAll(async () => {
  await smtp.close()
})

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }
const isHindi = (text: string) => /[\u0900-\u097F]/.test(text) && !/\bHello\b/.test(text)

describe('the language of a mail', () => {
  it("a reset link comes in the account's chosen language, whatever the browser that asked", async () => {
    const { client, email } = await registerUser(t.app)
    expect((await client.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email }, { 'accept-language': 'en-IN' })).statusCode).toBe(200)
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('अपना Disha पासवर्ड बदलें')
    expect(isHindi(mail.text ?? '')).toBe(true)
    expect(mail.text).toContain('/reset-password?token=')
  })

  it('a reset link for an account that never chose comes in the language the request was made in', async () => {
    const hindi = await registerUser(t.app)
    await new Client(t.app).post('/api/auth/forgot-password', { email: hindi.email }, HINDI)
    expect((await smtp.waitFor(hindi.email)).subject).toBe('अपना Disha पासवर्ड बदलें')
    const english = await registerUser(t.app)
    await new Client(t.app).post('/api/auth/forgot-password', { email: english.email })
    expect((await smtp.waitFor(english.email)).subject).toBe('Reset your Disha password')
  })

  it('the admin-address confirmation comes in the language of the registration', async () => {
    const res = await new Client(t.app).post('/api/register', { email: LISTED, password: 'secret123', firstName: 'Kavita', lastName: 'Rao' }, HINDI)
    expect(res.statusCode).toBe(201)
    const mail = await smtp.waitFor(LISTED)
    expect(mail.subject).toBe('Disha के लिए अपने ईमेल पते की पुष्टि करें')
    expect(mail.text?.startsWith('नमस्ते Kavita,')).toBe(true)
  })

  it("a counsellor's invitation comes in the inviting admin's language", async () => {
    const admin = await registerAdmin(t)
    const school = (await admin.client.post('/api/admin/schools', { name: `Saraswati Vidyalaya ${Date.now()}` })).json() as { id: string; name: string }
    const email = uniqueEmail('counsellor')
    const invited = await admin.client.post(`/api/admin/schools/${school.id}/counsellors`, { email, firstName: 'Meera' }, HINDI)
    expect(invited.statusCode).toBe(201)
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe(`${school.name} के लिए आपका Disha परामर्शदाता खाता`)
    expect(isHindi(mail.text ?? '')).toBe(true)
  })
})
