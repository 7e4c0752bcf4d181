// A test page the student can take or is taking is drawn on the server (docs/decisions/018, 043): the name entry before
// the test, an open attempt's question during it; only for the cookie's own student, through the API's own rules;
// anything else gets the plain page, and nothing a visitor sends makes it fail.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { lazyTestPageRenderer, type RenderTestPage } from '../../src/server/lib/test-page'
import { TEST_PAGE_DATA_ID, type TestPageData } from '../../src/shared/test-page-data'
import { ssrBuildOptions } from '../../scripts/ssr-build-options.mjs'
import { Client, createTestApp, registerAdmin, registerUser, streamFor, type TestApp } from '../support/app'

// The real renderer, built as `npm run build` builds it.
const rendererDir = path.resolve(`.tmp/ssr-api-test-${process.pid}`)
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'disha-test-page-'))
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><title>Disha</title><link rel="modulepreload" href="/assets/test-X.js"></head>',
  '<body><div id="root"><div class="shell"><main>Loading...</main></div></div>',
  '<noscript>Disha needs JavaScript.</noscript></body></html>',
].join('\n')

const HINDI_TEMPLATE = TEMPLATE.replace('lang="en"', 'lang="hi"')
  .replace('<link rel="modulepreload" href="/assets/test-X.js">', '<style>.drawn{}</style>')
  .replace('Loading...', 'लोड हो रहा है...')
  .replace('Disha needs JavaScript.', 'Disha को JavaScript चाहिए।')

let t: TestApp
let broken: FastifyInstance
let admin: Client

beforeAll(async () => {
  mkdirSync(rendererDir, { recursive: true })
  await build({ ...ssrBuildOptions(path.join(rendererDir, 'test-page.js')), sourcemap: false, logLevel: 'silent' })
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE)
  writeFileSync(path.join(clientDir, 'app-test.html'), TEMPLATE)
  // The drawn page's template, as the build writes it: its own head (the stylesheet inline, no preloads).
  writeFileSync(path.join(clientDir, 'app-test-drawn.html'), TEMPLATE.replace('<link rel="modulepreload" href="/assets/test-X.js">', '<style>.drawn{}</style>'))
  // Its Hindi twin, into which a page in Hindi is drawn.
  writeFileSync(path.join(clientDir, 'app-test-drawn-hi.html'), HINDI_TEMPLATE)
  t = await createTestApp({}, { build: { clientDir, renderTestPage: lazyTestPageRenderer(path.join(rendererDir, 'test-page.js')) } })
  // A second server on the same database whose renderer fails.
  const failing: RenderTestPage = () => Promise.reject(new Error('renderer failed'))
  broken = await buildApp({ config: t.config, database: t.database, mailer: t.mailer, logger: false, clientDir, renderTestPage: () => Promise.resolve(failing) })
  await broken.ready()
  admin = (await registerAdmin(t, { email: 'admin@test-page.test' })).client
  expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
}, 60_000)
afterAll(async () => {
  await broken.close()
  rmSync(rendererDir, { recursive: true, force: true })
  rmSync(clientDir, { recursive: true, force: true })
})

/** The page's data, or null for the plain page. */
function dataOf(html: string): TestPageData | null {
  const match = new RegExp(`<script type="application/json" id="${TEST_PAGE_DATA_ID}">([^<]*)</script>`).exec(html)
  return match ? (JSON.parse(match[1] as string) as TestPageData) : null
}

async function studentWithAttempt(grade: number, studentName = 'Asha Verma') {
  const { client } = await registerUser(t.app)
  const started = await client.post('/api/attempts', { grade, studentName, ...streamFor(grade) })
  expect(started.statusCode).toBe(201)
  return { client, attempt: started.json() as { id: string } }
}

