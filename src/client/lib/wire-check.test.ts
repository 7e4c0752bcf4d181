// @vitest-environment node
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateWireSchemasSource, WIRE_FILE, WIRE_SCHEMAS } from '../../../scripts/generate-wire-schemas'
import * as wire from './wire-schemas.generated'
import { matchesSchema, type JsonSchema } from './wire-check'

const attempt = {
  id: '0b7c1f0e-6a3e-4b8e-9a55-2f1d6c1e9a01',
  grade: 10,
  studentName: 'Asha Rao',
  answers: { 'g10-int-01': 'Drama', 'g10-int-02': '4' },
  position: 1,
  revision: 3,
  startedAt: '2026-03-05T10:00:00.000Z',
  deadlineAt: '2026-03-05T10:30:00.000Z',
  remainingSeconds: 1700,
  status: 'open',
  testId: null,
  currentStream: null,
}
const test = {
  id: 't1',
  userId: 'u1',
  studentName: 'Asha Rao',
  grade: 11,
  answers: { 'g11-int-01': 'Drama' },
  timeSpent: 725,
  completedAt: '2026-03-05T10:00:00.000Z',
  score: { analytical: 70, creative: 55.5, leadership: 40, social: 12 },
  currentStream: 'science-pcb',
  bestFamily: { label: 'Health and medicine', band: 'Strong fit' },
}
const question = { id: 'g10-int-01', questionText: 'Which club?', questionType: 'multiple_choice', options: ['Science', 'Drama'], section: 'Interests' }

/** A valid answer for each generated schema, the starting point of the mutations below. */
const SAMPLES: Record<string, unknown> = {
  errorBodyWire: { message: 'Please check the form.', code: 'BAD_REQUEST', issues: [{ field: 'email', message: 'Email is required' }] },
  errorMessageWire: { message: 'Invalid email or password' },
  userWire: { id: 'u1', firstName: 'Asha', lastName: null, email: 'asha@example.com', isAdmin: false, createdAt: '2026-01-05T10:00:00.000Z', role: 'student' },
  testWire: test,
  testHistoryWire: [test, { ...test, id: 't2', grade: 9, currentStream: undefined, bestFamily: undefined }],
  answersWire: { 'g10-int-01': 'Drama' },
  paymentSettingsWire: { paymentsEnabled: true },
  gradeAccessListWire: {
    paymentsEnabled: true,
    grades: [
      { grade: 10, action: 'retake', coveredBy: 'premium', spendsBasicPlan: false, seat: null, lastTestId: 't1', completedCount: 1 },
      { grade: 11, action: 'start', coveredBy: 'seat', spendsBasicPlan: false, seat: 'available', lastTestId: null, completedCount: 0 },
    ],
  },
  pricingWire: {
    gradeTest: { name: 'Single grade test', description: 'One grade.', price: 7500, features: ['One assessment of one grade'] },
    basic: { name: 'Basic', description: 'One of any grade.', price: 9900, features: [] },
    premium: { name: 'Premium', description: 'Every grade.', price: 49900, features: ['Unlimited retakes'] },
    currency: 'INR',
    mockMode: true,
  },
  attemptWire: attempt,
  currentAttemptWire: attempt,
  saveAttemptResponseWire: { revision: 4, remainingSeconds: 1690, savedAt: '2026-03-05T10:01:40.000Z' },
  questionListWire: [question, { ...question, id: 'g10-int-02', questionType: 'rating_scale' }],
}

type Path = (string | number)[]
function paths(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix]
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => paths(v, [...prefix, i])))
  if (typeof value === 'object' && value !== null) return here.concat(...Object.entries(value).map(([k, v]) => paths(v, [...prefix, k])))
  return here
}
function setAt(value: unknown, path: Path, next: unknown, remove: boolean): unknown {
  if (path.length === 0) return next
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1)
    else delete copy[head as string]
  } else copy[head as string] = setAt(copy[head as string], rest, next, remove)
  return copy
}

// JSON as it arrives: what JSON.parse can give (no undefined, no NaN), with the strings and numbers the schemas
// are sensitive to (long strings, fractions, negatives, huge integers) often enough.
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ minLength: 39, maxLength: 45 }),
  fc.string({ minLength: 198, maxLength: 202 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, 'open', 'submitted', 'science-pcb', 'rating_scale', null, true, [], {}),
)

describe('response checks without zod (wire-check.ts)', () => {
  it('the generated schemas are what zod makes of the shared schemas today', () => {
    expect(readFileSync(WIRE_FILE, 'utf8'), 'run: node --import tsx scripts/generate-wire-schemas.ts').toBe(generateWireSchemasSource())
  })

  it.each(WIRE_SCHEMAS.map(([name, schema]) => [name, schema] as const))('%s accepts and refuses exactly what zod does', (name, schema) => {
    const json = (wire as Record<string, JsonSchema>)[name] as JsonSchema
    const sample = JSON.parse(JSON.stringify(SAMPLES[name])) as unknown
    expect(schema.safeParse(sample).success, `${name}: the sample is valid`).toBe(true)
    expect(matchesSchema(json, sample)).toBe(true)
    const all = paths(sample)
    fc.assert(
      fc.property(fc.nat(all.length - 1), jsonValue, fc.boolean(), fc.string({ maxLength: 42 }), (at, next, remove, extraKey) => {
        const path = all[at] as Path
        const target = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], sample)
        // Either that value replaced or removed, or (on an object) a key added: a key nobody asked for, which zod
        // accepts on an object, or a new entry of a record (answers, scores).
        const isPlainObject = typeof target === 'object' && target !== null && !Array.isArray(target)
        let mutated = extraKey && isPlainObject ? setAt(sample, path, { ...target, [extraKey]: next }, false) : setAt(sample, path, next, remove)
        mutated = JSON.parse(JSON.stringify(mutated)) as unknown
        expect(matchesSchema(json, mutated), JSON.stringify(mutated)).toBe(schema.safeParse(mutated).success)
      }),
      { numRuns: 400 },
    )
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(matchesSchema(json, value)).toBe(schema.safeParse(value).success)
      }),
    )
  })
})
