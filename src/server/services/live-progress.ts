// Live progress during the exam period (docs/decisions/030-exam-period-and-live-progress.md): where each student of a
// class is with the class grade's test, for the counsellor's view that refreshes every few seconds. One read per class
// per LIVE_PROGRESS_CACHE_SECONDS whoever asks: a lab of 40 students saving while the counsellor (or two) watch costs
// the database one plain, lock-free statement every few seconds, whatever the class's size.
import { readClassLive } from '../db/exam-period-repository'
import type { Db } from '../db/client'
import { notFound } from '../errors'
import type { ClassLive } from '../../shared/schemas/schools'
import { GONE_QUIET_SECONDS, LIVE_PROGRESS_CACHE_SECONDS } from '../../shared/schools'
import { MAX_QUESTIONS } from '../../shared/constants'
import type { Counsellor } from './schools'

/** Classes remembered at once; past it the oldest is dropped (a server of many schools in one exam week). */
const MAX_CACHED_CLASSES = 2000

export function createLiveProgress({ db, now }: { db: Db; now: () => number }) {
  // Keyed by school and class: a counsellor of another school never reaches an entry, even for a class id they guess.
  const cache = new Map<string, { at: number; answer: Promise<ClassLive | undefined> }>()

  async function read(schoolId: string, classId: string, at: number): Promise<ClassLive | undefined> {
    const rows = await readClassLive(db, schoolId, classId)
    const first = rows[0]
    if (!first) return undefined
    return {
      id: first.classId,
      name: first.className,
      grade: first.grade,
      testWindowOpen: first.testWindowOpen,
      asOf: new Date(at).toISOString(),
      quietAfterSeconds: GONE_QUIET_SECONDS,
      students: rows.flatMap((r) => {
        if (!r.id || r.firstName === null) return []
        const onTest = r.position !== null && r.savedAt !== null
        return [
          {
            id: r.id,
            firstName: r.firstName,
            lastName: r.lastName,
            rollNumber: r.rollNumber,
            state: onTest ? 'on-question' : r.finished ? 'finished' : 'not-started',
            question: onTest ? (r.position as number) + 1 : null,
            questionCount: onTest ? (r.questionCount ?? MAX_QUESTIONS) : null,
            answered: onTest ? (r.answered ?? 0) : null,
            lastSavedAt: onTest ? (r.savedAt as Date).toISOString() : null,
            quiet: onTest && at - (r.savedAt as Date).getTime() > GONE_QUIET_SECONDS * 1000,
          } as const,
        ]
      }),
    }
  }

  return {
    /** The class's live progress, at most LIVE_PROGRESS_CACHE_SECONDS old; 404 for a class not of the school. */
    async classLive(counsellor: Counsellor, classId: string): Promise<ClassLive> {
      const key = `${counsellor.schoolId}:${classId}`
      const at = now()
      let entry = cache.get(key)
      if (!entry || at - entry.at >= LIVE_PROGRESS_CACHE_SECONDS * 1000) {
        cache.delete(key)
        if (cache.size >= MAX_CACHED_CLASSES) cache.delete(cache.keys().next().value as string)
        const fresh = { at, answer: read(counsellor.schoolId, classId, at) }
        cache.set(key, fresh)
        // A failed read is not kept: the next refresh asks the database again.
        fresh.answer.catch(() => {
          if (cache.get(key) === fresh) cache.delete(key)
        })
        entry = fresh
      }
      const answer = await entry.answer
      if (!answer) throw notFound('That class')
      return answer
    },
  }
}

export type LiveProgress = ReturnType<typeof createLiveProgress>
