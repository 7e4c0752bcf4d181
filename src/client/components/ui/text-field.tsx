import { useId, type InputHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the label, for example '(optional)'. */
  hint?: string
  /** A rule or help shown under the field before anything is typed (e.g. a password's length), tied to it. */
  description?: string
  /** An error shown under the field and tied to it for screen readers. */
  error?: string | undefined
}

export function TextField({ label, hint, description, error, className, ...props }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  const describedBy = cn(hint && hintId, error && errorId, description && descriptionId) || undefined
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
        {hint && (
          <span id={hintId} className="ml-1 font-normal text-gray-600">
            {hint}
          </span>
        )}
      </label>
      <input
        id={id}
        className={cn(
          'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900',
          error ? 'border-red-700' : 'border-gray-500',
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {description && (
        <p id={descriptionId} className="text-sm text-gray-700">
          {description}
        </p>
      )}
    </div>
  )
}
