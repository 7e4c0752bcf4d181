import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from './client'
import { tests } from './schema'

export type TestRow = typeof tests.$inferSelect

export async function listUserTests(db: DbOrTx, userId: string): Promise<TestRow[]> {
  return db.select().from(tests).where(eq(tests.userId, userId)).orderBy(desc(tests.completedAt))
}
