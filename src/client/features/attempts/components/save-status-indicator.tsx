import { useState } from 'react'
import { cn } from '../../../lib/cn'
import type { SaveStatus } from '../save-queue'

const LABELS: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — answers kept on this device',
}

/**
 * A small line saying where the answers are. Screen readers hear only the moves into and out of offline,
 * not every save.
 */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const offline = status === 'offline'
  const [wasOffline, setWasOffline] = useState(offline)
  const [announcement, setAnnouncement] = useState('')
  // Adjusted while rendering (React's pattern for state that follows a prop), so the message changes only on a move.
  if (offline !== wasOffline) {
    setWasOffline(offline)
    setAnnouncement(offline ? LABELS.offline : 'Back online. Your answers are being saved.')
  }

  return (
    <>
      <p
        data-testid="save-status"
        className={cn(
          'inline-flex items-center gap-2 text-sm font-medium',
          status === 'offline' ? 'text-amber-900' : status === 'saving' ? 'text-gray-700' : 'text-green-800',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-2.5 shrink-0 rounded-full',
            status === 'offline' ? 'bg-amber-600' : status === 'saving' ? 'bg-gray-500' : 'bg-green-700',
          )}
        />
        {LABELS[status]}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
