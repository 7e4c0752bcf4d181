import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199)
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
// Per port, so two suites on different ports can run side by side.
export const E2E_DIR = path.resolve(`.tmp/e2e-${E2E_PORT}`)
export const E2E_MAIL_DIR = path.join(E2E_DIR, 'mail')
/** A second app whose attempts last DISHA_TEST_ATTEMPT_SECONDS, for watching the timer run out. */
export const E2E_SHORT_CLOCK_PORT = E2E_PORT - 1
export const E2E_SHORT_CLOCK_URL = `http://127.0.0.1:${E2E_SHORT_CLOCK_PORT}`
export const E2E_SHORT_CLOCK_SECONDS = 20
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin-pass-1', firstName: 'Admin' }
/** A second ADMIN_EMAILS address nobody registers in setup: the admin-rights spec's squatter takes it first. */
export const E2E_PRINCIPAL_EMAIL = 'principal@e2e.test'
/** A third app in real payment mode, talking to a local server that speaks Razorpay's API. */
export const E2E_GATEWAY_APP_PORT = E2E_PORT - 2
export const E2E_GATEWAY_APP_URL = `http://127.0.0.1:${E2E_GATEWAY_APP_PORT}`
export const E2E_FAKE_RAZORPAY_PORT = E2E_PORT - 3
export const E2E_FAKE_RAZORPAY_URL = `http://127.0.0.1:${E2E_FAKE_RAZORPAY_PORT}`
/** PRICE_GRADE_TEST of the main and the gateway apps, in paise: not the default 5000, so every screen must ask. */
export const E2E_GRADE_TEST_PRICE = 7500
export const E2E_RAZORPAY_KEYS = { keyId: 'rzp_test_e2e', keySecret: 'e2e_key_secret', webhookSecret: 'e2e_webhook_secret' }
