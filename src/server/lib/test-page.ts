// A test page arrives already drawn in the HTML (docs/decisions/018, 043): a reloaded test with its question, or, before
// the test, the name entry. The page's six first calls are answered here, inside the server, through the same routes
// a browser calls (so every rule, session, payment and ownership check is the routes' own), and the app's components
// render the page with them.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Grade, Locale } from '../../shared/constants'
import { gradeParamSchema } from '../../shared/schemas/common'
import { testPageDataScript, type TestPageData } from '../../shared/test-page-data'
import { escapeHtml } from './html'
import { pageLocale } from './page-locale'
import { PROJECT_ROOT } from './paths'

/** dist/server/test-page.js, built by scripts/build-server.mjs from src/client/app/server-test-page.tsx. */
const TEST_PAGE_RENDERER = path.join(PROJECT_ROOT, 'dist', 'server', 'test-page.js')

export type RenderTestPage = (data: TestPageData) => Promise<{ html: string; title: string }>

/**
 * The renderer, imported on first use: a server that never serves a reloaded test never loads the app's code.
 * Null when the file is not there (a server run from source without a build).
 */
export function lazyTestPageRenderer(file = TEST_PAGE_RENDERER): () => Promise<RenderTestPage | null> {
  let loaded: Promise<RenderTestPage | null> | undefined
  return () => {
    loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((module: { renderTestPage: RenderTestPage }) => module.renderTestPage)
      : Promise.resolve(null)
    return loaded
  }
}

/** The test page's HTML split around its `#root` (whose pre-rendered 'Loading...' frame is replaced). */
export interface TestPageTemplate {
  before: string
  after: string
}

const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/

/** Null when the page has no such `#root` (then the plain page is always sent; the build checks its own). */
export async function readTestPageTemplate(file: string): Promise<TestPageTemplate | null> {
  const html = await readFile(file, 'utf8')
  const root = ROOT.exec(html)
  return root ? { before: html.slice(0, root.index), after: html.slice(root.index + root[0].length) } : null
}

const GRADE_PATH = /^\/test\/([^/?]+)\/?(?:\?.*)?$/

/** The grade of a `/test/{grade}` address, read as the API's grade routes read it; null for anything else. */
export function testPageGrade(url: string): Grade | null {
  const match = GRADE_PATH.exec(url)
  const parsed = match ? gradeParamSchema.safeParse({ grade: match[1] }) : undefined
  return parsed?.success ? (parsed.data.grade as Grade) : null
}

/**
 * The data of a test page the student can take or is taking (no attempt yet: the name entry; an open attempt: its
 * question), asked of the API's own routes with the visitor's cookie; null when the page is anything else (signed
 * out, unpaid, already taken, an attempt already submitted, an error): the browser then gets the plain page and asks
 * for itself, as before. The page is in the reader's language (`locale`) when `drawable` has it, else in English.
 */
export async function loadTestPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  grade: Grade,
  drawable: readonly Locale[] = ['en', 'hi'],
): Promise<TestPageData | null> {
  const headers: Record<string, string> = { cookie: request.headers.cookie ?? '' }
  const forwarded = request.headers['x-forwarded-for']
  if (typeof forwarded === 'string') headers['x-forwarded-for'] = forwarded
  const ask = async <T>(url: string): Promise<T | undefined> => {
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.socket.remoteAddress ?? '127.0.0.1' })
    return response.statusCode === 200 ? (response.json() as T) : undefined
  }
  const [user, gradeAccess, attempt] = await Promise.all([
    ask<TestPageData['user']>('/api/auth/user'),
    ask<TestPageData['gradeAccess']>('/api/grade-access'),
    ask<TestPageData['attempt']>(`/api/attempts/current/${grade}`),
  ])
  // `attempt` is null when none is open (the name entry) and undefined when the call failed.
  if (!user || !gradeAccess || attempt === undefined) return null
  if (attempt !== null && attempt.status !== 'open') return null
  // Only a grade the student may take now (or take again): 'pay' and 'completed' are the page's gates.
  const action = gradeAccess.grades.find((g) => g.grade === grade)?.action
  if (action !== 'start' && action !== 'retake') return null
  // The language the app would show first: the account's choice wins over the browser's (docs/decisions/045-i18n.md).
  // English when the build has no page of that language to draw into.
  const wanted: Locale = user.locale ?? pageLocale(request)
  const locale: Locale = drawable.includes(wanted) ? wanted : 'en'
  // Asked last: an unpaid grade's list answers 402.
  const questions = await ask<TestPageData['questions']>(`/api/questions/${grade}${locale === 'en' ? '' : `?lang=${locale}`}`)
  if (!questions || questions.length === 0) return null
  return { grade, locale, user, gradeAccess, questions, attempt }
}

/** The whole document: the template with the rendered page in `#root`, its title, and its data for the app. */
export function testPageDocument(template: TestPageTemplate, rendered: { html: string; title: string }, data: TestPageData): string {
  const before = template.before.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
  return `${before}<div id="root">${rendered.html}</div>\n    ${testPageDataScript(data)}${template.after}`
}
