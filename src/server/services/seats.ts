// Seats (docs/decisions/050-seats.md): a school buys seats (an order settled by services/payments.ts) or a platform
// admin grants them, and a student of a class takes the class grade's test on one without paying. A seat is used
// when the attempt starts, once per student and grade, counted under the school's row lock so that a class starting
// together never uses more seats than the school has.
import { insertAudit } from '../db/audit-repository'
import type { Db, DbOrTx } from '../db/client'
import { lockSchool } from '../db/schools-repository'
import { insertSeatAddition, insertSeatUse, seatCounts, seatFactsOf, type SeatCounts } from '../db/seats-repository'
import { AppError, notFound } from '../errors'
import type { SchoolSeats, SeatState } from '../../shared/schemas/schools'

/** Seats left: added minus used (a refund after use can take it below nothing; no seat is left then). */
export const seatsLeft = (c: SeatCounts) => Math.max(0, c.bought + c.granted - c.used)

export const toSchoolSeats = (c: SeatCounts): SchoolSeats => ({ ...c, left: seatsLeft(c) })

export async function schoolSeats(db: DbOrTx, schoolId: string): Promise<SchoolSeats> {
  return toSchoolSeats(await seatCounts(db, schoolId))
}

export const seatsAllUsed = (grade: number) =>
  new AppError(
    'PAYMENT_REQUIRED',
    `Your school's seats are all used: ask your counsellor, or buy the grade ${grade} test on its instructions page.`,
  )

/**
 * A grade on a seat, for a student with nothing of their own covering it: `used` (a seat was taken for this grade
 * already, so starting again takes no other), `available` (the grade of the student's class, and the school has a
 * seat left), `all-used` (the class's grade, no seat left), or null (seats do not apply).
 */
export function seatStateOf(facts: { classGrade: number | null; seatGrades: number[] }, left: number, grade: number): SeatState | null {
  if (facts.seatGrades.includes(grade)) return 'used'
  if (facts.classGrade !== grade) return null
  return left > 0 ? 'available' : 'all-used'
}

/** The seat state of a grade for this student, read without locks (the attempt's start decides under them). */
export async function seatStateFor(db: DbOrTx, userId: string, grade: number): Promise<SeatState | null> {
  const facts = await seatFactsOf(db, userId)
  if (!facts.schoolId) return seatStateOf(facts, 0, grade)
  return seatStateOf(facts, seatsLeft(await seatCounts(db, facts.schoolId)), grade)
}

/**
 * At the start of an attempt with nothing of the student's own covering the grade: takes a seat of the school, or
 * finds the one taken for the grade before. Inside the attempt's transaction, holding the student's row lock; the
 * school's row lock makes the count and the insert one step for every student of the school. Answers how the start
 * is covered, or why not.
 */
export async function claimSeat(tx: DbOrTx, userId: string, grade: number): Promise<'taken' | SeatState | null> {
  const facts = await seatFactsOf(tx, userId)
  if (facts.seatGrades.includes(grade)) return 'used'
  if (!facts.schoolId || facts.classGrade !== grade) return null
  await lockSchool(tx, facts.schoolId)
  if (seatsLeft(await seatCounts(tx, facts.schoolId)) <= 0) return 'all-used'
  await insertSeatUse(tx, { schoolId: facts.schoolId, userId, grade })
  return 'taken'
}

/** A platform admin grants seats to a school (a pilot, a sponsor, a support case): recorded with the admin and a note. */
export async function grantSeats(db: Db, adminId: string, schoolId: string, seats: number, note: string): Promise<SchoolSeats> {
  return db.transaction(async (tx) => {
    const school = await lockSchool(tx, schoolId)
    if (!school) throw notFound('That school')
    const before = await seatCounts(tx, schoolId)
    await insertSeatAddition(tx, { schoolId, kind: 'granted', seats, grantedBy: adminId, note })
    const after = { ...before, granted: before.granted + seats }
    await insertAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: 'seats.granted',
      targetUserId: null,
      schoolId,
      details: { school: school.name, seats, note, seatsLeft: { before: seatsLeft(before), after: seatsLeft(after) } },
    })
    return toSchoolSeats(after)
  })
}

/**
 * A paid order's seats reach the school (called once per order, by the payments' one settling step): recorded with
 * the counsellor who ordered them.
 */
export async function addBoughtSeats(
  tx: DbOrTx,
  order: { id: string; userId: string | null; schoolId: string; amount: number },
  seats: number,
  via: string,
): Promise<void> {
  const school = await lockSchool(tx, order.schoolId)
  const before = await seatCounts(tx, order.schoolId)
  await insertSeatAddition(tx, { schoolId: order.schoolId, kind: 'bought', seats, orderId: order.id })
  const after = { ...before, bought: before.bought + seats }
  await insertAudit(tx, {
    actorId: order.userId,
    actorKind: 'counsellor',
    action: 'seats.bought',
    targetUserId: null,
    schoolId: order.schoolId,
    details: { school: school?.name ?? null, seats, orderId: order.id, amount: order.amount, via, seatsLeft: { before: seatsLeft(before), after: seatsLeft(after) } },
  })
}
