import { Fragment, type ReactNode } from 'react'
import { useI18n } from '../../../i18n/i18n'
import { useWideScreen } from '../use-wide-screen'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** In a card, the value takes the card's whole width under its label (long text, such as sentences). */
  fullWidth?: boolean
}

interface ResponsiveTableProps<T> {
  /** A stable, page-unique id: row titles get ids from it (see rowTitleId). */
  id: string
  /** Names the table (its caption) or the list of cards. */
  label: string
  rows: readonly T[]
  rowKey: (row: T) => string
  /** What the row is: the row header of the table, the heading of a card. */
  title: Column<T>
  columns: Column<T>[]
  /** The row's buttons, in a last 'Actions' column or at the foot of the card. */
  actions?: (row: T) => ReactNode
}

/** The id of a row's title, which can take focus (say, after its action button goes away). */
export function rowTitleId(tableId: string, key: string): string {
  return `${tableId}-row-${key}`
}

/**
 * A table on wide screens; on narrow ones (a 360 px phone) each row is a card with its fields as a description
 * list, so nothing scrolls sideways. Only one of the two is in the page at a time.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const wide = useWideScreen()
  return wide ? <Table {...props} /> : <Cards {...props} />
}

function Table<T>({ id, label, rows, rowKey, title, columns, actions }: ResponsiveTableProps<T>) {
  const { t } = useI18n()
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-gray-100 text-gray-900">
          <tr>
            {[title, ...columns].map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('admin.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => {
            const key = rowKey(row)
            return (
              <tr key={key}>
                <th
                  id={rowTitleId(id, key)}
                  tabIndex={-1}
                  scope="row"
                  className="px-4 py-3 font-semibold break-words text-gray-900"
                >
                  {title.cell(row)}
                </th>
                {columns.map((column) => (
                  <td key={column.header} className="px-4 py-3 break-words text-gray-900">
                    {column.cell(row)}
                  </td>
                ))}
                {actions && <td className="px-4 py-2">{actions(row)}</td>}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function Cards<T>({ id, label, rows, rowKey, title, columns, actions }: ResponsiveTableProps<T>) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => {
        const key = rowKey(row)
        const titleId = rowTitleId(id, key)
        return (
          <li key={key}>
            <article
              aria-labelledby={titleId}
              className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
            >
              <h3 id={titleId} tabIndex={-1} className="text-lg font-bold break-words text-gray-900">
                {title.cell(row)}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                {columns.map((column) => (
                  <Fragment key={column.header}>
                    <dt className={column.fullWidth ? 'col-span-2 mt-1 text-gray-700' : 'text-gray-700'}>{column.header}</dt>
                    <dd className={column.fullWidth ? 'col-span-2 min-w-0 break-words text-gray-900' : 'min-w-0 break-words text-gray-900'}>
                      {column.cell(row)}
                    </dd>
                  </Fragment>
                ))}
              </dl>
              {actions && <div className="mt-auto pt-4">{actions(row)}</div>}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
