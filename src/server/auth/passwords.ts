import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { concurrencyLimit } from '../lib/concurrency-limit'

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm 2 is argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/**
 * How many hashes run at once: one core fewer than the machine has, at least one. A hash is about 40 ms of CPU on
 * libuv's thread pool (4 threads); unbounded, a wave of sign-ups takes every core and answer saves wait behind it.
 * Bounded, the event loop and one core stay free, and sign-ups wait their turn in arrival order instead
 * (docs/benchmarks.md, "Exam day").
 */
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1)
const limited = concurrencyLimit(HASH_CONCURRENCY)

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS))
}

/**
 * A one-time password printed on a school's sign-in slip is random (ONE_TIME_PASSWORD_LENGTH letters of the slip
 * alphabet, about 2^38), lives until the student's first sign-in, and hundreds are made in one class-list upload. Its
 * hash need not slow down the guessing of a human choice: 4 MiB and one pass cost about a millisecond, so 500 slips
 * take well under a second instead of twenty (docs/decisions/026-schools.md). verifyPassword reads the cost from the
 * hash itself; the password the student then chooses is hashed at the full cost.
 */
const ONE_TIME_OPTIONS = { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 } as const

export function hashOneTimePassword(password: string): Promise<string> {
  return limited(() => hash(password, ONE_TIME_OPTIONS))
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password))
  } catch {
    return false
  }
}

/** A real hash of a random password, verified against when the e-mail is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`)
  return dummyHash
}
