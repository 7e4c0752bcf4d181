// The built single-page app: its files, the landing page, the test page drawn on the server, and every other page
// address, which gets the app. An address that is no page and no API route answers 404. Registered after the routes.
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { nothingHere, sendError } from '../errors'
import { pageLocale } from '../lib/page-locale'
import { LOCALES, type Locale } from '../../shared/constants'
import { lazyTestPageRenderer, loadTestPageData, readTestPageTemplate, testPageDocument, testPageGrade, type RenderTestPage, type TestPageTemplate } from '../lib/test-page'

export interface PagesOptions {
  /** The built SPA; null serves the API alone. */
  clientDir: string | null
  /**
   * Draws a reloaded test's open question into its HTML (docs/decisions/018). By default dist/server/test-page.js,
   * loaded on first use; null (or no such file) sends the plain test page.
   */
  renderTestPage?: (() => Promise<RenderTestPage | null>) | null
}

export const pages = fp(async (app: FastifyInstance, options: PagesOptions) => {
  const ctx = app.ctx
  const { clientDir } = options
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir),
      // `/` is answered below: the pre-rendered landing page or the app, by the session cookie.
      index: false,
      // The build writes brotli and gzip copies of every text file (vite.config.ts, precompress): sent as they are,
      // smaller than on-the-fly compression and no CPU per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be re-checked.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })

    // The build pre-renders the signed-out landing page (landing.html, and landing-login.html with the form open for
    // `?showAuth=true`): a first visit paints from HTML and loads no router, query library or zod
    // (docs/decisions/014). A browser holding a session cookie gets the app, which shows home or, if that session
    // has ended, the same landing page. Only the cookie's presence is looked at, never the session store.
    // Each in English and in Hindi (-hi.html), sent in the language the browser chose (docs/decisions/045-i18n.md).
    const landing = existsSync(path.join(clientDir, 'landing.html'))
    app.get('/', (request, reply) => {
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language')
      if (!landing || request.cookies[ctx.sessionCookie.name]) return reply.sendFile(appPage(request))
      const showAuth = (request.query as Record<string, unknown>).showAuth === 'true'
      return reply.sendFile(inLanguage(showAuth ? 'landing-login.html' : 'landing.html', request))
    })
  }

  // A page the build drew in both languages, in the one the browser chose: its Hindi twin when there is one, else the
  // English page (a build older than the Hindi pages, or a page drawn only in English).
  const drawnInHindi = new Map<string, boolean>()
  function inLanguage(fileName: string, request: FastifyRequest): string {
    if (!clientDir || pageLocale(request) !== 'hi') return fileName
    const hindi = fileName.replace(/\.html$/, '-hi.html')
    let exists = drawnInHindi.get(hindi)
    if (exists === undefined) {
      exists = existsSync(path.join(clientDir, hindi))
      drawnInHindi.set(hindi, exists)
    }
    return exists ? hindi : fileName
  }
  const appPage = (request: FastifyRequest) => inLanguage('index.html', request)

  // The test page's copy of index.html also preloads the page's own code (vite.config.ts, decision 014).
  const testPage = clientDir !== null && existsSync(path.join(clientDir, 'app-test.html'))
  // A test page the student can take or is taking arrives drawn (decisions 018 and 043): the name entry, or an open attempt's
  // question; any other test page, or any failure on the way, gets the plain page, which asks for itself.
  const renderer = options.renderTestPage === undefined ? lazyTestPageRenderer() : options.renderTestPage
  // Drawn in the reader's language, into the build's page of that language (app-test-drawn-hi.html for Hindi); a
  // build without the Hindi page draws every test page in English.
  async function drawnTemplate(fileName: string): Promise<TestPageTemplate | null> {
    const file = clientDir !== null ? path.join(clientDir, fileName) : null
    return testPage && renderer && file && existsSync(file) ? readTestPageTemplate(file) : null
  }
  const testTemplates: Partial<Record<Locale, TestPageTemplate>> = {}
  for (const locale of LOCALES) {
    const template = await drawnTemplate(locale === 'en' ? 'app-test-drawn.html' : `app-test-drawn-${locale}.html`)
    if (template) testTemplates[locale] = template
  }
  const drawable = LOCALES.filter((locale) => testTemplates[locale])
  async function serverRenderedTestPage(request: FastifyRequest): Promise<string | null> {
    const grade = testPageGrade(request.url)
    if (!testTemplates.en || !renderer || request.method !== 'GET' || grade === null || !request.cookies[ctx.sessionCookie.name]) return null
    try {
      const render = await renderer()
      const data = render && (await loadTestPageData(app, request, grade, drawable))
      const template = data && testTemplates[data.locale]
      return render && data && template ? testPageDocument(template, await render(data), data) : null
    } catch (error) {
      request.log.error({ err: error }, 'the test page could not be drawn on the server; the plain page was sent')
      return null
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    reply.raw.once('finish', () => ctx.metrics.observeRequest(request.method, 'unmatched', reply.statusCode, reply.elapsedTime / 1000))
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
    if (clientDir && isPage) {
      if (testPage && request.url.startsWith('/test/')) {
        const html = await serverRenderedTestPage(request)
        // One student's answers and name, in the language of the account or the browser: never kept by a cache, and
        // not the page another cookie or language gets.
        if (html) return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html)
        return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').sendFile('app-test.html')
      }
      return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').sendFile(appPage(request))
    }
    return sendError(reply, nothingHere())
  })
})
