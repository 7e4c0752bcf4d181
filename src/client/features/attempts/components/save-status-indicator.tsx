import { useState } from 'react'
import { useI18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { cn } from '../../../lib/cn'
import type { SaveStatus } from '../save-queue'

const LABELS = {
  saved: 'test.save.saved',
  saving: 'test.save.saving',
  offline: 'test.save.offline',
} as const satisfies Record<SaveStatus, MessageId>

/**
 * A small line saying where the answers are. Screen readers hear only the moves into and out of offline,
 * not every save.
 */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const { t } = useI18n()
  const offline = status === 'offline'
  const [wasOffline, setWasOffline] = useState(offline)
  const [announcement, setAnnouncement] = useState<MessageId | null>(null)
  // Adjusted while rendering (React's pattern for state that follows a prop), so the message changes only on a move.
  if (offline !== wasOffline) {
    setWasOffline(offline)
    setAnnouncement(offline ? LABELS.offline : 'test.save.online')
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
        {t(LABELS[status])}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement && t(announcement)}
      </p>
    </>
  )
}
