// The main app's database before it starts: 50,000 students seeded in SQL, so the admin specs find one among them as a
// platform admin would (the API tests seed and check the lists at that size; this is the browser's side).
import path from 'node:path'
import { openDatabase } from '../../../src/server/db/client'
import { migrate } from '../../../src/server/db/migrate'

export const E2E_SEEDED_STUDENTS = 50_000

/** Migrates the data folder's database and adds the students, each made before the specs' own accounts. */
export async function seedStudents(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') })
  try {
    await migrate(database)
    await database.exec(`
      INSERT INTO users (email, first_name, last_name, password_hash, created_at)
      SELECT 'seeded' || i || '@example.org', 'Seeded', 'Student ' || i, 'not-a-hash', timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second'
      FROM generate_series(1, ${E2E_SEEDED_STUDENTS}) AS i`)
  } finally {
    await database.close()
  }
}
