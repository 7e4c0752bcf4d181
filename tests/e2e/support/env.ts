import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199)
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DIR = path.resolve('.tmp/e2e')
export const E2E_MAIL_DIR = path.join(E2E_DIR, 'mail')
