import { GRADES } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { SelectField } from '../../../components/ui/select-field'
import { TextField } from '../../../components/ui/text-field'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import type { MessageId } from '../../../i18n/messages'
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

const gradeOptions = ({ t }: I18n) => [
  { value: '', label: t('admin.filters.everyGrade') },
  ...GRADES.map((grade) => ({ value: String(grade), label: t('admin.filters.gradeOption', { grade }) })),
]
const roleOptions = ({ t }: I18n) => [
  { value: '', label: t('admin.filters.everyRole') },
  { value: 'student', label: t('admin.filters.students') },
  { value: 'counsellor', label: t('admin.filters.counsellors') },
  { value: 'admin', label: t('admin.filters.admins') },
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
  const i18n = useI18n()
  const { t } = i18n
  const schools = useAdminSchools()
  const schoolOptions = [{ value: '', label: t('admin.filters.everySchool') }, ...(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))]
  const set = (key: keyof ListFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value })
  return (
    <div role="group" aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField type="search" label={searchLabel} value={values.q} onChange={set('q')} className="sm:col-span-2" maxLength={100} />
      {values.role !== undefined && <SelectField label={t('admin.filters.role')} value={values.role} options={roleOptions(i18n)} onChange={set('role')} />}
      <SelectField label={t('admin.filters.grade')} value={values.grade} options={gradeOptions(i18n)} onChange={set('grade')} />
      <SelectField label={t('admin.filters.school')} value={values.schoolId} options={schoolOptions} onChange={set('schoolId')} />
      {values.from !== undefined && (
        <>
          <TextField type="date" label={t('admin.filters.from')} value={values.from} onChange={set('from')} />
          <TextField type="date" label={t('admin.filters.to')} value={values.to ?? ''} min={values.from || undefined} onChange={set('to')} />
        </>
      )}
    </div>
  )
}

/** Whether anything narrows the list. */
export function hasFilters(values: ListFilterValues): boolean {
  return Object.values(values).some((value) => value !== undefined && value.trim() !== '')
}

/** What a list counts, in the catalogue's words: how much is shown, loading more failed, and the rows' name. */
export interface RowsText {
  showing: MessageId
  failed: MessageId
  many: MessageId
}

export const USER_ROWS: RowsText = { showing: 'admin.more.showingUsers', failed: 'admin.more.failedUsers', many: 'admin.more.users' }
export const TEST_ROWS: RowsText = { showing: 'admin.more.showingTests', failed: 'admin.more.failedTests', many: 'admin.more.tests' }

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
  noun: RowsText
}) {
  const { t } = useI18n()
  return (
    <>
      <p className="text-sm text-gray-700" aria-live="polite">
        {t(noun.showing, { shown, total })}
      </p>
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-red-800">
          {apiErrorText(pages.error, noun.failed)}
        </p>
      ) : null}
      {pages.hasNextPage ? (
        <Button variant="secondary" className="self-start" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t('admin.more.loading') : t('admin.more.button')}
          <span className="sr-only"> {t(noun.many)}</span>
        </Button>
      ) : null}
    </>
  )
}
