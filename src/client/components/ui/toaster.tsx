import * as ToastPrimitive from '@radix-ui/react-toast'
import { TOAST_DURATION_MS } from '../../../shared/constants'
import { dismissToast, useToast } from '../../hooks/use-toast'
import { useI18n } from '../../i18n/i18n'
import { cn } from '../../lib/cn'

/** Renders the toast store with Radix Toast (it provides the labelled region and the live announcement). */
export function Toaster() {
  const { toasts } = useToast()
  const { t } = useI18n()
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label={t('toast.region')}>
      {toasts.map(({ id, title, description, variant, duration, open }) => {
        const destructive = variant === 'destructive'
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismissToast(id)
            }}
            // Failures interrupt (assertive); confirmations wait their turn (polite).
            type={destructive ? 'foreground' : 'background'}
            {...(duration !== undefined ? { duration } : {})}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
              destructive ? 'border-red-800 bg-red-700 text-white' : 'border-gray-300 bg-white text-gray-900',
            )}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {title && <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title>}
              {description && (
                <ToastPrimitive.Description className={cn('text-sm', destructive ? 'text-white' : 'text-gray-700')}>
                  {description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label={t('toast.close')}
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl leading-none',
                destructive ? 'hover:bg-red-800 focus-visible:outline-white' : 'hover:bg-gray-100',
              )}
            >
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )
      })}
      <ToastPrimitive.Viewport label={t('toast.viewport', { hotkey: 'F8' })} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-md flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto" />
    </ToastPrimitive.Provider>
  )
}
