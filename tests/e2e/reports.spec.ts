// Reports in a real browser at 360 px: the student downloads the PDF from the results page, shares a link, and a
// parent opens it in a fresh signed-out browser, reads the summary and downloads the same report; stopping the
// share kills the link. axe runs on the share dialog and the parents' page.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_BASE_URL } from './support/env'
import { expect, expectNoAxeViolations, expectTouchTargets, newEmail, registerViaApi, setPaymentsEnabled, test } from './support/fixtures'

test.beforeAll(async () => {
  await setPaymentsEnabled(E2E_BASE_URL, false)
})

/** Signs up and completes a test through the API from the page (so the browser holds the session); answers vary. */
async function completedTest(page: Page, grade: number, studentName: string): Promise<string> {
  await page.goto('/')
  await registerViaApi(page, { email: newEmail('report'), password: 'report-pass-1', firstName: studentName.split(' ')[0] as string })
  const questions = (await (await page.request.get(`/api/questions/${grade}`)).json()) as { id: string; questionType: string; options: string[] }[]
  const answers = Object.fromEntries(questions.map((q, i) => [q.id, q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)]))
  const attempt = (await (await page.request.post('/api/attempts', { data: { grade, studentName } })).json()) as { id: string }
  const res = await page.request.post('/api/tests', { data: { grade, studentName, answers, score: {}, timeSpent: 0, attemptId: attempt.id } })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

test('download from the results page, share the link, and a parent reads and downloads it signed out', async ({ page, browser, context }) => {
  test.setTimeout(120_000)
  const testId = await completedTest(page, 9, 'Kavya Iyer')
  await page.goto(`/results/${testId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Career Results' })).toBeVisible()

  // The student's download arrives under the report's name and is a PDF.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Detailed Report' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Career_Report_Kavya_Iyer_Grade9.pdf')
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(page.getByRole('status').filter({ hasText: 'Report Downloaded' })).toBeVisible()

  // The share dialog: a read-only link, the note, WhatsApp and Gmail; Copy puts the link on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
  await page.getByRole('button', { name: 'Share with Parents' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share with Parents' })
  const link = dialog.getByLabel('Share link')
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/)
  await expect(link).toHaveAttribute('readonly', '')
  await expect(dialog.getByText(/Anyone with this link can read your summary and download your PDF report/)).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
  await expect(dialog.getByRole('link', { name: 'Send with Gmail' })).toHaveAttribute('href', /^https:\/\/mail\.google\.com\/mail\//)
  await expectNoAxeViolations(page, 'share dialog')
  await expectTouchTargets(page, 'share dialog')
  await dialog.getByRole('button', { name: 'Copy Link' }).click()
  // Confirmed inside the dialog, where it is seen and heard: the button says so, and its status line.
  await expect(dialog.getByRole('button', { name: 'Link Copied' })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('Link Copied: paste it into a message to your parents.')
  await expectNoAxeViolations(page, 'share dialog, link copied')
  await page.screenshot({ path: '/tmp/e2e31-share-copied.png' })
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText())
  expect(shareUrl).toBe(await link.inputValue())

  // A parent on a phone, signed out, in a fresh browser.
  const parentContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 360, height: 740 }, hasTouch: true, acceptDownloads: true })
  try {
    const parent = await parentContext.newPage()
    const response = await parent.goto(shareUrl)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await expect(parent.getByRole('heading', { level: 1, name: "Kavya's Career Results" })).toBeVisible()
    await expect(parent.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(parent.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    await expect(parent.getByRole('heading', { name: 'Top Career Matches' })).toBeVisible()
    await expect(parent.getByRole('article')).toHaveCount(3)
    await expect(parent.getByRole('article').first()).toContainText('% match')
    // The results screen's summary: the best family with its band, each top career's band.
    await expect(parent.getByRole('heading', { name: "Kavya's best career family" })).toBeVisible()
    await expect(parent.getByRole('article').first()).toContainText(/Strong fit|Good fit|Worth exploring/)
    await expect(parent.getByRole('heading', { name: 'Stream Recommendation for Grade 10' })).toBeVisible()
    // Nothing of the account: no surname, no account menu.
    await expect(parent.getByText('Iyer')).toHaveCount(0)
    await expectNoAxeViolations(parent, "parents' page")
    await expectTouchTargets(parent, "parents' page")
    const parentDownloading = parent.waitForEvent('download')
    await parent.getByRole('button', { name: 'Download the Full Report (PDF)' }).click()
    const parentDownload = await parentDownloading
    expect(parentDownload.suggestedFilename()).toBe('Career_Report_Kavya_Iyer_Grade9.pdf')
    expect(readFileSync(await parentDownload.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // The student stops sharing: the parent's link is dead.
    await dialog.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Sharing Stopped' })).toBeVisible()
    await parent.reload()
    await expect(parent.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible()
    await expectNoAxeViolations(parent, 'invalid share link')
  } finally {
    await parentContext.close()
  }
})
