import { TIMER_WARNING_SECONDS } from '../../../shared/constants'

/** 'mm:ss' for a countdown; negative or fractional seconds are shown as whole seconds, never below 00:00. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const mm = Math.floor(seconds / 60)
  const ss = seconds % 60
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`
}

/** The timer turns red under 300 seconds (docs/product.md, "Taking a test"). */
export function isTimeLow(seconds: number): boolean {
  return seconds < TIMER_WARNING_SECONDS
}

/** Progress as a percentage, clamped to 0..100 (docs/product.md, "Taking a test"). */
export function progressPercent(current: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, Math.max(0, Math.round((current / total) * 100)))
}

/**
 * The server's remaining seconds and the moment they arrived on this device's MONOTONIC clock
 * (performance.now, which a change of the phone's date or time zone does not move).
 */
export interface ClockSync {
  remainingSeconds: number
  syncedAt: number
}

export function clockSync(remainingSeconds: number, now = performance.now()): ClockSync {
  return { remainingSeconds, syncedAt: now }
}

/** Seconds left now, counted down from the last server value. */
export function remainingAt(sync: ClockSync, now = performance.now()): number {
  return Math.max(0, sync.remainingSeconds - Math.floor((now - sync.syncedAt) / 1000))
}

/** When a screen reader hears the minutes left, and how many: only as the time crosses 5 minutes and 1 minute. */
export function timeAnnouncement(previous: number, current: number): 1 | 5 | null {
  if (previous > 60 && current <= 60) return 1
  if (previous > 300 && current <= 300) return 5
  return null
}
