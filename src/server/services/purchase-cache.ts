// Which students may read which grade's questions, remembered for a short while so that the questions request (the
// one every student makes, often, on exam day) does not read the entitlements table each time.
// Only "yes" is remembered: a purchase shows at once because "no" is always asked afresh. A "yes" can only turn into
// a "no" when an unused basic plan is bound to another grade (forgotten here at once, on this instance) or when a
// premium plan expires (the entry never outlives the plan); elsewhere it lasts at most TTL_MS. Starting an attempt
// and submitting always check the database itself.

export const PURCHASE_CACHE_TTL_MS = 30_000
const MAX_USERS = 50_000

export interface PurchaseCache {
  has(userId: string, grade: number, at: number): boolean
  remember(userId: string, grade: number, until: number): void
  forgetUser(userId: string): void
}

export function createPurchaseCache(): PurchaseCache {
  const users = new Map<string, Map<number, number>>()
  return {
    has(userId, grade, at) {
      const until = users.get(userId)?.get(grade)
      if (until === undefined) return false
      if (until > at) return true
      users.get(userId)?.delete(grade)
      return false
    },
    remember(userId, grade, until) {
      let grades = users.get(userId)
      if (!grades) {
        // A crude bound: a school's day fits many times over; past it, start afresh rather than grow.
        if (users.size >= MAX_USERS) users.clear()
        grades = new Map()
        users.set(userId, grades)
      }
      grades.set(grade, until)
    },
    forgetUser(userId) {
      users.delete(userId)
    },
  }
}
