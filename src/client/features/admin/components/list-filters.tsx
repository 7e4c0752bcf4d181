import { GRADES } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorMessage } from '../../../lib/api-client'
import { useAdminSchools } from '../../schools/api/admin-schools'

/** The search box, and the filters a list offers, each '' for none; changed one field at a time. */
export interface ListFilterValues {
  q: string
  grade: string
  schoolId: string
  role?: string
  from?: string
  to?: string
}

const gradeOptions = [{ value: '', label: 'Every grade' }, ...GRADES.map((g) => ({ value: String(g), label: `Grade ${g}` }))]
const roleOptions = [
  { value: '', label: 'Every role' },
  { value: 'student', label: 'Students' },
  { value: 'counsellor', label: 'Counsellors' },
  { value: 'admin', label: 'Admins' },
]

/**
 * A list's search and filters, one column on a phone. The role filter shows when `values.role` is given, the date
 * range when `values.from` is.
 */
export function ListFilters({
  label,
  searchLabel,
  values,
  onChange,
}: {
  /** Names the group for screen readers, e.g. 'Search and filter users'. */
  label: string
  searchLabel: string
  values: ListFilterValues
  onChange: (values: ListFilterValues) => void
}) {
  const schools = useAdminSchools()
  const schoolOptions = [{ value: '', label: 'Every school' }, ...(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))]
  const set = (key: keyof ListFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value })
  return (
    <div role="group" aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField type="search" label={searchLabel} value={values.q} onChange={set('q')} className="sm:col-span-2" maxLength={100} />
      {values.role !== undefined && <SelectField label="Role" value={values.role} options={roleOptions} onChange={set('role')} />}
      <SelectField label="Grade" value={values.grade} options={gradeOptions} onChange={set('grade')} />
      <SelectField label="School" value={values.schoolId} options={schoolOptions} onChange={set('schoolId')} />
      {values.from !== undefined && (
        <>
          <TextField type="date" label="Completed from" value={values.from} onChange={set('from')} />
          <TextField type="date" label="Completed to" value={values.to ?? ''} min={values.from || undefined} onChange={set('to')} />
        </>
      )}
    </div>
  )
}

/** Whether anything narrows the list. */
export function hasFilters(values: ListFilterValues): boolean {
  return Object.values(values).some((value) => value !== undefined && value.trim() !== '')
}

/** "Showing 50 of 50,000 users": how much of what matches is on screen. */
export function showingText(shown: number, total: number, noun: { one: string; many: string }): string {
  const format = (n: number) => n.toLocaleString('en-IN')
  return `Showing ${format(shown)} of ${format(total)} ${total === 1 ? noun.one : noun.many}`
}

/** Under a list: how much of it is shown, an error loading more, and 'Show more' while there is more. */
export function MoreRows({
  shown,
  total,
  pages,
  noun,
}: {
  shown: number
  total: number
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; error: Error | null; fetchNextPage: () => unknown }
  noun: { one: string; many: string }
}) {
  return (
    <>
      <p className="text-sm text-gray-700" aria-live="polite">
        {showingText(shown, total, noun)}
      </p>
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-red-800">
          {apiErrorMessage(pages.error, `Could not load more ${noun.many}. Please check your connection and try again.`)}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <Button variant="secondary" className="self-start" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? 'Loading more...' : 'Show more'}
          <span className="sr-only"> {noun.many}</span>
        </Button>
      ) : null}
    </>
  )
}
