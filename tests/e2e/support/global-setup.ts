// Starts a real SMTP server on loopback (writing what it receives to E2E_MAIL_DIR) and the real app,
// built and compiled as `npm start` runs it, on a fresh embedded database; stops both afterwards (the app by SIGTERM, as an operator would).
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { startFakeRazorpay } from '../../support/fake-razorpay'
import { confirmLinkFrom, recipients, startMailCatcher, type MailCatcher } from '../../support/smtp'
import {
  E2E_ADMIN,
  E2E_PRINCIPAL_EMAIL,
  E2E_BASE_URL,
  E2E_DIR,
  E2E_MAIL_DIR,
  E2E_PORT,
  E2E_SHORT_CLOCK_PORT,
  E2E_SHORT_CLOCK_SECONDS,
  E2E_SHORT_CLOCK_URL,
  E2E_SMTP_PORT,
  E2E_FAKE_RAZORPAY_PORT,
  E2E_FAKE_RAZORPAY_URL,
  E2E_GATEWAY_APP_PORT,
  E2E_GATEWAY_APP_URL,
  E2E_RAZORPAY_KEYS,
  E2E_GRADE_TEST_PRICE,
} from './env'
import { seedStudents } from './seed'

export default async function globalSetup() {
  rmSync(E2E_DIR, { recursive: true, force: true })
  // The server bundle takes under a second to build: always test the current source, compiled as in production.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
  mkdirSync(E2E_MAIL_DIR, { recursive: true })

  let count = 0
  const smtp = await startMailCatcher(E2E_SMTP_PORT, (mail) => {
    count += 1
    const file = path.join(E2E_MAIL_DIR, `${String(count).padStart(4, '0')}.json`)
    writeFileSync(file, JSON.stringify({ to: recipients(mail), subject: mail.subject, text: mail.text }))
  })

  // The main app starts with 50,000 students already there (seed.ts): the admin finds one among them.
  await seedStudents(path.join(E2E_DIR, 'data-main'))
  // A grade test's price other than the default, so a screen showing a constant instead of the server's price fails.
  const main = startApp('main', E2E_PORT, E2E_BASE_URL, { PRICE_GRADE_TEST: String(E2E_GRADE_TEST_PRICE) })
  const short = startApp('short-clock', E2E_SHORT_CLOCK_PORT, E2E_SHORT_CLOCK_URL, {
    DISHA_TEST_ATTEMPT_SECONDS: String(E2E_SHORT_CLOCK_SECONDS),
  })
  const gateway = await startFakeRazorpay({ ...E2E_RAZORPAY_KEYS, port: E2E_FAKE_RAZORPAY_PORT })
  const paid = startApp('gateway', E2E_GATEWAY_APP_PORT, E2E_GATEWAY_APP_URL, {
    RAZORPAY_KEY_ID: E2E_RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: E2E_RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY_KEYS.webhookSecret,
    RAZORPAY_API_URL: E2E_FAKE_RAZORPAY_URL,
    PAYMENTS_MODE: 'razorpay',
    PRICE_GRADE_TEST: String(E2E_GRADE_TEST_PRICE),
  })
  await Promise.all([main.ready, short.ready, paid.ready])
  // ADMIN_EMAILS grants admin only after the address is confirmed through the mailed link: the admin does that here.
  for (const baseUrl of [E2E_BASE_URL, E2E_SHORT_CLOCK_URL, E2E_GATEWAY_APP_URL]) await createConfirmedAdmin(baseUrl, smtp)

  return async () => {
    const codes = await Promise.all([main.stop(), short.stop(), paid.stop()])
    await gateway.close()
    await smtp.close()
    if (codes.some((c) => c !== 0)) throw new Error(`an app exited with ${codes.join(', ')} on SIGTERM; a graceful shutdown exits 0`)
  }
}

const STARTUP_SECONDS = 180

function startApp(name: string, port: number, baseUrl: string, extraEnv: Record<string, string>) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses mock payments unless asked for by name; the gateway app overrides it with its keys.
      PAYMENTS_MODE: 'mock',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(E2E_DIR, `data-${name}`),
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAILS: `${E2E_ADMIN.email},${E2E_PRINCIPAL_EMAIL}`,
      // As behind a proxy: registerViaApi names a client address of its own, so the suite's many sign-ups do not
      // all count against one IP's register limit (which the API tests cover).
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const ready = (async () => {
    // Three apps open three fresh embedded databases at once: on a loaded 2-core machine that can take minutes.
    const deadline = Date.now() + STARTUP_SECONDS * 1000
    for (;;) {
      try {
        const res = await fetch(`${baseUrl}/healthz`)
        if (res.ok) return
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null) throw new Error(`the ${name} app exited with ${server.exitCode} before it was ready`)
      if (Date.now() > deadline) throw new Error(`the ${name} app did not become healthy within ${STARTUP_SECONDS} s`)
      await new Promise((r) => setTimeout(r, 200))
    }
  })()
  return {
    ready,
    async stop() {
      server.kill('SIGTERM')
      return exited
    },
  }
}

async function createConfirmedAdmin(baseUrl: string, smtp: MailCatcher) {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (res.status !== 201) throw new Error(`registering the e2e admin on ${baseUrl} answered ${res.status}`)
  const deadline = Date.now() + 10_000
  for (;;) {
    const mail = smtp.messages.find((m) => recipients(m).includes(E2E_ADMIN.email) && (m.text ?? '').includes(`${baseUrl}/confirm-email?token=`))
    if (mail) {
      // The mailbox's owner sets the password on the link's page: the same call the page makes.
      const token = new URL(confirmLinkFrom(mail)).searchParams.get('token')
      const confirm = await fetch(`${baseUrl}/api/auth/confirm-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, newPassword: E2E_ADMIN.password }),
      })
      if (confirm.status !== 200) throw new Error(`confirming the e2e admin on ${baseUrl} answered ${confirm.status}`)
      return
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail for the e2e admin from ${baseUrl}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
