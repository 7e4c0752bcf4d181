// Who may take a grade's test: anyone while an admin has payments switched off; otherwise whoever holds an
// entitlement covering the grade: the grade bought on its own, a basic plan (one assessment of any grade, bound to
// the first grade it is used for) or a premium plan that has not expired (every grade, retakes included); and, with
// none of those, a student of a class whose school has a seat for the class's grade (services/seats.ts).
import { GRADES } from '../../shared/constants'
import type { GradeAccess, GradeAccessList } from '../../shared/schemas/access'
import type { DbOrTx } from '../db/client'
import { listUserEntitlements, useBasicPlan, type EntitlementRow } from '../db/entitlements-repository'
import { hasSeatFor, seatCounts, seatFactsOf } from '../db/seats-repository'
import { listUserTestGrades } from '../db/tests-repository'
import { getPaymentsEnabled, type SettingsCache } from './settings-cache'
import { AppError } from '../errors'
import { PURCHASE_CACHE_TTL_MS, type PurchaseCache } from './purchase-cache'
import { claimSeat, seatsAllUsed, seatsLeft, seatStateFor, seatStateOf } from './seats'

export const activePremium = (e: EntitlementRow, at: number) => e.kind === 'premium' && (!e.expiresAt || e.expiresAt.getTime() > at)

/** The entitlement that lets the user take this grade, preferring one that is not used up by taking it. */
export function coveringEntitlement(list: EntitlementRow[], grade: number, at: number): EntitlementRow | undefined {
  return (
    list.find((e) => e.kind === 'grade' && e.grade === grade) ??
    list.find((e) => activePremium(e, at)) ??
    list.find((e) => e.kind === 'basic' && e.grade === grade) ??
    list.find((e) => e.kind === 'basic' && e.grade === null)
  )
}

/** Whether the user holds something covering the grade, whatever the payments switch says. */
export async function hasPurchasedGrade(db: DbOrTx, userId: string, grade: number, at: number): Promise<boolean> {
  return coveringEntitlement(await listUserEntitlements(db, userId), grade, at) !== undefined
}

/** What the cached access checks read: the payment switch's and the purchases' in-process caches, and the database. */
export interface AccessCaches {
  settings: SettingsCache
  purchaseCache: PurchaseCache
  db: DbOrTx
}

/**
 * Whether this instance already knows, without a query, that the user may take the grade: payments are off, or a
 * recent "yes" for this user and grade is remembered (services/purchase-cache.ts). false means "not known": ask
 * hasGradeAccessCached. Lets the questions request, the one every student makes, answer without a promise.
 */
export function knownGradeAccess(caches: AccessCaches, userId: string, grade: number, at: number): boolean {
  const enabled = caches.settings.cachedPaymentsEnabled()
  return enabled === false || (enabled === true && caches.purchaseCache.has(userId, grade, at))
}

/**
 * hasGradeAccess through the caches: the switch from the settings cache, and a "yes" remembered for no longer
 * than the entitlement that granted it.
 */
export async function hasGradeAccessCached(caches: AccessCaches, userId: string, grade: number, at: number): Promise<boolean> {
  if (!(await caches.settings.getPaymentsEnabled())) return true
  if (caches.purchaseCache.has(userId, grade, at)) return true
  const covering = coveringEntitlement(await listUserEntitlements(caches.db, userId), grade, at)
  if (!covering && !(await hasSeatFor(caches.db, userId, grade))) {
    // A seat the school still has for the student opens the questions before the start, which takes it
    // (claimGradeAccess); not remembered, since the school's last seat may go to a classmate first.
    return (await seatStateFor(caches.db, userId, grade)) === 'available'
  }
  // A seat taken for the grade (the attempt has started on it) opens its questions; it is never given back.
  const expires = covering?.expiresAt?.getTime() ?? Infinity
  caches.purchaseCache.remember(userId, grade, Math.min(at + PURCHASE_CACHE_TTL_MS, expires))
  return true
}

async function hasGradeAccess(db: DbOrTx, userId: string, grade: number, at: number): Promise<boolean> {
  if (!(await getPaymentsEnabled(db))) return true
  return hasPurchasedGrade(db, userId, grade, at)
}

export function paymentRequired(grade: number): AppError {
  return new AppError('PAYMENT_REQUIRED', `The grade ${grade} test needs to be purchased before it can be taken. Buy it on the instructions page or choose a plan.`)
}

/** Refuses (402) a grade the student may not start: nothing of their own covers it and no seat of the school can. */
export async function assertGradeAccess(db: DbOrTx, userId: string, grade: number, at: number): Promise<void> {
  if (await hasGradeAccess(db, userId, grade, at)) return
  const seat = await seatStateFor(db, userId, grade)
  if (seat === 'all-used') throw seatsAllUsed(grade)
  if (seat === null) throw paymentRequired(grade)
}

