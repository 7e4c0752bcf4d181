import { screen, waitFor, within } from '@testing-library/react'

/**
 * The toast region (Radix labels it 'Notifications (F8)'), for finding text that only a toast shows. The toaster's
 * code loads with the first toast (components/ui/lazy-toaster.tsx), so this waits for the region and for a toast in it.
 */
export async function findToastRegion() {
  const region = await screen.findByRole('region', { name: /notifications/i }, { timeout: 5000 })
  await waitFor(() => {
    if (!region.textContent?.trim()) throw new Error('the toast region is still empty')
  })
  return within(region)
}
