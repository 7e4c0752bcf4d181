// Reports and share links: who may download a test's PDF, the cache of rendered reports, and the links a student
// sends to parents. Another user's test, a wrong or revoked token and a deleted test all answer the same 404.
import { createHash } from 'node:crypto'
import type { Locale } from '../../shared/constants'
import type { ShareLinks, SharedReport } from '../../shared/schemas/reports'
import type { ResolvedSession } from '../auth/sessions'
import { hashToken, newToken } from '../auth/tokens'
import type { Db } from '../db/client'
import { deleteReportShares, findCurrentReportShare, findReportShare, insertReportShare } from '../db/report-shares-repository'
import { findTest, lockTest, type TestRow } from '../db/tests-repository'
import { findUserById } from '../db/users-repository'
import { shareTexts } from '../mail/templates'
import { AppError, notFound } from '../errors'
import { contentDisposition } from '../reports/file-name'
import { createReportCache } from '../reports/report-cache'
import { buildReportModel, firstNameOf } from '../reports/report-model'
import type { ReportThread } from '../reports/report-thread'
import { concurrencyLimit } from '../lib/concurrency-limit'
import { toSharedReport } from '../reports/shared-view'
import { toTestResults } from './results'

// newToken() gives 43 base64url characters (256 bits); anything else cannot be a token, so no lookup is made.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface ReportsOptions {
  db: Db
  now: () => number
  publicUrl: string
  /** How long a new share link works. */
  shareLinkDays: number
  /** Where the PDFs are drawn (reports/report-thread.ts). */
  thread: ReportThread
}

const DAY_MS = 24 * 60 * 60 * 1000

export interface ReportFile {
  pdf: Buffer
  contentDisposition: string
}

const REPORT_NOT_FOUND = () => notFound('That report')

