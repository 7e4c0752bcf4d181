// @vitest-environment happy-dom
// The school screens through the whole app: Admin → Schools, the invitation page, the counsellor's school and class
// pages (a class list's problems by line, slips once), school sign-in, the first password, joining a class.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CounsellorSchool, School, SignInSlip } from '../../../shared/schemas/schools'
import { removeToast } from '../../hooks/use-toast'
import { aGradeAccess, aUser, json, mockApi, renderApp, signedOut } from '../../testing/render-app'
import { aClassDetail, aCounsellorSchool, CLASS_ID, COUNSELLOR } from '../../testing/schools'
import { fieldDescribedBy } from '../../testing/fields'
import { expectVisible } from '../../testing/visible'

afterEach(() => {
  cleanup()
  act(() => removeToast())
  vi.unstubAllGlobals()
})

const ADMIN = aUser({ id: 'a1', firstName: 'Meena', isAdmin: true })
const SCHOOL: School = { id: 's1', name: 'DAV Public School', code: 'HCDX7F', createdAt: '2026-03-01T00:00:00.000Z', counsellors: [], classCount: 0, studentCount: 0, seats: { bought: 0, granted: 5, used: 2, left: 3 } }
const MY_SCHOOL = aCounsellorSchool()
const CLASS = aClassDetail()
const SLIP: SignInSlip = { studentId: 'u3', name: 'Arif Khan', rollNumber: '2', className: '9 A', schoolName: 'DAV Public School', schoolCode: 'HCDX7F', username: 'arif2', password: 'kq7mt4xp' }

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([input, init = {}]) => `${init.method ?? 'GET'} ${String(input)}` === key)
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined
}

describe('Admin → Schools', () => {
  it('creates a school, says a blank name is wrong beside the field, and invites a counsellor', async () => {
    const user = userEvent.setup()
    let schools: School[] = []
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(ADMIN),
      'GET /api/admin/schools': () => json(schools),
      'POST /api/admin/schools': () => {
        schools = [SCHOOL]
        return json(SCHOOL, 201)
      },
      'POST /api/admin/schools/s1/counsellors': () => {
        schools = [{ ...SCHOOL, counsellors: [{ id: 'c1', firstName: 'Ravi', lastName: null, email: 'ravi@school.in', joined: false }] }]
        return json({ message: 'An invitation is on its way to ravi@school.in. The link works for 7 days.', counsellor: schools[0]!.counsellors[0] }, 201)
      },
    })
    renderApp('/admin/schools')
    expectVisible(await screen.findByText('No schools yet. Create the first one above.'))
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    const name = screen.getByLabelText('School name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(fieldDescribedBy(screen.getByText('School name is required'))).toBe(name)
    expect(document.activeElement).toBe(name)
    await user.type(name, 'DAV Public School')
    await user.click(screen.getByRole('button', { name: 'Create School' }))
    const card = await screen.findByRole('article', { name: 'DAV Public School' })
    expectVisible(within(card).getByText('HCDX7F'))
    expect(bodyOf(fetchMock, 'POST /api/admin/schools')).toEqual({ name: 'DAV Public School' })

    await user.click(within(card).getByRole('button', { name: 'Invite a Counsellor' }))
    await user.click(within(card).getByRole('button', { name: 'Send Invitation' }))
    expect(fieldDescribedBy(within(card).getByText('Email is required'))).toBe(within(card).getByLabelText("Counsellor's email"))
    await user.type(within(card).getByLabelText("Counsellor's email"), 'ravi@school.in')
    await user.type(within(card).getByLabelText('First name'), 'Ravi')
    await user.click(within(card).getByRole('button', { name: 'Send Invitation' }))
    expectVisible(await within(await screen.findByRole('article', { name: 'DAV Public School' })).findByText('Invitation sent'))
    expect(bodyOf(fetchMock, 'POST /api/admin/schools/s1/counsellors')).toEqual({ email: 'ravi@school.in', firstName: 'Ravi', lastName: null })
  })
})

describe('the invitation page', () => {
  it('says at once when the link cannot be used', async () => {
    mockApi({ 'GET /api/auth/user': signedOut, 'POST /api/invitations/check': () => json({ usable: false, schoolName: null }) })
    renderApp('/invitation?token=used')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }))
  })

  it('names the school and sets the password, checking both fields first', async () => {
    const user = userEvent.setup()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetchMock = mockApi({
      'GET /api/auth/user': signedOut,
      'POST /api/invitations/check': () => json({ usable: true, schoolName: 'DAV Public School' }),
      'POST /api/invitations/accept': () => json(COUNSELLOR),
    })
    renderApp('/invitation?token=abc')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Join DAV Public School on Disha' }))
    await user.type(screen.getByLabelText(/^New Password/), 'secret1')
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret2')
    await user.click(screen.getByRole('button', { name: 'Set Password and Start' }))
    expect(fieldDescribedBy(screen.getByText('Passwords do not match'))).toBe(screen.getByLabelText('Confirm New Password'))
    await user.clear(screen.getByLabelText('Confirm New Password'))
    await user.type(screen.getByLabelText('Confirm New Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Set Password and Start' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/school'))
    expect(bodyOf(fetchMock, 'POST /api/invitations/accept')).toEqual({ token: 'abc', newPassword: 'secret1' })
  })
})

