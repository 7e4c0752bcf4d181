export type SubmitConfirmationComponent = (typeof import('./submit-confirmation'))['SubmitConfirmation']

let confirmation: Promise<SubmitConfirmationComponent> | undefined

/**
 * The submit confirmation's code, fetched once (and again after a failure): when the student is on the last
 * question or reaches for Submit Test, so it is usually here before it is needed, and never with the page.
 */
export function loadSubmitConfirmation(): Promise<SubmitConfirmationComponent> {
  confirmation ??= import('./submit-confirmation').then(
    (module) => module.SubmitConfirmation,
    (error: unknown) => {
      confirmation = undefined
      throw error
    },
  )
  return confirmation
}

/** Starts fetching the confirmation's code; a failure is reported only when a submission needs it. */
export const preloadSubmitConfirmation = () => void loadSubmitConfirmation().catch(() => undefined)
