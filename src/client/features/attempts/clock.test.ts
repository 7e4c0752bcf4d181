import { describe, expect, it } from 'vitest'
import { clockSync, formatClock, isTimeLow, progressPercent, remainingAt, timeAnnouncement } from './clock'

describe('the countdown', () => {
  it('formats seconds as mm:ss', () => {
    expect(formatClock(1800)).toBe('30:00')
    expect(formatClock(299)).toBe('04:59')
    expect(formatClock(61)).toBe('01:01')
    expect(formatClock(9.7)).toBe('00:09')
    expect(formatClock(0)).toBe('00:00')
    expect(formatClock(-5)).toBe('00:00')
  })

  it('turns red under 300 seconds', () => {
    expect(isTimeLow(300)).toBe(false)
    expect(isTimeLow(299)).toBe(true)
    expect(isTimeLow(0)).toBe(true)
  })

  it("counts down from the server's value on the monotonic clock, never below zero", () => {
    const sync = clockSync(100, 5_000)
    expect(remainingAt(sync, 5_000)).toBe(100)
    expect(remainingAt(sync, 5_999)).toBe(100)
    expect(remainingAt(sync, 6_000)).toBe(99)
    expect(remainingAt(sync, 65_000)).toBe(40)
    expect(remainingAt(sync, 500_000)).toBe(0)
  })

  it('announces only the crossing of 5 minutes and of 1 minute', () => {
    expect(timeAnnouncement(301, 300)).toBe(5)
    expect(timeAnnouncement(300, 299)).toBeNull()
    expect(timeAnnouncement(61, 60)).toBe(1)
    expect(timeAnnouncement(400, 30)).toBe(1)
    expect(timeAnnouncement(1000, 999)).toBeNull()
  })

  it('clamps the progress to 0..100 percent', () => {
    expect(progressPercent(1, 30)).toBe(3)
    expect(progressPercent(30, 30)).toBe(100)
    expect(progressPercent(45, 30)).toBe(100)
    expect(progressPercent(-2, 30)).toBe(0)
    expect(progressPercent(1, 0)).toBe(0)
  })
})
