// The exam bench's verdict on lost answers must be able to fail: every answer a student saw acknowledged has to be
// in the database, and every acknowledged submission has to have made a test.
import { describe, expect, it } from 'vitest'
import { check, type Outcome } from './lib/exam-day'

const outcome = (email: string, saved: Record<string, string>, submitted = true): Outcome => ({
  registered: true,
  loggedIn: false,
  refused429: false,
  submitted,
  errors: [],
  saveMs: [],
  saveAt: [],
  saved,
  email,
  pdf: 'none',
  reload: 'none',
})

describe('exam day: the stored-answers check', () => {
  it('counts nothing lost when the database holds every acknowledged answer', () => {
    const stored = new Map([['a@school.test', { answers: { q1: '3', q2: 'Maths', q3: '1' }, test_id: 't1' }]])
    expect(check([outcome('a@school.test', { q1: '3', q2: 'Maths' })], stored)).toEqual({ lost: 0, missingTests: 0 })
  })

  it('counts a changed or missing answer, a missing student and a submission without a test', () => {
    const stored = new Map([
      ['a@school.test', { answers: { q1: '2' }, test_id: null }],
      ['b@school.test', { answers: { q1: '3' }, test_id: 't2' }],
    ])
    const result = check(
      [outcome('a@school.test', { q1: '3', q2: 'Maths' }), outcome('b@school.test', { q1: '3' }), outcome('c@school.test', { q1: '5' })],
      stored,
    )
    expect(result).toEqual({ lost: 3, missingTests: 2 })
  })
})
