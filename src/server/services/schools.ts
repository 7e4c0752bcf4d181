// Schools on Disha (docs/decisions/026-schools.md): a platform admin creates a school and invites its counsellors; a
// counsellor creates classes, each with a join code, and adds students from a class list, who sign in with the
// school's code, a user name and a one-time password printed on a slip. A counsellor acts only inside their own
// school: every lookup is made with the counsellor's school id, so another school's class or student is simply not
// found (404). Every change an admin or a counsellor makes is audited in the transaction that makes it.
import type { Locale } from '../../shared/constants'
import type { SessionStore, SessionUser } from '../auth/sessions'
import { dummyPasswordHash, hashOneTimePassword, hashPassword, verifyPassword } from '../auth/passwords'
import { hashToken, newToken, randomCode } from '../auth/tokens'
import { insertAudit, insertAudits, type AuditEntry } from '../db/audit-repository'
import type { Db, DbOrTx } from '../db/client'
import { consumeInvitation, findLiveInvitation, insertInvitation, voidInvitations } from '../db/counsellor-invitations-repository'
import { markEmailConfirmed } from '../db/email-confirmations-repository'
import { invalidateUserResets } from '../db/password-resets-repository'
import {
  classRollNumbers,
  findClassByJoinCode,
  findClassByName,
  findClassInSchool,
  findSchool,
  findSchoolAndClass,
  findSchoolByName,
  findSlipAccount,
  findStudentInSchool,
  insertClass,
  insertCounsellor,
  insertSchool,
  insertSlipStudents,
  listClasses,
  listClassStudents,
  listCounsellors,
  listSchools,
  lockSchool,
  setPassword,
  setStudentClass,
  takenUsernames,
  type ClassRow,
  type SchoolRow,
} from '../db/schools-repository'
import { seatCountsOf, type SeatCounts } from '../db/seats-repository'
import { deleteUserSessions } from '../db/sessions-repository'
import { findUserByEmail, findUserById, type UserRow } from '../db/users-repository'
import { AppError, notFound } from '../errors'
import type { Mailer } from '../mail/mailer'
import { counsellorInvitationMessage } from '../mail/templates'
import type { User } from '../../shared/schemas/auth'
import type { ClassDetail, ClassSummary, School, SignInSlip } from '../../shared/schemas/schools'
import { JOIN_CODE_LENGTH, ONE_TIME_PASSWORD_LENGTH, SCHOOL_CODE_LENGTH, SLIP_ALPHABET, type ClassBoard } from '../../shared/schools'
import { parseClassList, usernameBase, type ClassListIssue } from './class-list'
import { schoolSeats, toSchoolSeats } from './seats'
import { accountKey, joinCodeBuckets, limitedPasswordCheck, loginBuckets, slipAccountName, type Limits } from './rate-limits'

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** One-time passwords are lower case: a student copying a slip need not think about capitals. */
const PASSWORD_ALPHABET = SLIP_ALPHABET.toLowerCase()
/** How many problems of a class list the answer lists (the message counts them all). */
const MAX_LISTED_ISSUES = 100
/** Tries at a fresh random code before giving up (each try collides with a chance of about one in a million). */
const CODE_TRIES = 8

export interface SchoolDeps extends Limits {
  db: Db
  sessions: SessionStore
  mailer: Mailer
  publicUrl: string
  now: () => number
}

/** The counsellor a request comes from: their id and their school (requireCounsellor made sure of both). */
export interface Counsellor {
  id: string
  schoolId: string
}

export function counsellorOf(user: SessionUser): Counsellor {
  if (user.role !== 'counsellor' || !user.schoolId) throw new AppError('FORBIDDEN', 'Counsellor access required')
  return { id: user.id, schoolId: user.schoolId }
}

const asCounsellor = (c: Counsellor): Pick<AuditEntry, 'actorId' | 'actorKind' | 'schoolId'> => ({ actorId: c.id, actorKind: 'counsellor', schoolId: c.schoolId })
const studentName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ')

// ---- The user as the API shows it ----