describe('the counsellor', () => {
  it('is taken from home to the school, and adds a class with a grade and a board', async () => {
    const user = userEvent.setup()
    let school = { ...MY_SCHOOL, classes: [] as CounsellorSchool['classes'] }
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(school),
      'POST /api/school/classes': () => {
        school = MY_SCHOOL
        return json(MY_SCHOOL.classes[0], 201)
      },
    })
    const { router } = renderApp('/')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'DAV Public School' }))
    expect(router.state.location.pathname).toBe('/school')
    await user.type(screen.getByLabelText('Class name'), '9 A')
    await user.selectOptions(screen.getByLabelText('Board'), 'icse')
    await user.click(screen.getByRole('button', { name: 'Add Class' }))
    const card = await screen.findByRole('article', { name: 'Class 9 A' })
    expectVisible(within(card).getByText('TP7Q KMH8'))
    expect(bodyOf(fetchMock, 'POST /api/school/classes')).toEqual({ name: '9 A', grade: 9, board: 'icse' })
  })

  it("says a class name the school already has beside the name, by the answer's code", async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      'GET /api/school': () => json(MY_SCHOOL),
      'POST /api/school/classes': () => json({ message: 'Your school already has a class with this name.', code: 'CONFLICT' }, 409),
    })
    renderApp('/school')
    await user.type(await screen.findByLabelText('Class name'), '9 A')
    await user.click(screen.getByRole('button', { name: 'Add Class' }))
    const name = screen.getByLabelText('Class name')
    const description = () => (name.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' ')
    await waitFor(() => expect(description()).toContain('Your school already has a class with this name.'))
    expect(document.activeElement).toBe(name)
  })

  it('sees a class list’s problems by line, then the slips of the students added, and the class’s progress', async () => {
    const user = userEvent.setup()
    let attempt = 0
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}`]: () => json(CLASS),
      'GET /api/school': () => json(MY_SCHOOL),
      [`POST /api/school/classes/${CLASS_ID}/students/import`]: () => {
        attempt += 1
        return attempt === 1
          ? json(
              {
                message: 'The class list has a problem, so no student was added. Correct it and upload the list again.',
                code: 'VALIDATION',
                issues: [{ field: 'line 2', message: 'Line 2: the roll number of Rohan is missing.' }],
              },
              400,
            )
          : json({ created: 1, slips: [SLIP] }, 201)
      },
    })
    renderApp(`/school/classes/${CLASS_ID}`)
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Class 9 A' }))
    // Where the class is with the test, and the spread of families.
    const progress = screen.getByRole('region', { name: 'Grade 9 Test' })
    expect(within(progress).getByText('Not started').nextElementSibling?.textContent).toBe('1')
    expect(within(progress).getByText('Finished').nextElementSibling?.textContent).toBe('1')
    expect(within(progress).getByRole('list', { name: 'Finished tests by best career family' }).textContent).toContain('Health and medicine1 student')
    // A student with an e-mail manages the account; one on a slip has the counsellor's buttons.
    expect(within(screen.getByRole('article', { name: 'Kabir' })).queryByRole('button', { name: /New Password/ })).toBeNull()
    expect(within(screen.getByRole('article', { name: 'Kabir' })).getByRole('link', { name: /View results/ }).getAttribute('href')).toBe('/results/t2')

    await user.click(screen.getByRole('button', { name: 'Add Students' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a class list (a CSV file) or paste it below.')
    await user.type(screen.getByLabelText('Or paste the list'), 'Priya Sharma,1{enter}Rohan')
    await user.click(screen.getByRole('button', { name: 'Add Students' }))
    const problem = await screen.findByRole('alert')
    await waitFor(() => expect(problem.textContent).toContain('Line 2: the roll number of Rohan is missing.'))
    expect(problem.textContent).toContain('no student was added')

    await user.clear(screen.getByLabelText('Or paste the list'))
    await user.type(screen.getByLabelText('Or paste the list'), 'Arif Khan,2')
    await user.click(screen.getByRole('button', { name: 'Add Students' }))
    const sheet = await screen.findByRole('region', { name: 'Sign-in slips for 1 new student' })
    const slip = within(sheet).getByRole('article', { name: 'Slip of Arif Khan' })
    expect(slip.textContent).toContain('arif2')
    expect(slip.textContent).toContain('kq7mt4xp')
    expect(slip.textContent).toContain('HCDX7F')
    expect(bodyOf(fetchMock, `POST /api/school/classes/${CLASS_ID}/students/import`)).toEqual({ csv: 'Priya Sharma,1\nRohan' })
    // The print copy sits beside the app, for paper only.
    expect(document.body.querySelector(':scope > [data-slip-print]')?.textContent).toContain('kq7mt4xp')
    await user.click(within(sheet).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('region', { name: /Sign-in slips/ })).toBeNull()
    expect(document.body.querySelector('[data-slip-print]')).toBeNull()
  })

  it('gives a student a new password and shows the new slip', async () => {
    const user = userEvent.setup()
    mockApi({
      'GET /api/auth/user': () => json(COUNSELLOR),
      [`GET /api/school/classes/${CLASS_ID}`]: () => json(CLASS),
      'GET /api/school': () => json(MY_SCHOOL),
      'POST /api/school/students/u1/reset-password': () => json({ message: 'done', slip: { ...SLIP, studentId: 'u1', name: 'Priya Sharma', username: 'priya1', password: 'bbmx3f96' } }),
    })
    renderApp(`/school/classes/${CLASS_ID}`)
    await user.click(await screen.findByRole('button', { name: 'New Password for Priya Sharma' }))
    const sheet = await screen.findByRole('region', { name: 'New sign-in slip for Priya Sharma' })
    expect(sheet.textContent).toContain('bbmx3f96')
  })
})

describe('a student without e-mail', () => {
  it('signs in with the slip from the school sign-in page, its problems said beside the fields', async () => {
    const user = userEvent.setup()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    let tries = 0
    const fetchMock = mockApi(
      {
        'GET /api/auth/user': signedOut,
        'POST /api/school-login': () => {
          tries += 1
          return tries === 1 ? json({ message: 'Invalid school code, user name or password', code: 'INVALID_CREDENTIALS' }, 401) : json(aUser({ email: null, username: 'priya1', mustChangePassword: true }))
        },
      },
      { signedInHint: false },
    )
    renderApp('/school-login')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(fieldDescribedBy(screen.getByText('Please enter the school code'))).toBe(screen.getByLabelText('School code'))
    expect(document.activeElement).toBe(screen.getByLabelText('School code'))
    await user.type(screen.getByLabelText('School code'), 'hcdx7f')
    await user.type(screen.getByLabelText('User name'), 'priya1')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid school code, user name or password')
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'kq7mt4xp')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(bodyOf(fetchMock, 'POST /api/school-login')).toEqual({ schoolCode: 'hcdx7f', username: 'priya1', password: 'wrong' })
  })

  it('sees only the first-password page, on any address, until a password of their own is saved', async () => {
    const user = userEvent.setup()
    const slipUser = aUser({ firstName: 'Priya', email: null, username: 'priya1', mustChangePassword: true })
    let saves = 0
    mockApi({
      'GET /api/auth/user': () => json(slipUser),
      'POST /api/auth/first-password': () => {
        saves += 1
        return saves === 1
          ? json({ message: 'Choose a password of your own, not the one on your slip.', code: 'VALIDATION', issues: [{ field: 'newPassword', message: 'Choose a password of your own, not the one on your slip.' }] }, 400)
          : json({ ...slipUser, mustChangePassword: undefined })
      },
      'GET /api/grade-access': () => json(aGradeAccess()),
      'GET /api/tests/history': () => json([]),
    })
    renderApp('/history')
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }))
    await user.type(screen.getByLabelText(/^New Password/), 'kq7mt4xp')
    await user.type(screen.getByLabelText('Confirm New Password'), 'kq7mt4xp')
    await user.click(screen.getByRole('button', { name: 'Save My Password' }))
    expect(fieldDescribedBy(await screen.findByText('Choose a password of your own, not the one on your slip.'))).toBe(screen.getByLabelText(/^New Password/))
    expect(document.activeElement).toBe(screen.getByLabelText(/^New Password/))
    await user.clear(screen.getByLabelText(/^New Password/))
    await user.clear(screen.getByLabelText('Confirm New Password'))
    await user.type(screen.getByLabelText(/^New Password/), 'priya-own')
    await user.type(screen.getByLabelText('Confirm New Password'), 'priya-own')
    await user.click(screen.getByRole('button', { name: 'Save My Password' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Choose your own password' })).toBeNull())
  })
})

describe('joining a class from the profile', () => {
  it('sends the code and then names the class and school', async () => {
    const user = userEvent.setup()
    const fetchMock = mockApi({
      'GET /api/auth/user': () => json(aUser()),
      'GET /api/purchases': () => json([]),
      'POST /api/account/join-class': () => json(aUser({ school: { name: 'DAV Public School', code: 'HCDX7F' }, schoolClass: { name: '9 A', grade: 9, board: 'cbse' } })),
    })
    renderApp('/profile')
    const card = await screen.findByRole('region', { name: 'Your School' })
    await user.type(within(card).getByLabelText('Class code'), 'tp7q kmh8')
    await user.click(within(card).getByRole('button', { name: 'Join Class' }))
    expectVisible(await within(card).findByText(/You are in class/))
    expect(card.textContent).toContain('9 A (Grade 9, CBSE) of DAV Public School.')
    expect(bodyOf(fetchMock, 'POST /api/account/join-class')).toEqual({ joinCode: 'tp7q kmh8' })
  })
})
