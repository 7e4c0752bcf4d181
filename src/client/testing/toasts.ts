import { screen, within } from '@testing-library/react'

/** The toast region (Radix labels it 'Notifications (F8)'), for finding text that only a toast shows. */
export async function findToastRegion() {
  return within(await screen.findByRole('region', { name: /notifications/i }))
}
