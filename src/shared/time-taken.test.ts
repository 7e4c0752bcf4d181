import { describe, expect, it } from 'vitest'
import { durationInWords, minutesTaken, secondsTaken, tooFastMessage, withTimeTaken } from './time-taken'

describe('time taken, one rule everywhere', () => {
  it('rounds minutes down (timeSpent / 60, rounded down: docs/product.md, "Results"), in numbers and in words', () => {
    const cases: [number, number, string][] = [
      [0, 0, 'under a minute'],
      [59, 0, 'under a minute'],
      [60, 1, '1 minute'],
      [119, 1, '1 minute'],
      [150, 2, '2 minutes'],
      [179, 2, '2 minutes'],
      [1259, 20, '20 minutes'],
    ]
    for (const [seconds, minutes, words] of cases) {
      expect(minutesTaken(seconds), `${seconds} s`).toBe(minutes)
      expect(durationInWords(seconds), `${seconds} s`).toBe(words)
    }
    expect(secondsTaken(-3)).toBe(0)
    expect(minutesTaken(-90)).toBe(0)
  })

  it('says a stored too-fast message again by the rule, from the test’s own time, and leaves other text alone', () => {
    // Stored before the rule: 150 s rounded to the nearest minute.
    const stored = 'You finished in 3 minutes, too fast to read the questions carefully.'
    expect(withTimeTaken(stored, 150)).toBe('You finished in 2 minutes, too fast to read the questions carefully.')
    expect(withTimeTaken(`Read these matches with extra care: ${stored} The matches are still shown below.`, 150)).toBe(
      'Read these matches with extra care: You finished in 2 minutes, too fast to read the questions carefully. The matches are still shown below.',
    )
    expect(withTimeTaken('You finished in under a minute, too fast to read the questions carefully.', 75)).toBe(tooFastMessage(75))
    expect(withTimeTaken(stored, undefined)).toBe(stored)
    expect(withTimeTaken('Your interests are very even.', 150)).toBe('Your interests are very even.')
  })
})