describe('the server-drawn test page', () => {
  it("draws an open attempt's current question, with the page's data, never cached and varying by cookie", async () => {
    const { client, attempt } = await studentWithAttempt(10)
    const questions = (await client.get('/api/questions/10')).json() as { id: string; questionText: string; options: string[] }[]
    const [first, second] = questions as [(typeof questions)[0], (typeof questions)[0]]
    const saved = await client.request('PUT', `/api/attempts/${attempt.id}/answers`, { answers: { [first.id]: first.options[0] }, position: 1, revision: 1 })
    expect(saved.statusCode).toBe(200)

    const res = await client.get('/test/10')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(String(res.headers.vary)).toMatch(/Cookie/i)
    expect(res.body).toContain('<title>Grade 10 Assessment | Disha</title>')
    expect(res.body).toContain('<style>.drawn{}</style>')
    expect(res.body).not.toContain('modulepreload')
    expect(res.body).not.toContain('Loading...')
    // React marks where one text ends and the next begins with an empty comment: '2<!-- --> / <!-- -->30'.
    const markup = res.body.replaceAll('<!-- -->', '')
    expect(markup).toContain('2 / 30')
    expect(markup).toContain(second.questionText.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'))
    expect(res.body).toContain('<noscript>')
    const data = dataOf(res.body)
    expect(data?.grade).toBe(10)
    expect(data?.attempt).toMatchObject({ id: attempt.id, status: 'open', position: 1 })
    expect(data?.questions).toEqual(questions)
    expect(data?.user.email).toBeTruthy()
    // Each part is what the API answers the same student.
    expect(data?.gradeAccess).toEqual((await client.get('/api/grade-access')).json())
    expect(data?.gradeAccess.paymentsEnabled).toBe(false)
  })

  it("keeps a student's name inside the data as text: nothing in it ends the script or becomes markup", async () => {
    const { client } = await studentWithAttempt(9, 'Ravi </script><script>alert(1)</script> & <b>Co</b>')
    const res = await client.get('/test/9')
    expect(res.body).not.toContain('<script>alert(1)')
    expect(res.body).not.toContain('<b>Co</b>')
    expect(dataOf(res.body)?.attempt?.studentName).toBe('Ravi </script><script>alert(1)</script> & <b>Co</b>')
  })

  it("draws the name entry when no attempt is open yet, with the student's name filled in, and the stream asked at grades 11-12", async () => {
    const { client } = await registerUser(t.app, { firstName: 'Kavya', lastName: 'Nair' })
    const res = await client.get('/test/9')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('<title>Grade 9 Assessment | Disha</title>')
    expect(res.body).not.toContain('Loading...')
    expect(res.body).toMatch(/<input[^>]*name="studentName"[^>]*value="Kavya Nair"|<input[^>]*value="Kavya Nair"[^>]*name="studentName"/)
    expect(res.body).toContain('Start Test')
    expect(res.body).not.toContain('name="currentStream"')
    const data = dataOf(res.body)
    expect(data?.attempt).toBeNull()
    expect(data?.questions).toEqual((await client.get('/api/questions/9')).json())
    // Grades 11 and 12 ask for the stream on the same screen.
    const senior = await client.get('/test/12')
    expect(dataOf(senior.body)?.attempt).toBeNull()
    expect(senior.body).toContain('name="currentStream"')
  })

  it('sends the plain page for every other state: signed out, a bad address, HEAD', async () => {
    const { client } = await studentWithAttempt(8)
    const plain = async (c: Client, url: string, method: 'GET' | 'HEAD' = 'GET') => {
      const res = await t.app.inject({ method, url, headers: c.cookie ? { cookie: c.cookie } : {} })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      if (method === 'GET') expect(dataOf(res.body), url).toBeNull()
      if (method === 'GET') expect(res.body, url).toContain('Loading...')
      if (method === 'GET') expect(res.body, url).toContain('modulepreload')
    }
    await plain(new Client(t.app), '/test/8')
    await plain(client, '/test/13')
    await plain(client, '/test/abc')
    await plain(client, '/test/8/extra')
    await plain(client, '/test/8', 'HEAD')
    // A cookie that is no session.
    await plain(Object.assign(new Client(t.app), { cookie: 'disha_session=not-a-session' }), '/test/8')
    // The same address with a query string is still the page.
    expect(dataOf((await client.get('/test/8?from=home')).body)?.grade).toBe(8)
  })

  it('sends the plain page once the grade is closed to the student: payments switched on, or the test submitted', async () => {
    const { client, attempt } = await studentWithAttempt(11, 'Meera')
    expect(dataOf((await client.get('/test/11')).body)?.attempt?.id).toBe(attempt.id)
    expect((await admin.post('/api/admin/toggle-payments', { enabled: true })).statusCode).toBe(200)
    try {
      expect(dataOf((await client.get('/test/11')).body)).toBeNull()
      // Nor the name entry of a grade not bought.
      expect(dataOf((await client.get('/test/9')).body)).toBeNull()
    } finally {
      expect((await admin.post('/api/admin/toggle-payments', { enabled: false })).statusCode).toBe(200)
    }
    expect(dataOf((await client.get('/test/11')).body)?.attempt?.id).toBe(attempt.id)
    const submitted = await client.post('/api/tests', { grade: 11, studentName: 'Meera', answers: {}, timeSpent: 60, attemptId: attempt.id })
    expect(submitted.statusCode).toBe(201)
    // Submitted: no longer the test, nor its name entry.
    expect(dataOf((await client.get('/test/11')).body)).toBeNull()
  })

  it("draws the name entry of a completed grade for a premium student, who may take it again, with the server's answer in the page", async () => {
    const { client, attempt } = await studentWithAttempt(9, 'Kiran')
    expect((await client.post('/api/tests', { grade: 9, studentName: 'Kiran', answers: {}, timeSpent: 60, attemptId: attempt.id })).statusCode).toBe(201)
    expect(dataOf((await client.get('/test/9')).body)).toBeNull()
    expect((await client.post('/api/payment/create-order', { planType: 'premium' })).statusCode).toBe(200)
    const data = dataOf((await client.get('/test/9')).body)
    expect(data?.attempt).toBeNull()
    expect(data?.gradeAccess.grades.find((g) => g.grade === 9)).toMatchObject({ action: 'retake', completedCount: 1 })
  })

  it('sends the plain page, and logs, when drawing fails', async () => {
    const { client } = await studentWithAttempt(10)
    const res = await broken.inject({ method: 'GET', url: '/test/10', headers: { cookie: client.cookie ?? '' } })
    expect(res.statusCode).toBe(200)
    expect(dataOf(res.body)).toBeNull()
    expect(res.body).toContain('Loading...')
  })

  describe('in the reader\'s language', () => {
    /** The page's language, title, heading, and the first question's words in its data. */
    async function drawn(client: Client, headers: Record<string, string> = {}) {
      const res = await client.get('/test/10', headers)
      expect(res.statusCode).toBe(200)
      const markup = res.body.replaceAll('<!-- -->', '')
      return {
        lang: /<html lang="([^"]+)">/.exec(res.body)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
        heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1],
        data: dataOf(res.body),
        vary: String(res.headers.vary),
        body: res.body,
      }
    }

    it("draws the page in Hindi for an account whose language is Hindi, whatever the browser says, with the Hindi questions", async () => {
      const { client } = await studentWithAttempt(10)
      expect((await client.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
      const hindiQuestions = (await client.get('/api/questions/10?lang=hi')).json() as { questionText: string; labels?: string[] }[]
      const browsers: Record<string, string>[] = [{}, { 'accept-language': 'en-IN,en;q=0.9' }, { cookie: `${client.cookie}; disha_locale=en` }]
      for (const headers of browsers) {
        const page = await drawn(client, headers)
        expect(page.lang).toBe('hi')
        expect(page.title).toBe('कक्षा 10 का मूल्यांकन | Disha')
        expect(page.heading).toBe('कक्षा 10 का मूल्यांकन')
        expect(page.data?.locale).toBe('hi')
        expect(page.data?.questions).toEqual(hindiQuestions)
        expect(page.body).toContain('<noscript>Disha को JavaScript चाहिए।</noscript>')
        expect(page.body).not.toContain('Grade 10 Assessment')
      }
      // The question on screen is the Hindi one, its choices in Hindi.
      expect(hindiQuestions[0]?.labels?.length).toBeGreaterThan(0)
      expect((await drawn(client)).body).toContain(hindiQuestions[0]?.questionText.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'))
    })

    it("draws it in the browser's language for an account that never chose: its cookie, then Accept-Language", async () => {
      const { client } = await studentWithAttempt(10)
      expect((await drawn(client)).lang).toBe('en')
      const byHeader = await drawn(client, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })
      expect(byHeader).toMatchObject({ lang: 'hi', heading: 'कक्षा 10 का मूल्यांकन', data: { locale: 'hi' } })
      expect(byHeader.vary).toMatch(/Accept-Language/)
      expect((await drawn(client, { cookie: `${client.cookie}; disha_locale=hi` })).heading).toBe('कक्षा 10 का मूल्यांकन')
      // The cookie (the browser's own choice) wins over the header.
      const chosenEnglish = await drawn(client, { cookie: `${client.cookie}; disha_locale=en`, 'accept-language': 'hi' })
      expect(chosenEnglish).toMatchObject({ lang: 'en', title: 'Grade 10 Assessment | Disha', heading: 'Grade 10 Assessment', data: { locale: 'en' } })
    })

    it('draws the name entry in Hindi too', async () => {
      const { client } = await registerUser(t.app, { firstName: 'Kavya', lastName: 'Nair' })
      expect((await client.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
      const res = await client.get('/test/12')
      expect(dataOf(res.body)).toMatchObject({ attempt: null, locale: 'hi' })
      expect(res.body).toContain('परीक्षण शुरू करें')
      expect(res.body).toContain('आपका अभी का संकाय और विषय')
      expect(res.body).not.toContain('Start Test')
    })

    it('draws it in English when the build has no Hindi page to draw into', async () => {
      const englishOnly = mkdtempSync(path.join(os.tmpdir(), 'disha-test-page-en-'))
      for (const file of ['index.html', 'app-test.html', 'app-test-drawn.html']) writeFileSync(path.join(englishOnly, file), TEMPLATE)
      const app = await buildApp({
        config: t.config,
        database: t.database,
        mailer: t.mailer,
        logger: false,
        clientDir: englishOnly,
        renderTestPage: lazyTestPageRenderer(path.join(rendererDir, 'test-page.js')),
      })
      try {
        await app.ready()
        const { client } = await studentWithAttempt(10)
        expect((await client.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
        const res = await app.inject({ method: 'GET', url: '/test/10', headers: { cookie: client.cookie ?? '' } })
        expect(dataOf(res.body)).toMatchObject({ locale: 'en' })
        expect(res.body).toContain('<html lang="en">')
        expect(res.body.replaceAll('<!-- -->', '')).toContain('Grade 10 Assessment')
      } finally {
        await app.close()
        rmSync(englishOnly, { recursive: true, force: true })
      }
    })
  })
})