export function createReports({ db, now, publicUrl, shareLinkDays, thread }: ReportsOptions) {
  const cache = createReportCache()

  async function loadTest(testId: string): Promise<TestRow | undefined> {
    return UUID.test(testId) ? findTest(db, testId) : undefined
  }

  const mayManage = (row: TestRow, session: ResolvedSession | undefined) =>
    Boolean(session && (row.userId === session.user.id || session.user.isAdmin))

  /** The test of a share token in force, 'expired' for a link past its end, or undefined for no such link. */
  async function testOfToken(token: string): Promise<TestRow | 'expired' | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined
    const share = await findReportShare(db, hashToken(token))
    if (!share) return undefined
    if (share.expiresAt.getTime() <= now()) return 'expired'
    return findTest(db, share.testId)
  }

  /**
   * The language of a test's report and share texts: the student's, whoever asks (the report is the student's
   * document), as their account last chose it; for an account that never chose, the language of the screen it is
   * asked from (`screen`: the student's own, or the parents' page's).
   */
  async function languageOf(row: TestRow, screen: Locale): Promise<Locale> {
    if (!row.userId) return screen
    return (await findUserById(db, row.userId))?.locale ?? screen
  }

  /** The report's inputs, digested: equal digests draw equal reports (in one language). */
  function versionOf(row: TestRow): string {
    return createHash('sha256')
      .update(JSON.stringify([row.studentName, row.grade, row.completedAt.toISOString(), row.timeSpent, Object.keys(row.answers).length, row.currentStream ?? null, row.result]))
      .digest('base64url')
  }

  // Reports being drawn, by test and version: a second download of the same report meanwhile (the parent opening
  // the link as the student downloads) waits for the same drawing instead of starting another.
  const drawing = new Map<string, Promise<Buffer>>()
  // Reports are drawn on their own thread (reports/report-thread.ts), one at a time: ten drawn together would each
  // take ten times as long to arrive, and the thread's memory would hold ten documents.
  const oneAtATime = concurrencyLimit(1)

  async function render(row: TestRow, locale: Locale): Promise<Buffer> {
    const version = versionOf(row)
    const cached = cache.get(row.id, locale, version)
    if (cached) return cached
    const key = `${row.id}:${locale}:${version}`
    const pending = drawing.get(key)
    if (pending) return pending
    const results = toTestResults(row, locale)
    if (!results) throw REPORT_NOT_FOUND()
    // The document dates are the test's, so the same test always gives the same file.
    const draw = oneAtATime(() => thread.draw(buildReportModel(results, locale), { creationDate: row.completedAt }))
      .then((pdf) => {
        cache.set(row.id, locale, version, row.userId, pdf)
        return pdf
      })
      .finally(() => drawing.delete(key))
    drawing.set(key, draw)
    return draw
  }

  /** The link and the texts sent with it, in the student's language. */
  function linksFor(row: TestRow, token: string, expiresAt: Date, locale: Locale): ShareLinks {
    const shareUrl = `${publicUrl}/shared/${token}`
    const firstName = row.studentName.trim().split(/\s+/)[0] ?? ''
    const { message, subject, body } = shareTexts(locale, { firstName, grade: row.grade, link: shareUrl })
    return {
      shareUrl,
      expiresAt: expiresAt.toISOString(),
      whatsappUrl: `https://wa.me/?text=${encodeURIComponent(message)}`,
      gmailUrl: `https://mail.google.com/mail/?view=cm&fs=1&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    }
  }

  return {
    /** GET /api/reports/:id/download: for the owner, an admin, or the holder of a share token of this test. */
    async download(testId: string, session: ResolvedSession | undefined, token: string | undefined, screen: Locale): Promise<ReportFile> {
      const row = await loadTest(testId)
      if (!row) throw REPORT_NOT_FOUND()
      let allowed = mayManage(row, session)
      if (!allowed && token !== undefined) {
        const shared = await testOfToken(token)
        allowed = typeof shared === 'object' && shared.id === row.id
      }
      if (!allowed) throw REPORT_NOT_FOUND()
      const locale = await languageOf(row, screen)
      return { pdf: await render(row, locale), contentDisposition: contentDisposition(row.studentName, row.grade, locale) }
    },

    /**
     * GET /api/reports/:id/share-url: the link in force, made only when there is none. Asking again (another site can
     * make a browser ask, since it is a GET) changes nothing and never ends a link a parent already holds.
     */
    async shareLinks(testId: string, session: ResolvedSession, screen: Locale): Promise<ShareLinks> {
      const row = await loadTest(testId)
      if (!row || !mayManage(row, session) || !row.result) throw REPORT_NOT_FOUND()
      const at = new Date(now())
      const share = await db.transaction(async (tx) => {
        await lockTest(tx, row.id)
        const current = await findCurrentReportShare(tx, row.id, at)
        if (current?.token) return { token: current.token, expiresAt: current.expiresAt }
        const token = newToken()
        const expiresAt = new Date(at.getTime() + shareLinkDays * DAY_MS)
        await insertReportShare(tx, { tokenHash: hashToken(token), token, testId: row.id, createdBy: session.user.id, createdAt: at, expiresAt })
        return { token, expiresAt }
      })
      return linksFor(row, share.token, share.expiresAt, await languageOf(row, screen))
    },

    /** DELETE /api/reports/:id/share: every link of the test stops working. */
    async stopSharing(testId: string, session: ResolvedSession): Promise<number> {
      const row = await loadTest(testId)
      if (!row || !mayManage(row, session)) throw REPORT_NOT_FOUND()
      return deleteReportShares(db, row.id)
    },

    /**
     * GET /api/shared/:token: the parents' summary, in the parent's language (the link carries none: decision 045),
     * its sentences said about the student by their first name.
     */
    async shared(token: string, locale: Locale = 'en'): Promise<SharedReport> {
      const row = await testOfToken(token)
      if (row === 'expired') throw new AppError('LINK_EXPIRED', 'This link has expired. Ask the student to share the report again.')
      const results = row && toTestResults(row, locale, { name: firstNameOf(row.studentName) })
      if (!row || !results) throw notFound('That shared report')
      return toSharedReport(buildReportModel(results, locale), `/api/reports/${row.id}/download?token=${encodeURIComponent(token)}`, locale)
    },

    /** A test was deleted: its cached reports go (its links went with it, by the foreign key). */
    forgetTest(testId: string) {
      cache.dropTest(testId)
    },

    /** An account was deleted. */
    forgetUser(userId: string) {
      cache.dropUser(userId)
    },

    cache,
  }
}

export type Reports = ReturnType<typeof createReports>
