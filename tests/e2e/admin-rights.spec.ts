// ADMIN_EMAILS in a real browser: a stranger who registers the principal's address first is told to wait for the
// mail and gets nothing; the principal opens the mailed link, sets a password, lands in the admin area, and the
// stranger is signed out. The principal can then give the rights up (the screen asks first).
import { E2E_PRINCIPAL_EMAIL } from './support/env'
import { expect, expectNoAxeViolations, expectTouchTargets, test, waitForMail } from './support/fixtures'

test('only the owner of an ADMIN_EMAILS mailbox becomes admin, and can give it up', async ({ page, browser }) => {
  // The squatter registers the address through the form.
  await page.goto('/?showAuth=true')
  await page.getByRole('button', { name: /create account/i }).first().click()
  await expect(page.getByLabel('First name')).toBeVisible()
  await page.getByLabel('Email').fill(E2E_PRINCIPAL_EMAIL)
  await page.getByLabel('Password', { exact: true }).fill('squatter-pw-1')
  await page.getByLabel('First name').fill('Stranger')
  await page.getByRole('button', { name: 'Create Account', exact: true }).click()
  const notice = page.getByRole('region', { name: 'Check your e-mail to get admin access' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(`${E2E_PRINCIPAL_EMAIL} is on Disha’s admin list`)
  await expectNoAxeViolations(page, 'home with the admin confirmation notice')
  await page.screenshot({ path: test.info().outputPath('home-admin-notice-360.png'), fullPage: true })

  // The principal, in another browser, opens the mailed link.
  const mail = await waitForMail(E2E_PRINCIPAL_EMAIL)
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0] as string
  expect(link).toBeTruthy()
  const owner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage()
  await owner.goto(link)
  await expect(owner.getByRole('heading', { level: 1, name: 'Confirm your address' })).toBeVisible()
  await expectNoAxeViolations(owner, 'confirmation page')
  await expectTouchTargets(owner, 'confirmation page')
  await owner.screenshot({ path: test.info().outputPath('confirm-email-360.png'), fullPage: true })
  await owner.getByLabel(/^New Password/).fill('principal-pw-1')
  await owner.getByLabel('Confirm New Password').fill('principal-pw-1')
  await owner.getByRole('button', { name: 'Set Password and Confirm' }).click()
  await expect(owner.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()

  // The squatter's session ended with the confirmation.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Login to Start Assessment' })).toBeVisible()

  // The link works once: opened again it says so at once.
  await owner.goto(link)
  await expect(owner.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible()
  await expectNoAxeViolations(owner, 'used confirmation link')

  // Giving up one's own admin rights: asked first, then home.
  await owner.goto('/admin')
  const users = owner.getByRole('list', { name: 'Users' })
  await users.getByRole('button', { name: /Remove Admin for Stranger/ }).click()
  const dialog = owner.getByRole('alertdialog', { name: 'Remove admin access?' })
  await expect(dialog).toContainText('You will no longer see the admin area')
  await expectNoAxeViolations(owner, 'remove admin dialog')
  await dialog.getByRole('button', { name: 'Remove Admin' }).click()
  await expect(owner.getByRole('heading', { name: 'Discover Your Career Path' })).toBeVisible()
  await owner.goto('/admin')
  await expect(owner.getByText('Access Denied', { exact: true })).toBeVisible()
  await expect(owner.getByRole('heading', { name: 'Discover Your Career Path' })).toBeVisible()
  await owner.context().close()
})
