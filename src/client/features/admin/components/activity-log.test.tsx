// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuditEntry } from '../../../../shared/schemas/admin'
import { aUser, json, mockApi, renderApp } from '../../../testing/render-app'
import { expectVisible } from '../../../testing/visible'
import { detailLines } from './activity-log'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function anEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    at: new Date(Date.UTC(2026, 10, 20, 10, 0, 0) - n * 60_000).toISOString(),
    actorId: 'a1',
    actorKind: 'counsellor',
    actorName: 'meera@school.test',
    schoolId: 's1',
    schoolName: 'Green Valley School',
    action: 'student.extra-time',
    targetUserId: 't1',
    targetName: 'Asha Rao (asha.rao)',
    details: { timeFactor: { before: 1, after: 1.5 } },
    ...overrides,
  }
}

/** A log of `total` entries served two pages of 50 at a time, as the server pages it; records each query asked. */
function logApi(total: number) {
  const entries = Array.from({ length: total }, (_, i) => anEntry(i + 1, i === 0 ? { action: 'admin.revoked', actorKind: 'admin', actorName: 'root@disha.test', schoolId: null, schoolName: null, details: { isAdmin: { before: true, after: false } } } : {}))
  const asked: string[] = []
  mockApi({
    'GET /api/auth/user': () => json(aUser({ isAdmin: true })),
    'GET /api/admin/audit': (_init, url) => {
      asked.push(url.search)
      const action = url.searchParams.get('action')
      const shown = entries.filter((e) => !action || e.action === action)
      const before = url.searchParams.get('before')
      const start = before ? shown.findIndex((e) => e.id === before) + 1 : 0
      const page = shown.slice(start, start + 50)
      return json({ entries: page, next: start + 50 < shown.length ? (page.at(-1)?.id ?? null) : null })
    },
  })
  return asked
}

describe('/admin/activity', () => {
  it('lists the newest entries with who, on whom, the school and the change, and loads older pages on request', async () => {
    const asked = logApi(70)
    renderApp('/admin/activity')
    const table = await screen.findByRole('table', { name: 'Activity, newest first' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activity')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(50)
    expect(rows[0]?.textContent).toContain('Admin access removed')
    expect(rows[0]?.textContent).toContain('Admin: root@disha.test')
    expect(rows[0]?.textContent).toContain('isAdmin: true → false')
    expect(rows[1]?.textContent).toContain('Extra time given')
    expect(rows[1]?.textContent).toContain('Counsellor: meera@school.test')
    expect(rows[1]?.textContent).toContain('Asha Rao (asha.rao)')
    expect(rows[1]?.textContent).toContain('Green Valley School')
    expect(rows[1]?.textContent).toContain('timeFactor: 1 → 1.5')
    expect(screen.getByText('Showing 50 entries').tagName).toBe('P')

    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(71))
    expectVisible(screen.getByText('Showing 70 entries: the whole log.'))
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull()
    expect(asked).toEqual(['', `?before=${anEntry(50).id}`])
  })

  it('narrows the log to one action', async () => {
    const asked = logApi(3)
    renderApp('/admin/activity')
    await screen.findByRole('table', { name: 'Activity, newest first' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'admin.revoked')
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2))
    expect(asked.at(-1)).toBe('?action=admin.revoked')
    expect(screen.getByText('Showing 1 entry: the whole log.').tagName).toBe('P')
  })

  it('says so when nothing is recorded', async () => {
    logApi(0)
    renderApp('/admin/activity')
    expectVisible(await screen.findByText('Nothing recorded yet.'))
  })
})

describe('detailLines', () => {
  it('writes a change as before → after and a fact as it is', () => {
    expect(detailLines({ timeFactor: { before: 1, after: 2 }, created: 40, classId: null })).toEqual(['timeFactor: 1 → 2', 'created: 40', 'classId: none'])
  })
})