/** The API's User, with the school and class names for an account of a school (one small query for those only). */
export async function describeUser(db: DbOrTx, user: SessionUser, base: User): Promise<User> {
  if (!user.schoolId) return base
  const found = await findSchoolAndClass(db, user.schoolId, user.classId)
  if (!found) return base
  return { ...base, school: found.school, ...(found.schoolClass ? { schoolClass: found.schoolClass } : {}) }
}

/** Whether this user is the counsellor of the school the owner of a test belongs to (and so may read its results). */
export async function counsellorMayRead(db: DbOrTx, user: SessionUser, ownerId: string | null): Promise<boolean> {
  if (user.role !== 'counsellor' || !user.schoolId || !ownerId) return false
  return (await findStudentInSchool(db, user.schoolId, ownerId)) !== undefined
}

// ---- Schools and counsellors: the platform admin ----

function toApiSchool(school: SchoolRow & { classCount: number; studentCount: number }, counsellors: UserRow[], seats: SeatCounts | undefined): School {
  return {
    id: school.id,
    name: school.name,
    code: school.code,
    createdAt: school.createdAt.toISOString(),
    classCount: school.classCount,
    studentCount: school.studentCount,
    counsellors: counsellors.filter((c) => c.schoolId === school.id).map(toApiCounsellor),
    seats: toSchoolSeats(seats ?? { bought: 0, granted: 0, used: 0 }),
  }
}

function toApiCounsellor(user: UserRow) {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, joined: user.emailConfirmedAt !== null }
}

export async function listSchoolsForAdmin(db: Db): Promise<School[]> {
  const schools = await listSchools(db)
  const ids = schools.map((s) => s.id)
  const [counsellors, seats] = await Promise.all([listCounsellors(db, ids), seatCountsOf(db, ids)])
  return schools.map((s) => toApiSchool(s, counsellors, seats.get(s.id)))
}

const SCHOOL_NAME_TAKEN = () => new AppError('CONFLICT', 'A school with this name is already on Disha.')

export async function createSchool(db: Db, adminId: string, name: string): Promise<School> {
  for (let i = 0; i < CODE_TRIES; i++) {
    const school = await db.transaction(async (tx) => {
      const row = await insertSchool(tx, { name, code: randomCode(SLIP_ALPHABET, SCHOOL_CODE_LENGTH), createdBy: adminId })
      if (!row) return undefined
      await insertAudit(tx, {
        actorId: adminId,
        actorKind: 'admin',
        action: 'school.created',
        targetUserId: null,
        schoolId: row.id,
        details: { school: { before: null, after: { name: row.name, code: row.code } } },
      })
      return row
    })
    if (school) return toApiSchool({ ...school, classCount: 0, studentCount: 0 }, [], undefined)
    if (await findSchoolByName(db, name)) throw SCHOOL_NAME_TAKEN()
  }
  throw new Error('no free school code after several tries')
}

/**
 * Invites a counsellor: the account is made at once (no usable password: a random one nobody knows) and a link is
 * mailed to set the password, as a reset link does. Inviting again an invitee who has not yet set a password mails a
 * new link and voids the earlier ones. Any other account with the address is refused: a student's account does not
 * become a counsellor's by someone typing its address.
 */
