import { useId, type SelectHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: readonly { value: string; label: string }[]
  /** An error shown under the field and tied to it for screen readers. */
  error?: string | undefined
}

/** A native select with its label (a phone shows its own picker), styled as TextField is. */
export function SelectField({ label, options, error, className, ...props }: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        className={cn('min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900', error ? 'border-red-700' : 'border-gray-500')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
