// Who may take a grade's test: anyone while an admin has payments switched off, otherwise whoever purchased
// the grade. Purchases and plans are recorded by the payments capability; until it lands none exist.
import type { DbOrTx } from '../db/client'
import { getPaymentsEnabled } from '../db/settings-repository'
import { AppError } from '../errors'

export async function hasPurchasedGrade(_db: DbOrTx, _userId: string, _grade: number): Promise<boolean> {
  return false
}

export async function hasGradeAccess(db: DbOrTx, userId: string, grade: number): Promise<boolean> {
  if (!(await getPaymentsEnabled(db))) return true
  return hasPurchasedGrade(db, userId, grade)
}

export async function assertGradeAccess(db: DbOrTx, userId: string, grade: number): Promise<void> {
  if (!(await hasGradeAccess(db, userId, grade))) {
    throw new AppError('PAYMENT_REQUIRED', `The grade ${grade} test needs to be purchased before it can be taken.`)
  }
}

/** Whether the user may take a grade again after completing it (an active premium plan). */
export async function mayRetake(_db: DbOrTx, _userId: string): Promise<boolean> {
  return false
}