export async function inviteCounsellor(
  deps: SchoolDeps,
  adminId: string,
  schoolId: string,
  invitee: { email: string; firstName: string; lastName: string | null },
  /** The invitation mail's language: the one the admin uses Disha in. */
  locale: Locale = 'en',
): Promise<{ counsellor: ReturnType<typeof toApiCounsellor>; again: boolean }> {
  const school = await findSchool(deps.db, schoolId)
  if (!school) throw notFound('That school')
  const passwordHash = await hashPassword(newToken())
  const token = newToken()
  const at = new Date(deps.now())
  const result = await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, invitee.email)
    const again = existing?.role === 'counsellor' && existing.schoolId === school.id && existing.emailConfirmedAt === null
    if (existing && !again) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Invite the counsellor with another address.')
    }
    const user = existing ?? (await insertCounsellor(tx, { ...invitee, passwordHash, schoolId: school.id }))
    if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists. Invite the counsellor with another address.')
    await voidInvitations(tx, user.id, at)
    await insertInvitation(tx, { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(at.getTime() + INVITATION_TTL_MS) })
    await insertAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: 'counsellor.invited',
      targetUserId: user.id,
      schoolId: school.id,
      details: {
        email: user.email,
        school: school.name,
        ...(again ? { again: true } : { role: { before: null, after: 'counsellor' } }),
      },
    })
    return { user, again }
  })
  // The link is a password: it goes to the mailbox (or the outbox folder), never to the log; not awaited.
  void deps.mailer.send(counsellorInvitationMessage(invitee.email, invitee.firstName, school.name, `${deps.publicUrl}/invitation?token=${token}`, locale))
  return { counsellor: toApiCounsellor(result.user), again: result.again }
}

export async function invitationStatus(db: Db, token: string, now: number): Promise<{ usable: boolean; schoolName: string | null }> {
  const live = await findLiveInvitation(db, hashToken(token), new Date(now))
  return { usable: live !== undefined, schoolName: live?.schoolName ?? null }
}

const invalidInvitation = () =>
  new AppError('BAD_REQUEST', 'This invitation link is invalid, has been used or has expired. Ask the Disha team for a new invitation.')

/**
 * The invitee sets the password through the link: the address is confirmed (its owner opened the mail), every other
 * link and session of the account ends, and the counsellor's first action is on record.
 */
export async function acceptInvitation(deps: SchoolDeps, token: string, newPassword: string): Promise<UserRow> {
  const at = new Date(deps.now())
  const tokenHash = hashToken(token)
  if (!(await findLiveInvitation(deps.db, tokenHash, at))) throw invalidInvitation()
  const passwordHash = await hashPassword(newPassword)
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeInvitation(tx, tokenHash, at)
    if (!userId) return undefined
    const before = await findUserById(tx, userId)
    await setPassword(tx, userId, passwordHash, false)
    await markEmailConfirmed(tx, userId, at)
    await invalidateUserResets(tx, userId, at)
    await voidInvitations(tx, userId, at)
    await deleteUserSessions(tx, userId)
    await insertAudit(tx, {
      actorId: userId,
      actorKind: 'counsellor',
      action: 'counsellor.joined',
      targetUserId: userId,
      schoolId: before?.schoolId ?? null,
      details: { email: before?.email ?? null, joined: { before: before?.emailConfirmedAt !== null, after: true } },
    })
    return findUserById(tx, userId)
  })
  if (!user) throw invalidInvitation()
  deps.sessions.forgetUser(user.id)
  return user
}

// ---- Classes: the counsellor ----

function toClassSummary(row: ClassRow, studentCount: number): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    board: row.board,
    joinCode: row.joinCode,
    studentCount,
    createdAt: row.createdAt.toISOString(),
    testWindowOpen: row.testWindowOpen,
  }
}

export async function counsellorSchool(db: Db, counsellor: Counsellor) {
  const school = await findSchool(db, counsellor.schoolId)
  if (!school) throw notFound('Your school')
  const [classes, seats] = await Promise.all([listClasses(db, school.id), schoolSeats(db, school.id)])
  return { id: school.id, name: school.name, code: school.code, classes: classes.map((c) => toClassSummary(c, c.studentCount)), seats }
}

const CLASS_NAME_TAKEN = () => new AppError('CONFLICT', 'Your school already has a class with this name.')

export async function createClass(db: Db, counsellor: Counsellor, body: { name: string; grade: number; board: ClassBoard }): Promise<ClassSummary> {
  for (let i = 0; i < CODE_TRIES; i++) {
    const created = await db.transaction(async (tx) => {
      const row = await insertClass(tx, { ...body, schoolId: counsellor.schoolId, joinCode: randomCode(SLIP_ALPHABET, JOIN_CODE_LENGTH), createdBy: counsellor.id })
      if (!row) return undefined
      await insertAudit(tx, {
        ...asCounsellor(counsellor),
        action: 'class.created',
        targetUserId: null,
        details: { classId: row.id, class: { before: null, after: { name: row.name, grade: row.grade, board: row.board } } },
      })
      return row
    })
    if (created) return toClassSummary(created, 0)
    if (await findClassByName(db, counsellor.schoolId, body.name)) throw CLASS_NAME_TAKEN()
  }
  throw new Error('no free join code after several tries')
}

