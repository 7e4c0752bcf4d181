// A school's seats as a ledger (docs/decisions/050-seats.md): rows of seats added (bought or granted) and rows of
// seats used (one per student and grade). What is left is added minus used, counted under the school's row lock by
// whoever is about to use or add one.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { classes, seatAdditions, seatUses, users } from './schema'

export type SeatAdditionRow = typeof seatAdditions.$inferSelect

/** The school's seats in figures: bought, granted, used (withdrawn seats of a refunded order count as neither). */
export interface SeatCounts {
  bought: number
  granted: number
  used: number
}

export async function seatCounts(db: DbOrTx, schoolId: string): Promise<SeatCounts> {
  return (await seatCountsOf(db, [schoolId])).get(schoolId) ?? { bought: 0, granted: 0, used: 0 }
}

/** The seat figures of several schools in two grouped reads (the admin's list of schools). */
export async function seatCountsOf(db: DbOrTx, schoolIds: string[]): Promise<Map<string, SeatCounts>> {
  const counts = new Map<string, SeatCounts>(schoolIds.map((id) => [id, { bought: 0, granted: 0, used: 0 }]))
  if (schoolIds.length === 0) return counts
  const [added, used] = await Promise.all([
    db
      .select({ schoolId: seatAdditions.schoolId, kind: seatAdditions.kind, seats: sql<number>`sum(${seatAdditions.seats})::int` })
      .from(seatAdditions)
      .where(and(inArray(seatAdditions.schoolId, schoolIds), isNull(seatAdditions.revokedAt)))
      .groupBy(seatAdditions.schoolId, seatAdditions.kind),
    db
      .select({ schoolId: seatUses.schoolId, used: sql<number>`count(*)::int` })
      .from(seatUses)
      .where(inArray(seatUses.schoolId, schoolIds))
      .groupBy(seatUses.schoolId),
  ])
  for (const row of added) {
    const c = counts.get(row.schoolId)
    if (c) c[row.kind] = Number(row.seats)
  }
  for (const row of used) {
    const c = counts.get(row.schoolId)
    if (c) c.used = Number(row.used)
  }
  return counts
}

export async function insertSeatAddition(
  db: DbOrTx,
  addition: { schoolId: string; kind: 'bought' | 'granted'; seats: number; orderId?: string; grantedBy?: string; note?: string | null },
): Promise<SeatAdditionRow> {
  const [row] = await db.insert(seatAdditions).values(addition).returning()
  if (!row) throw new Error('seat addition insert returned nothing')
  return row
}

/** A refunded order's seats stop counting (once; answers the row). */
export async function revokeOrderSeats(db: DbOrTx, orderId: string, at: Date): Promise<SeatAdditionRow | undefined> {
  const [row] = await db
    .update(seatAdditions)
    .set({ revokedAt: at })
    .where(and(eq(seatAdditions.orderId, orderId), isNull(seatAdditions.revokedAt)))
    .returning()
  return row
}

/**
 * What decides whether a student may take a grade on a seat: the school and grade of the student's class (null for
 * a student in no class), and the grades the student already took a seat for.
 */
export async function seatFactsOf(db: DbOrTx, userId: string): Promise<{ schoolId: string | null; classGrade: number | null; seatGrades: number[] }> {
  const [[student], uses] = await Promise.all([
    db
      .select({ schoolId: classes.schoolId, classGrade: classes.grade })
      .from(users)
      .innerJoin(classes, and(eq(classes.id, users.classId), eq(classes.schoolId, users.schoolId)))
      .where(and(eq(users.id, userId), eq(users.role, 'student')))
      .limit(1),
    db.select({ grade: seatUses.grade }).from(seatUses).where(eq(seatUses.userId, userId)),
  ])
  return { schoolId: student?.schoolId ?? null, classGrade: student?.classGrade ?? null, seatGrades: uses.map((u) => u.grade) }
}

export async function hasSeatFor(db: DbOrTx, userId: string, grade: number): Promise<boolean> {
  const [row] = await db
    .select({ id: seatUses.id })
    .from(seatUses)
    .where(and(eq(seatUses.userId, userId), eq(seatUses.grade, grade)))
    .limit(1)
  return row !== undefined
}

/** Records a seat used; the caller holds the school's row lock and has counted a seat left. */
export async function insertSeatUse(db: DbOrTx, use: { schoolId: string; userId: string; grade: number }): Promise<void> {
  await db.insert(seatUses).values(use)
}
