import { useState } from 'react'
import type { AuditAction, AuditEntry } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { SelectField } from '../../../components/ui/select-field'
import { apiErrorMessage } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useAuditPages } from '../api/get-audit'
import { ResponsiveTable, type Column } from './responsive-table'

/** Every action the server records, as an admin reads it. */
const ACTION_TEXT: Record<AuditAction, string> = {
  'admin.granted': 'Admin access given',
  'admin.revoked': 'Admin access removed',
  'school.created': 'School added',
  'counsellor.invited': 'Counsellor invited',
  'counsellor.joined': 'Counsellor joined',
  'class.created': 'Class created',
  'class.test-window-opened': 'Test window opened',
  'class.test-window-closed': 'Test window closed',
  'class-list.imported': 'Class list imported',
  'student.created': 'Student added from a class list',
  'student.password-reset': "Student's password reset",
  'student.extra-time': 'Extra time given',
  'student.data-exported': "Student's data exported",
  'student.deleted': "Student's account deleted",
  'payment.refunded': 'Payment refunded',
  'payment.partially-refunded': 'Payment partly refunded',
  'payment.disputed': 'Payment disputed',
  'seats.bought': 'Seats bought',
  'seats.granted': 'Seats granted',
}

const ACTOR_TEXT: Record<AuditEntry['actorKind'], string> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
  cli: 'Command line',
  'admin-emails': 'ADMIN_EMAILS',
  gateway: 'Payment gateway',
}

const ALL = ''
const actionOptions = [{ value: ALL, label: 'Every action' }, ...Object.entries(ACTION_TEXT).map(([value, label]) => ({ value, label }))]

/** A detail as a line: "timeFactor: 1 → 1.5" for a change, "created: 40" for a fact. */
export function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const change = value as { before: unknown; after: unknown }
      return `${key}: ${show(change.before)} → ${show(change.after)}`
    }
    return `${key}: ${show(value)}`
  })
}

function show(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => formatDateTime(e.at) },
  {
    header: 'Who',
    cell: (e) => (
      <span className="break-all">
        {ACTOR_TEXT[e.actorKind]}
        {e.actorName ? `: ${e.actorName}` : ''}
      </span>
    ),
  },
  { header: 'On whom', cell: (e) => <span className="break-all">{e.targetName ?? (e.targetUserId ? 'Deleted account' : '—')}</span> },
  { header: 'School', cell: (e) => e.schoolName ?? '—' },
  {
    header: 'Change',
    fullWidth: true,
    cell: (e) => {
      const lines = detailLines(e.details)
      return lines.length === 0 ? (
        '—'
      ) : (
        <ul className="flex flex-col gap-0.5">
          {lines.map((line) => (
            <li key={line} className="break-all">
              {line}
            </li>
          ))}
        </ul>
      )
    },
  },
]

/**
 * The audit log, newest first, a page at a time: every change an admin, a counsellor, the command line or the payment
 * gateway made, with who, on whom, when and what it was before and after. Read only: no call changes an entry.
 */
export function ActivityLog() {
  const [action, setAction] = useState(ALL)
  const pages = useAuditPages(action || undefined)
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <section aria-labelledby="admin-activity-title" className="flex flex-col gap-4">
      {/* The entries' cards are headed at level 3, under this one and the page's title. */}
      <h2 id="admin-activity-title" className="sr-only">
        Activity log
      </h2>
      <SelectField label="Show" className="max-w-sm" value={action} options={actionOptions} onChange={(e) => setAction(e.target.value)} />
      {pages.isPending ? (
        <LoadingState label="Loading the activity..." />
      ) : pages.isError && entries.length === 0 ? (
        <ErrorPanel
          title="Could not load the activity"
          message={apiErrorMessage(pages.error, 'Please check your connection and try again.')}
          onRetry={() => void pages.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="text-gray-700">Nothing recorded yet.</p>
      ) : (
        <>
          <ResponsiveTable
            id="admin-activity"
            label="Activity, newest first"
            rows={entries}
            rowKey={(e) => e.id}
            title={{ header: 'Action', cell: (e) => (e.action in ACTION_TEXT ? ACTION_TEXT[e.action as AuditAction] : e.action) }}
            columns={columns}
          />
          <p className="text-sm text-gray-700" aria-live="polite">
            {entries.length === 1 ? 'Showing 1 entry' : `Showing ${entries.length} entries`}
            {pages.hasNextPage ? '' : ': the whole log.'}
          </p>
          {pages.isFetchNextPageError ? (
            <p role="alert" className="text-red-800">
              {apiErrorMessage(pages.error, 'Could not load older entries. Please check your connection and try again.')}
            </p>
          ) : null}
          {pages.hasNextPage ? (
            <Button variant="secondary" className="self-start" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? 'Loading older entries...' : 'Show older entries'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