export async function classDetail(db: Db, counsellor: Counsellor, classId: string): Promise<ClassDetail> {
  const row = await findClassInSchool(db, counsellor.schoolId, classId)
  if (!row) throw notFound('That class')
  const students = await listClassStudents(db, row)
  const families = new Map<string, number>()
  for (const s of students) if (s.testId && s.bestFamily) families.set(s.bestFamily, (families.get(s.bestFamily) ?? 0) + 1)
  return {
    ...toClassSummary(row, students.length),
    students: students.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      rollNumber: s.rollNumber,
      username: s.username,
      email: s.email,
      mustChangePassword: s.mustChangePassword,
      progress: s.testId ? 'finished' : s.inProgress ? 'in-progress' : 'not-started',
      testId: s.testId,
      bestFamily: s.bestFamily,
      timeFactor: s.timeFactorPercent / 100,
    })),
    families: [...families].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
  }
}

// ---- Class lists and slips ----

function classListRefused(issues: ClassListIssue[]): AppError {
  const n = issues.length
  const listed = issues.slice(0, MAX_LISTED_ISSUES)
  return new AppError(
    'VALIDATION',
    `The class list has ${n === 1 ? 'a problem' : `${n} problems`}, so no student was added. Correct ${n === 1 ? 'it' : 'them'} and upload the list again.`,
    { issues: listed.map((i) => ({ field: `line ${i.line}`, message: i.message })) },
  )
}

function newOneTimePassword(): string {
  return randomCode(PASSWORD_ALPHABET, ONE_TIME_PASSWORD_LENGTH)
}

/** Unique user names in the school for these bases: the base itself, or the base with -2, -3… when it is taken. */
async function pickUsernames(tx: DbOrTx, schoolId: string, bases: string[]): Promise<string[]> {
  const chosen: (string | undefined)[] = bases.map(() => undefined)
  const used = new Set<string>()
  for (let suffix = 1; chosen.some((c) => c === undefined); suffix++) {
    const open = bases.map((_base, i) => (chosen[i] === undefined ? i : -1)).filter((i) => i >= 0)
    const candidates = open.map((i) => (suffix === 1 ? (bases[i] as string) : `${bases[i]}-${suffix}`))
    const taken = await takenUsernames(tx, schoolId, [...new Set(candidates)])
    open.forEach((i, k) => {
      const candidate = candidates[k] as string
      if (!taken.has(candidate) && !used.has(candidate)) {
        chosen[i] = candidate
        used.add(candidate)
      }
    })
  }
  return chosen as string[]
}

/**
 * Adds the students of a class list, all or none: the file is read and checked first (every problem said by line),
 * then, with the school's row locked so two uploads in one school cannot pick the same user name, the roll numbers
 * are checked against the class, the students inserted and each addition audited. The answer carries each student's
 * one-time password, once: only its hash is kept.
 */
