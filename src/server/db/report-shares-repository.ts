import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { reportShares, tests } from './schema'

export type ReportShareRow = typeof reportShares.$inferSelect

export async function insertReportShare(
  db: DbOrTx,
  share: { tokenHash: string; token: string; testId: string; createdBy: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(reportShares).values(share)
}

export async function findReportShare(db: DbOrTx, tokenHash: string): Promise<ReportShareRow | undefined> {
  const [row] = await db.select().from(reportShares).where(eq(reportShares.tokenHash, tokenHash)).limit(1)
  return row
}

/** The link the test's owner is shown: the newest one in force whose token is kept. */
export async function findCurrentReportShare(db: DbOrTx, testId: string, now: Date): Promise<ReportShareRow | undefined> {
  const [row] = await db
    .select()
    .from(reportShares)
    .where(and(eq(reportShares.testId, testId), isNotNull(reportShares.token), gt(reportShares.expiresAt, now)))
    .orderBy(desc(reportShares.createdAt))
    .limit(1)
  return row
}

/** 'Stop sharing': every link of the test stops working at once. Answers how many there were. */
export async function deleteReportShares(db: DbOrTx, testId: string): Promise<number> {
  const rows = await db.delete(reportShares).where(eq(reportShares.testId, testId)).returning({ tokenHash: reportShares.tokenHash })
  return rows.length
}

/** The links made for a user's tests (for the data export: when, and for which test; the tokens are not kept). */
export async function listUserReportShares(db: DbOrTx, userId: string): Promise<{ testId: string; createdAt: Date; expiresAt: Date }[]> {
  return db
    .select({ testId: reportShares.testId, createdAt: reportShares.createdAt, expiresAt: reportShares.expiresAt })
    .from(reportShares)
    .innerJoin(tests, eq(tests.id, reportShares.testId))
    .where(eq(tests.userId, userId))
    .orderBy(desc(reportShares.createdAt))
}
