import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { counsellingRequests } from './schema'

export type CounsellingRow = typeof counsellingRequests.$inferSelect

export async function insertCounsellingRequest(db: DbOrTx, request: typeof counsellingRequests.$inferInsert): Promise<CounsellingRow> {
  const [row] = await db.insert(counsellingRequests).values(request).returning()
  if (!row) throw new Error('insert into counselling_requests returned nothing')
  return row
}

export async function listCounsellingRequests(db: DbOrTx, limit = 500): Promise<CounsellingRow[]> {
  return db.select().from(counsellingRequests).orderBy(desc(counsellingRequests.createdAt)).limit(limit)
}

export async function listUserCounsellingRequests(db: DbOrTx, userId: string): Promise<CounsellingRow[]> {
  return db.select().from(counsellingRequests).where(eq(counsellingRequests.userId, userId))
}