/**
 * At the start of an attempt: checks access and, when only an unused basic plan covers the grade, binds that plan
 * to the grade (its one assessment). Call inside the transaction that opens the attempt, holding the user's lock.
 */
export async function claimGradeAccess(tx: DbOrTx, userId: string, grade: number, at: number, cache?: PurchaseCache): Promise<void> {
  if (!(await getPaymentsEnabled(tx))) return
  const covering = coveringEntitlement(await listUserEntitlements(tx, userId), grade, at)
  if (!covering) {
    // The student's own purchase comes first; only without one does the school's seat cover the start.
    const seat = await claimSeat(tx, userId, grade)
    if (seat === 'taken' || seat === 'used') return
    throw seat === 'all-used' ? seatsAllUsed(grade) : paymentRequired(grade)
  }
  if (covering.kind === 'basic' && covering.grade === null) {
    // The plan now covers this grade only: what was remembered about the others no longer holds.
    cache?.forgetUser(userId)
    if (!(await useBasicPlan(tx, covering.id, grade))) throw paymentRequired(grade)
  }
}

/** Whether the holder of these entitlements may take a grade again after completing it: an active premium plan. */
const retakeAllowed = (list: EntitlementRow[], at: number) => list.some((e) => activePremium(e, at))

/** Whether the user may take a grade again after completing it (see retakeAllowed). */
export async function mayRetake(db: DbOrTx, userId: string, at: number): Promise<boolean> {
  return retakeAllowed(await listUserEntitlements(db, userId), at)
}

/**
 * What decides a student's grades: the payments switch, what they hold, their completed tests (newest first), and
 * the seats: the grade of the student's class, the grades a seat was taken for, and the school's seats left.
 */
export interface GradeFacts {
  paymentsEnabled: boolean
  entitlements: EntitlementRow[]
  tests: { id: string; grade: number }[]
  seats: { classGrade: number | null; seatGrades: number[]; left: number }
}

/**
 * What the student may do with a grade now, from the rules the API enforces: POST /api/attempts refuses with 402
 * what this calls `pay` (hasGradeAccess) and with 409 what it calls `completed` (a completed grade without
 * retakeAllowed), and opens an attempt for `start` and `retake` (tests/api/grade-access.test.ts holds the two to
 * the same answers). Every screen asks this instead of working it out from the history and the purchases.
 */
function gradeAccessOf(grade: number, facts: GradeFacts, at: number): GradeAccess {
  const covering = coveringEntitlement(facts.entitlements, grade, at)
  const taken = facts.tests.filter((t) => t.grade === grade)
  // Seats apply only while tests are paid for and nothing of the student's own covers the grade (claimGradeAccess).
  const seat = facts.paymentsEnabled && !covering ? seatStateOf(facts.seats, facts.seats.left, grade) : null
  const onSeat = seat === 'available' || seat === 'used'
  const action: GradeAccess['action'] =
    taken.length > 0
      ? retakeAllowed(facts.entitlements, at)
        ? 'retake'
        : 'completed'
      : !facts.paymentsEnabled || covering || onSeat
        ? 'start'
        : 'pay'
  return {
    grade,
    action,
    // While tests are free nothing the student holds is used (claimGradeAccess binds no plan), except that an
    // active premium plan still gives retakes.
    coveredBy: facts.paymentsEnabled
      ? (covering?.kind ?? (onSeat ? 'seat' : null))
      : retakeAllowed(facts.entitlements, at)
        ? 'premium'
        : 'free',
    seat,
    spendsBasicPlan: facts.paymentsEnabled && action === 'start' && covering?.kind === 'basic' && covering.grade === null,
    lastTestId: taken[0]?.id ?? null,
    completedCount: taken.length,
  }
}

/** Every grade's GradeAccess for the user (GET /api/grade-access). */
export async function listGradeAccess(caches: Pick<AccessCaches, 'settings' | 'db'>, userId: string, at: number): Promise<GradeAccessList> {
  const [paymentsEnabled, entitlements, tests, seatFacts] = await Promise.all([
    caches.settings.getPaymentsEnabled(),
    listUserEntitlements(caches.db, userId),
    listUserTestGrades(caches.db, userId),
    seatFactsOf(caches.db, userId),
  ])
  const left = seatFacts.schoolId ? seatsLeft(await seatCounts(caches.db, seatFacts.schoolId)) : 0
  const facts = { paymentsEnabled, entitlements, tests, seats: { ...seatFacts, left } }
  return { paymentsEnabled, grades: GRADES.map((grade) => gradeAccessOf(grade, facts, at)) }
}
