import { and, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { reportShares, tests } from './schema'

export type ReportShareRow = typeof reportShares.$inferSelect

export async function insertReportShare(
  db: DbOrTx,
  share: { tokenHash: string; testId: string; createdBy: string; createdAt: Date },
): Promise<void> {
  await db.insert(reportShares).values(share)
}

export async function findReportShare(db: DbOrTx, tokenHash: string): Promise<ReportShareRow | undefined> {
  const [row] = await db.select().from(reportShares).where(eq(reportShares.tokenHash, tokenHash)).limit(1)
  return row
}

/** Keeps the newest `keep` links of a test and deletes the rest, so repeated sharing cannot grow without bound. */
export async function pruneReportShares(db: DbOrTx, testId: string, keep: number): Promise<void> {
  const rows = await db
    .select({ tokenHash: reportShares.tokenHash })
    .from(reportShares)
    .where(eq(reportShares.testId, testId))
    .orderBy(desc(reportShares.createdAt))
  const stale = rows.slice(keep).map((r) => r.tokenHash)
  if (stale.length > 0) {
    await db.delete(reportShares).where(and(eq(reportShares.testId, testId), inArray(reportShares.tokenHash, stale)))
  }
}

/** 'Stop sharing': every link of the test stops working at once. Answers how many there were. */
export async function deleteReportShares(db: DbOrTx, testId: string): Promise<number> {
  const rows = await db.delete(reportShares).where(eq(reportShares.testId, testId)).returning({ tokenHash: reportShares.tokenHash })
  return rows.length
}

/** The links made for a user's tests (for the data export: when, and for which test; the tokens are not kept). */
export async function listUserReportShares(db: DbOrTx, userId: string): Promise<{ testId: string; createdAt: Date }[]> {
  return db
    .select({ testId: reportShares.testId, createdAt: reportShares.createdAt })
    .from(reportShares)
    .innerJoin(tests, eq(tests.id, reportShares.testId))
    .where(eq(tests.userId, userId))
    .orderBy(desc(reportShares.createdAt))
}