export async function importClassList(db: Db, counsellor: Counsellor, classId: string, csv: string): Promise<{ created: number; slips: SignInSlip[] }> {
  const { rows, issues } = parseClassList(csv)
  if (issues.length > 0) throw classListRefused(issues)
  const passwords = rows.map(() => newOneTimePassword())
  const hashes = await Promise.all(passwords.map((p) => hashOneTimePassword(p)))
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, counsellor.schoolId)
    const schoolClass = await findClassInSchool(tx, counsellor.schoolId, classId)
    if (!school || !schoolClass) throw notFound('That class')
    const existing = await classRollNumbers(tx, schoolClass.id)
    const duplicates = rows
      .filter((r) => existing.has(r.rollNumber.toLowerCase()))
      .map((r) => ({ line: r.line, message: `Line ${r.line}: roll number ${r.rollNumber} is already in ${schoolClass.name}. Each student needs a roll number of their own.` }))
    if (duplicates.length > 0) throw classListRefused(duplicates)
    const usernames = await pickUsernames(
      tx,
      school.id,
      rows.map((r) => usernameBase(r.firstName, r.rollNumber)),
    )
    const created = await insertSlipStudents(
      tx,
      rows.map((r, i) => ({
        firstName: r.firstName,
        lastName: r.lastName,
        rollNumber: r.rollNumber,
        username: usernames[i] as string,
        passwordHash: hashes[i] as string,
        schoolId: school.id,
        classId: schoolClass.id,
        board: schoolClass.board,
      })),
    )
    await insertAudit(tx, {
      ...asCounsellor(counsellor),
      action: 'class-list.imported',
      targetUserId: null,
      details: { classId: schoolClass.id, className: schoolClass.name, students: { before: existing.size, after: existing.size + created.length } },
    })
    await insertAudits(
      tx,
      created.map((student) => ({
        ...asCounsellor(counsellor),
        action: 'student.created',
        targetUserId: student.id,
        details: { classId: schoolClass.id, student: { before: null, after: { name: studentName(student), rollNumber: student.rollNumber, username: student.username } } },
      })),
    )
    // The rows the insert returns are matched to the list by user name (unique in the school), not by position.
    const idOf = new Map(created.map((student) => [student.username, student.id]))
    const slips = rows.map((row, i) => ({
      studentId: idOf.get(usernames[i] as string) as string,
      name: row.name,
      rollNumber: row.rollNumber,
      className: schoolClass.name,
      schoolName: school.name,
      schoolCode: school.code,
      username: usernames[i] as string,
      password: passwords[i] as string,
    }))
    return { created: created.length, slips }
  })
}

/** A student of the counsellor's school who signs in with a slip; other students of the school manage their own account. */
async function slipStudentOf(db: DbOrTx, counsellor: Counsellor, studentId: string): Promise<UserRow> {
  const student = await findStudentInSchool(db, counsellor.schoolId, studentId)
  if (!student) throw notFound('That student')
  if (!student.username) {
    throw new AppError('CONFLICT', 'This student signs in with an e-mail address, and resets the password and manages the account from there.')
  }
  return student
}

/**
 * A new one-time password for a student who signs in with a slip (a forgotten password, a lost slip): every session
 * of the student ends, and the next sign-in must choose a password again.
 */
export async function resetStudentPassword(deps: SchoolDeps, counsellor: Counsellor, studentId: string): Promise<SignInSlip> {
  const password = newOneTimePassword()
  const passwordHash = await hashOneTimePassword(password)
  const slip = await deps.db.transaction(async (tx) => {
    const student = await slipStudentOf(tx, counsellor, studentId)
    const school = await findSchool(tx, counsellor.schoolId)
    const schoolClass = student.classId ? await findClassInSchool(tx, counsellor.schoolId, student.classId) : undefined
    await setPassword(tx, student.id, passwordHash, true)
    await deleteUserSessions(tx, student.id)
    await insertAudit(tx, {
      ...asCounsellor(counsellor),
      action: 'student.password-reset',
      targetUserId: student.id,
      details: { username: student.username, mustChangePassword: { before: student.mustChangePassword, after: true } },
    })
    return {
      studentId: student.id,
      name: studentName(student),
      rollNumber: student.rollNumber,
      className: schoolClass?.name ?? '',
      schoolName: school?.name ?? '',
      schoolCode: school?.code ?? '',
      username: student.username as string,
      password,
    }
  })
  deps.sessions.forgetUser(studentId)
  return slip
}

/** The student whose data a counsellor exports or deletes on the student's (or the parents') behalf. */
export async function slipStudentForData(db: Db, counsellor: Counsellor, studentId: string): Promise<UserRow> {
  return slipStudentOf(db, counsellor, studentId)
}

