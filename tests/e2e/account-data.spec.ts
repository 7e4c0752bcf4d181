// A student's own data: download a copy from the profile page, then erase the account for good.
// One user only: the whole e2e run shares the register rate limit (20 an hour per address).
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectTouchTargets, newEmail, registerViaApi, test } from './support/fixtures'

const PASSWORD = 'my-data-pass-1'

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `sideways scroll on ${label}`).toBeLessThanOrEqual(0)
}

test('a student downloads their data, then deletes the account and can no longer log in', async ({ page }) => {
  const email = newEmail('leaving')
  await page.goto('/')
  await registerViaApi(page, { email, password: PASSWORD, firstName: 'Meera', lastName: 'Nair' })

  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Your Data' })
  await expect(section).toBeVisible()
  await expect(section).toContainText('download a copy')
  await expectNoAxeViolations(page, 'profile with Your Data')
  await expectTouchTargets(page, 'profile with Your Data')
  await expectNoSidewaysScroll(page, 'profile')

  // Download: a real file, named by the app, holding this account.
  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download My Data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('disha-my-data.json')
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as { user: { email: string; firstName: string } }
  expect(saved.user.email).toBe(email)
  expect(saved.user.firstName).toBe('Meera')
  await expect(page.getByRole('status').filter({ hasText: 'Data Downloaded' })).toBeVisible()

  // The dialog by keyboard: it opens on Enter with the password focused, and Escape gives focus back.
  const deleteButton = section.getByRole('button', { name: 'Delete My Account' })
  await deleteButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('cannot be undone')
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await expectNoAxeViolations(page, 'delete account dialog')
  await expectTouchTargets(page, 'delete account dialog')
  await expectNoSidewaysScroll(page, 'delete account dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()

  await deleteButton.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password to confirm.')

  await dialog.getByLabel('Password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct, so nothing was deleted.')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await expectNoAxeViolations(page, 'delete account dialog with an error')

  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Login to Start Assessment' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login/Register' }).or(page.getByRole('button', { name: 'Login/Register' }))).toBeVisible()

  // The account is gone: its e-mail and password no longer open anything.
  await page.goto('/?showAuth=true')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible()
})
