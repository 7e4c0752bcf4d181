import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-gray-500 bg-white text-gray-900 hover:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-blue-700 underline-offset-4 hover:bg-blue-50 hover:underline',
}

/** The look of a button, for <button>s and for links that should look like one. */
export function buttonStyles(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, variants[variant], className)
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles(variant, className)} {...props} />
}