export function studentDataAudit(counsellor: Counsellor, student: UserRow, action: 'student.data-exported' | 'student.deleted'): AuditEntry {
  const who = { name: studentName(student), rollNumber: student.rollNumber, username: student.username, classId: student.classId }
  return {
    ...asCounsellor(counsellor),
    action,
    targetUserId: student.id,
    details: action === 'student.deleted' ? { studentId: student.id, student: { before: who, after: null } } : { studentId: student.id, student: who },
  }
}

// ---- Students: signing in with a slip, joining a class, the first password ----

/**
 * POST /api/school-login's password check, limited as the e-mail login is (services/auth.ts logIn): each guess
 * reserved on the same four failure counters before the hash, the account counted by its school code and user name.
 * Unknown names cost a hash too.
 */
export async function logInWithSlip(
  deps: Limits & { db: DbOrTx },
  slip: { schoolCode: string; username: string; password: string },
  ip: string,
): Promise<UserRow> {
  const name = slipAccountName(slip.schoolCode, slip.username)
  let user: UserRow | undefined
  const ok = await limitedPasswordCheck(deps, loginBuckets(ip, name), async () => {
    user = await findSlipAccount(deps.db, slip.schoolCode, slip.username)
    const verified = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), slip.password)
    return verified && user !== undefined
  })
  if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', 'Invalid school code, user name or password')
  await deps.limiter.clear('loginFailuresAccountAddress', `${ip}|${accountKey(name)}`)
  return user
}

const WRONG_JOIN_CODE = 'This class code is not right. Check it with your counsellor.'

/**
 * The class of a join code, the code typed counted like a password guess: each wrong code counts against the
 * address (and the account, when signed in), so codes cannot be tried one after another.
 */
export async function classOfJoinCode(limits: Limits & { db: DbOrTx }, joinCode: string, ip: string, userId: string | undefined): Promise<ClassRow> {
  let found: ClassRow | undefined
  const ok = await limitedPasswordCheck(limits, joinCodeBuckets(ip, userId), async () => {
    found = await findClassByJoinCode(limits.db, joinCode)
    return found !== undefined
  })
  if (!ok || !found) throw new AppError('VALIDATION', WRONG_JOIN_CODE, { issues: [{ field: 'joinCode', message: WRONG_JOIN_CODE }] })
  return found
}

/**
 * A signed-in student joins a class: into the class's school, or into another class of the same school. A
 * student of one school does not move to another by a code (the counsellor of the first school keeps their results).
 */
export async function joinClass(deps: SchoolDeps, user: SessionUser, joinCode: string, ip: string): Promise<void> {
  if (user.role !== 'student') throw new AppError('FORBIDDEN', 'Only students join classes.')
  const schoolClass = await classOfJoinCode(deps, joinCode, ip, user.id)
  if (user.schoolId && user.schoolId !== schoolClass.schoolId) {
    throw new AppError('CONFLICT', 'You are already in a class of another school. Ask your counsellor to move you.')
  }
  if (user.username && user.classId !== schoolClass.id) {
    throw new AppError('CONFLICT', 'Your counsellor added you to your class. Ask your counsellor to move you.')
  }
  await setStudentClass(deps.db, user.id, schoolClass)
  deps.sessions.forgetUser(user.id)
}

/**
 * The first sign-in with a one-time password: the student chooses a password of their own (not the slip's), every
 * other session ends, and the account can do everything again.
 */
export async function setFirstPassword(deps: SchoolDeps, userId: string, newPassword: string): Promise<void> {
  const user = await findUserById(deps.db, userId)
  if (!user?.mustChangePassword) throw new AppError('CONFLICT', 'Your password is already your own. Change it from your profile.')
  if (await verifyPassword(user.passwordHash, newPassword)) {
    throw new AppError('VALIDATION', 'Choose a password of your own, not the one on your slip.', {
      issues: [{ field: 'newPassword', message: 'Choose a password of your own, not the one on your slip.' }],
    })
  }
  const passwordHash = await hashPassword(newPassword)
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash, false)
    await deleteUserSessions(tx, user.id)
  })
  deps.sessions.forgetUser(user.id)
}
