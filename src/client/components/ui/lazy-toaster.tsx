import { lazy, Suspense, useState } from 'react'
import { useToast } from '../../hooks/use-toast'

// Radix Toast is about a tenth of the first page's JavaScript and a visitor may never see a toast: its code is
// fetched when the first toast is raised (the store holds the toast meanwhile), not with the first page.
const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }))

export function LazyToaster() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
