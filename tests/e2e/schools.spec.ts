// A school at 360 px: the platform admin creates a school and invites its counsellor; the counsellor sets a password
// from the mailed link, creates a class, uploads a class list (a wrong one first: its problems by line, nobody
// added) and prints the sign-in slips; a student signs in with a slip and must choose a password before anything
// else. axe on every new screen, and a screenshot of each.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { E2E_ADMIN, E2E_BASE_URL } from './support/env'
import { checkScreen, expect, expectNoAxeViolations, expectTouchTargets, newEmail, setPaymentsEnabled, test, waitForMail } from './support/fixtures'

const viewport = { width: 360, height: 740 }

test('a counsellor creates a class, imports a list and prints slips; a student signs in with a slip and chooses a password', async ({ page, browser }) => {
  const shot = (p: typeof page, name: string) => p.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true })
  const schoolName = `Kendriya Vidyalaya ${Date.now()}`

  // The platform admin: Admin → Schools.
  expect((await page.request.post('/api/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Schools' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
  await page.getByLabel('School name').fill(schoolName)
  await page.getByRole('button', { name: 'Create School' }).click()
  const schoolCard = page.getByRole('article', { name: schoolName })
  await expect(schoolCard).toBeVisible()
  const schoolCode = ((await schoolCard.locator('dd').first().textContent()) ?? '').trim()
  expect(schoolCode).toMatch(/^[A-Z0-9]{6}$/)
  await schoolCard.getByRole('button', { name: 'Invite a Counsellor' }).click()
  const counsellorEmail = newEmail('counsellor')
  await schoolCard.getByLabel("Counsellor's email").fill(counsellorEmail)
  await schoolCard.getByLabel('First name').fill('Meera')
  await expectNoAxeViolations(page, 'admin schools with the invitation form')
  await expectTouchTargets(page, 'admin schools')
  await schoolCard.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(schoolCard).toContainText('Invitation sent')
  await shot(page, 'admin-schools')

  // The counsellor opens the mailed link in another browser and sets a password.
  const mail = await waitForMail(counsellorEmail)
  const link = /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text)?.[0] as string
  expect(link).toBeTruthy()
  const counsellor = await (await browser.newContext({ viewport })).newPage()
  await counsellor.goto(link)
  await expect(counsellor.getByRole('heading', { level: 1, name: `Join ${schoolName} on Disha` })).toBeVisible()
  await expectNoAxeViolations(counsellor, 'invitation page')
  await expectTouchTargets(counsellor, 'invitation page')
  await shot(counsellor, 'invitation')
  await counsellor.getByLabel(/^New Password/).fill('counsellor-pw-1')
  await counsellor.getByLabel('Confirm New Password').fill('counsellor-pw-1')
  await counsellor.getByRole('button', { name: 'Set Password and Start' }).click()

  // The school: its code, and a new class.
  await expect(counsellor.getByRole('heading', { level: 1, name: schoolName })).toBeVisible()
  await expect(counsellor.getByText(schoolCode, { exact: true })).toBeVisible()
  await counsellor.getByLabel('Class name').fill('9 A')
  await counsellor.getByLabel('Grade').selectOption('9')
  await counsellor.getByLabel('Board').selectOption('cbse')
  await counsellor.getByRole('button', { name: 'Add Class' }).click()
  await expect(counsellor.getByRole('article', { name: 'Class 9 A' })).toBeVisible()
  await expectNoAxeViolations(counsellor, 'school page')
  await expectTouchTargets(counsellor, 'school page')
  await shot(counsellor, 'school')

  // The school report leads to the retest study: no student of the new school has taken a grade twice.
  await counsellor.getByRole('link', { name: 'School Report' }).click()
  await counsellor.getByRole('link', { name: 'Open the Retest Study' }).click()
  await expect(counsellor.getByRole('heading', { level: 2, name: 'No Retakes Yet' })).toBeVisible()
  await checkScreen(counsellor, 'retest study, no retake yet', 'en')
  await shot(counsellor, 'retest-study')
  await counsellor.getByRole('link', { name: 'Back to the school report' }).click()
  await counsellor.getByRole('link', { name: 'All classes' }).click()
  await counsellor.getByRole('link', { name: '9 A' }).click()
  await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 A' })).toBeVisible()

  // A list with a problem adds nobody and says which line.
  const upload = counsellor.getByLabel('Class list file (CSV)')
  await upload.setInputFiles({ name: 'class-9a.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Roll number\nPriya Sharma,1\nRohan\n') })
  await expect(counsellor.getByLabel('Or paste the list')).toHaveValue(/Priya Sharma,1/)
  await counsellor.getByRole('button', { name: 'Add Students' }).click()
  const problem = counsellor.getByRole('alert').filter({ hasText: 'no student was added' })
  await expect(problem).toContainText('Line 3: the roll number of Rohan is missing.')
  await expectNoAxeViolations(counsellor, 'class page with the list’s problems')
  await shot(counsellor, 'class-list-problems')
  await expect(counsellor.getByText('No students yet.')).toBeVisible()

  // The corrected list: every student gets a slip.
  await upload.setInputFiles({ name: 'class-9a.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Roll number\nPriya Sharma,1\n"Khan, Arif",2\nसिद्धार्थ वर्मा,3\n') })
  await counsellor.getByRole('button', { name: 'Add Students' }).click()
  const sheet = counsellor.getByRole('region', { name: 'Sign-in slips for 3 new students' })
  await expect(sheet).toBeVisible()
  const slip = sheet.getByRole('article', { name: 'Slip of Priya Sharma' })
  await expect(slip).toContainText(schoolCode)
  const values = await slip.locator('dd').allTextContents()
  const [, username, password] = values.map((v) => v.trim())
  expect(username).toBe('priya1')
  expect(password).toMatch(/^[a-z0-9]{8}$/)
  await expect(counsellor.getByRole('article', { name: 'सिद्धार्थ वर्मा', exact: true })).toContainText('student3')
  await expectNoAxeViolations(counsellor, 'class page with slips')
  await expectTouchTargets(counsellor, 'class page with slips')
  await shot(counsellor, 'class-slips')

  // Printing shows the slips alone.
  await counsellor.emulateMedia({ media: 'print' })
  await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 A' })).toBeHidden()
  await expect(counsellor.locator('[data-slip-print]')).toBeVisible()
  await expect(counsellor.locator('[data-slip-print]')).toContainText('priya1')
  await counsellor.screenshot({ path: test.info().outputPath('slips-print-360.png'), fullPage: true })
  // On A4, as the print dialog makes it: the three slips and nothing of the page around them.
  const pdf = await counsellor.pdf({ format: 'A4', printBackground: true })
  writeFileSync(test.info().outputPath('slips.pdf'), pdf)
  const text = execFileSync('pdftotext', ['-layout', test.info().outputPath('slips.pdf'), '-'], { encoding: 'utf8' })
  for (const name of ['priya1', 'arif2', 'student3', password as string, schoolCode]) expect(text).toContain(name)
  expect(text).not.toContain('Add Students from a Class List')
  await counsellor.emulateMedia({ media: 'screen' })

  // The student signs in with the slip, from the login form's link, and must choose a password first.
  const student = await (await browser.newContext({ viewport })).newPage()
  await student.goto('/?showAuth=true')
  await student.getByRole('link', { name: 'No e-mail? Sign in with your school slip' }).click()
  await expect(student.getByRole('heading', { level: 1, name: 'Sign in with your school slip' })).toBeVisible()
  await expectNoAxeViolations(student, 'school sign-in page')
  await expectTouchTargets(student, 'school sign-in page')
  await shot(student, 'school-login')
  await student.getByLabel('School code').fill(schoolCode.toLowerCase())
  await student.getByLabel('User name').fill(username as string)
  await student.getByLabel('Password').fill('not-the-password')
  await student.getByRole('button', { name: 'Sign In' }).click()
  await expect(student.getByRole('alert')).toContainText('Invalid school code, user name or password')
  await student.getByLabel('Password').fill(password as string)
  await student.getByRole('button', { name: 'Sign In' }).click()
  await expect(student.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible()
  // Every page asks the same until then.
  await student.goto('/history')
  await expect(student.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible()
  await expectNoAxeViolations(student, 'first password page')
  await expectTouchTargets(student, 'first password page')
  await shot(student, 'first-password')
  await student.getByLabel(/^New Password/).fill(password as string)
  await student.getByLabel('Confirm New Password').fill(password as string)
  await student.getByRole('button', { name: 'Save My Password' }).click()
  await expect(student.getByText('Choose a password of your own, not the one on your slip.')).toBeVisible()
  await student.getByLabel(/^New Password/).fill('priya-own-pw')
  await student.getByLabel('Confirm New Password').fill('priya-own-pw')
  await student.getByRole('button', { name: 'Save My Password' }).click()
  await expect(student.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeHidden()
  await student.goto('/')
  await expect(student.getByRole('heading', { name: 'Discover Your Career Path' })).toBeVisible()

  // Seats: with payments on, the school buys two (mock mode adds them at once); the student's grade 9 test is then
  // free on the school's seat, and starting it uses one.
  await setPaymentsEnabled(E2E_BASE_URL, true)
  try {
    await counsellor.goto('/school')
    const seats = counsellor.getByRole('region', { name: 'Seats' })
    await expect(seats).toContainText('No seats left')
    await seats.getByLabel('Number of seats').fill('2')
    await seats.getByRole('button', { name: /^Buy 2 seats for ₹/ }).click()
    const figure = (label: string) => seats.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd')
    await expect(figure('Left')).toHaveText('2', { timeout: 15_000 })
    await expect(figure('Used')).toHaveText('0')
    await expectNoAxeViolations(counsellor, 'school page with seats')
    await expectTouchTargets(counsellor, 'school page with seats')
    await shot(counsellor, 'school-seats')

    await student.goto('/')
    await expect(student.getByRole('link', { name: /Grade 9/ })).toContainText("Free for you: on your school's seat")
    await student.goto('/instructions/9')
    await expect(student.getByText(/Your school pays for this test: you take it on one of your school's seats\./)).toBeVisible()
    await expectNoAxeViolations(student, 'instructions on a seat')
    await shot(student, 'instructions-seat')
    await student.goto('/test/9')
    await student.getByRole('button', { name: 'Start Test' }).click()
    await expect(student.getByTestId('question-counter')).toContainText('1 / 30', { timeout: 20_000 })

    await counsellor.reload()
    await expect(figure('Used')).toHaveText('1')
    await expect(figure('Left')).toHaveText('1')
    await counsellor.getByRole('link', { name: '9 A' }).click()
    await expect(counsellor.getByRole('heading', { level: 1, name: 'Class 9 A' })).toBeVisible()
  } finally {
    await setPaymentsEnabled(E2E_BASE_URL, false)
  }

  // The profile names the school and class.
  await student.goto('/profile')
  await expect(student.getByRole('region', { name: 'Your School' })).toContainText(`You are in class 9 A (Grade 9, CBSE) of ${schoolName}.`)
  await expectNoAxeViolations(student, 'profile of a slip student')
  await shot(student, 'profile-slip-student')

  // A student with an e-mail joins the class with its code when creating the account.
  const joinCode = ((await counsellor.getByText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/).first().textContent()) ?? '').replace(' ', '')
  const emailStudent = await (await browser.newContext({ viewport })).newPage()
  await emailStudent.goto('/?showAuth=true')
  await emailStudent.getByRole('button', { name: /create account/i }).first().click()
  await emailStudent.getByLabel('First name').fill('Kabir')
  await emailStudent.getByLabel('Email').fill(newEmail())
  await emailStudent.getByLabel('Password', { exact: true }).fill('kabir-pw-1')
  await emailStudent.getByLabel(/^Class code/).fill('WRONG234')
  await emailStudent.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(emailStudent.getByText('This class code is not right. Check it with your counsellor.')).toBeVisible()
  await expectNoAxeViolations(emailStudent, 'sign-up form with a wrong class code')
  await shot(emailStudent, 'sign-up-class-code')
  await emailStudent.getByLabel(/^Class code/).fill(joinCode.toLowerCase())
  await emailStudent.getByRole('button', { name: 'Create Account', exact: true }).click()
  await expect(emailStudent.getByRole('heading', { name: 'Discover Your Career Path' })).toBeVisible()
  await emailStudent.goto('/profile')
  await expect(emailStudent.getByRole('region', { name: 'Your School' })).toContainText(`You are in class 9 A (Grade 9, CBSE) of ${schoolName}.`)
  await expectNoAxeViolations(emailStudent, 'profile of a student in a class')
  await expectTouchTargets(emailStudent, 'profile of a student in a class')
  await emailStudent.context().close()

  // The counsellor sees the password chosen, and the new student.
  await counsellor.reload()
  await expect(counsellor.getByRole('article', { name: 'Priya Sharma', exact: true })).toContainText('Chosen by the student')
  await expect(counsellor.getByRole('article', { name: 'Kabir', exact: true })).toContainText('Not started')
  await expectNoAxeViolations(counsellor, 'class page with students')
  await shot(counsellor, 'class-students')
  await counsellor.context().close()
  await student.context().close()
})
