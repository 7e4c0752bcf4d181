import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/i18n'
import { cn } from '../../../lib/cn'
import { formatClock, isTimeLow, remainingAt, timeAnnouncement, type ClockSync } from '../clock'

interface CountdownProps {
  sync: ClockSync
  /** Called when the time reaches zero (the screen submits once). */
  onExpire: () => void
}

/**
 * The mm:ss countdown. It ticks in its own component, so only this text re-renders each second; the time is always
 * the last server value minus the time passed on the monotonic clock.
 */
export function Countdown({ sync, onExpire }: CountdownProps) {
  // The first render shows the server's value as it was given, and the effect below counts it down at once: a page the
  // server drew (decision 018) is hydrated seconds after the server measured the time, and React adopts the server's
  // HTML only when the first render gives the same text and classes.
  const { t } = useI18n()
  const [remaining, setRemaining] = useState(sync.remainingSeconds)
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null)
  const previous = useRef(remaining)
  const onExpireRef = useRef(onExpire)

  useEffect(() => {
    onExpireRef.current = onExpire
  }, [onExpire])

  useEffect(() => {
    const tick = () => {
      const next = remainingAt(sync)
      const minutes = timeAnnouncement(previous.current, next)
      if (minutes) setMinutesLeft(minutes)
      previous.current = next
      setRemaining(next)
      if (next <= 0) onExpireRef.current()
    }
    tick()
    // A quarter second keeps the display within a second of the truth after the tab was throttled or asleep.
    const id = setInterval(tick, 250)
    return () => clearInterval(id)
  }, [sync])

  const low = isTimeLow(remaining)
  return (
    <>
      <p
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-mono text-xl font-bold tabular-nums',
          low ? 'bg-red-50 text-red-700' : 'bg-blue-50 text-blue-900',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2 2M9 2h6" />
        </svg>
        <span className="sr-only">{t('test.timeLeft')}</span>
        <span data-testid="countdown">{formatClock(remaining)}</span>
      </p>
      {/* Heard only at 5 minutes and at 1 minute, not every second. */}
      <p aria-live="polite" className="sr-only">
        {minutesLeft !== null && t('test.minutesLeft', { minutes: minutesLeft })}
      </p>
    </>
  )
}
