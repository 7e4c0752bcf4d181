import { useState } from 'react'
import type { AuditAction, AuditEntry } from '../../../../shared/schemas/admin'
import { Button } from '../../../components/ui/button'
import { ErrorPanel } from '../../../components/ui/error-panel'
import { LoadingState } from '../../../components/ui/loading-state'
import { SelectField } from '../../../components/ui/select-field'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
import { useAuditPages } from '../api/get-audit'
import { dateTimeOptions } from '../format'
import { ResponsiveTable, type Column } from './responsive-table'

/** Every action the server records, as an admin reads it. */
const ACTION_TEXT: Record<AuditAction, MessageId> = {
  'admin.granted': 'admin.activity.action.adminGranted',
  'admin.revoked': 'admin.activity.action.adminRevoked',
  'school.created': 'admin.activity.action.schoolCreated',
  'counsellor.invited': 'admin.activity.action.counsellorInvited',
  'counsellor.joined': 'admin.activity.action.counsellorJoined',
  'class.created': 'admin.activity.action.classCreated',
  'class.test-window-opened': 'admin.activity.action.testWindowOpened',
  'class.test-window-closed': 'admin.activity.action.testWindowClosed',
  'class-list.imported': 'admin.activity.action.classListImported',
  'student.created': 'admin.activity.action.studentCreated',
  'student.password-reset': 'admin.activity.action.studentPasswordReset',
  'student.extra-time': 'admin.activity.action.studentExtraTime',
  'student.data-exported': 'admin.activity.action.studentDataExported',
  'student.deleted': 'admin.activity.action.studentDeleted',
  'payment.refunded': 'admin.activity.action.paymentRefunded',
  'payment.partially-refunded': 'admin.activity.action.paymentPartiallyRefunded',
  'payment.disputed': 'admin.activity.action.paymentDisputed',
  'seats.bought': 'admin.activity.action.seatsBought',
  'seats.granted': 'admin.activity.action.seatsGranted',
}

const ACTOR_TEXT: Record<AuditEntry['actorKind'], MessageId> = {
  admin: 'admin.activity.actor.admin',
  counsellor: 'admin.activity.actor.counsellor',
  cli: 'admin.activity.actor.cli',
  'admin-emails': 'admin.activity.actor.adminEmails',
  gateway: 'admin.activity.actor.gateway',
}

const ALL = ''
const actionOptions = ({ t }: I18n) => [
  { value: ALL, label: t('admin.activity.everyAction') },
  ...Object.entries(ACTION_TEXT).map(([value, id]) => ({ value, label: t(id) })),
]

/** An action as the log names it; one this screen does not know yet, as the server wrote it. */
function actionText({ t }: I18n, action: string): string {
  return action in ACTION_TEXT ? t(ACTION_TEXT[action as AuditAction]) : action
}

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

const columns = ({ t, intl, locale }: I18n): Column<AuditEntry>[] => [
  { header: t('admin.activity.when'), cell: (e) => intl.formatDate(e.at, dateTimeOptions(locale)) },
  {
    header: t('admin.activity.who'),
    cell: (e) => (
      <span className="break-all">
        {t(ACTOR_TEXT[e.actorKind])}
        {e.actorName ? `: ${e.actorName}` : ''}
      </span>
    ),
  },
  {
    header: t('admin.activity.onWhom'),
    cell: (e) => <span className="break-all">{e.targetName ?? (e.targetUserId ? t('admin.activity.deletedAccount') : t('admin.none'))}</span>,
  },
  { header: t('admin.activity.school'), cell: (e) => e.schoolName ?? t('admin.none') },
  {
    header: t('admin.activity.change'),
    fullWidth: true,
    cell: (e) => {
      const lines = detailLines(e.details)
      return lines.length === 0 ? (
        t('admin.none')
      ) : (
        // The record's own fields and values, as the server stores them (names, codes, before and after): data in
        // English whatever the page's language, marked so for screen readers.
        <ul lang="en" className="flex flex-col gap-0.5">
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
  const i18n = useI18n()
  const { t } = i18n
  const [action, setAction] = useState(ALL)
  const pages = useAuditPages(action || undefined)
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? []
  return (
    <section aria-labelledby="admin-activity-title" className="flex flex-col gap-4">
      {/* The entries' cards are headed at level 3, under this one and the page's title. */}
      <h2 id="admin-activity-title" className="sr-only">
        {t('admin.activity.heading')}
      </h2>
      <SelectField label={t('admin.activity.show')} className="max-w-sm" value={action} options={actionOptions(i18n)} onChange={(e) => setAction(e.target.value)} />
      {pages.isPending ? (
        <LoadingState label={t('admin.activity.loading')} />
      ) : pages.isError && entries.length === 0 ? (
        <ErrorPanel
          title={t('admin.activity.loadFailed')}
          message={apiErrorText(pages.error, 'admin.tryAgain')}
          onRetry={() => void pages.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="text-gray-700">{t('admin.activity.none')}</p>
      ) : (
        <>
          <ResponsiveTable
            id="admin-activity"
            label={t('admin.activity.label')}
            rows={entries}
            rowKey={(e) => e.id}
            title={{ header: t('admin.activity.action'), cell: (e) => actionText(i18n, e.action) }}
            columns={columns(i18n)}
          />
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('admin.activity.showing', { count: entries.length, whole: pages.hasNextPage ? 'no' : 'yes' })}
          </p>
          {pages.isFetchNextPageError ? (
            <p role="alert" className="text-red-800">
              {apiErrorText(pages.error, 'admin.activity.olderFailed')}
            </p>
          ) : null}
          {pages.hasNextPage ? (
            <Button variant="secondary" className="self-start" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? t('admin.activity.loadingOlder') : t('admin.activity.showOlder')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}
