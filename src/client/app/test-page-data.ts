import type { QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import { localAttemptStore } from '../features/attempts/local-attempt-store'
import { holdEarlyActions } from './early-actions'
import { MAX_QUESTIONS } from '../../shared/constants'
import { TEST_PAGE_DATA_ID, type TestPageData } from '../../shared/test-page-data'
import { currentAttemptQueryKey } from '../features/attempts/api/get-current-attempt'
import { questionsQueryKey } from '../features/attempts/api/get-questions'
import { userQueryKey } from '../features/auth/api/get-user'
import { paymentSettingsQueryKey } from '../features/payments/api/get-payment-settings'
import { purchaseStatusQueryKey } from '../features/payments/api/get-purchase-status'
import { testHistoryQueryKey } from '../features/tests/api/get-test-history'

/**
 * Puts the answers in the query cache under the keys the page's queries use. `elapsedSeconds` is how long ago the
 * server measured the attempt's remaining time (the page's own load), so the countdown does not start high.
 */
export function seedTestPage(queryClient: QueryClient, data: TestPageData, elapsedSeconds = 0): void {
  const { grade } = data
  queryClient.setQueryData(userQueryKey, data.user)
  queryClient.setQueryData(testHistoryQueryKey, data.history)
  queryClient.setQueryData(paymentSettingsQueryKey, data.paymentSettings)
  queryClient.setQueryData(purchaseStatusQueryKey(grade), data.purchaseStatus)
  queryClient.setQueryData(questionsQueryKey(grade), data.questions.slice(0, MAX_QUESTIONS))
  const remainingSeconds = Math.max(0, data.attempt.remainingSeconds - Math.max(0, Math.floor(elapsedSeconds)))
  queryClient.setQueryData(currentAttemptQueryKey(grade), { ...data.attempt, remainingSeconds })
}

/** The data a server-rendered test page carries, or null for any other page (or data that does not parse). */
export function readTestPageData(doc: Document = document): TestPageData | null {
  const element = doc.getElementById(TEST_PAGE_DATA_ID)
  if (!element?.textContent) return null
  try {
    const data = JSON.parse(element.textContent) as TestPageData
    return data && typeof data === 'object' && data.attempt?.status === 'open' ? data : null
  } catch {
    return null
  }
}

/** Seconds since this page's HTML arrived: how old the server's remaining time is when the app takes over. */
export function secondsSinceResponse(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry && entry.responseStart > 0 ? Math.max(0, (performance.now() - entry.responseStart) / 1000) : 0
}

/** A choice of the server-drawn question that the student ticked before the app took over (the HTML ticked no other). */
export interface TappedChoice {
  name: string
  value: string
}

export function tappedChoice(root: HTMLElement): TappedChoice | null {
  const input = root.querySelector<HTMLInputElement>('input[type="radio"][name^="question-"]:checked')
  return input && !input.defaultChecked ? { name: input.name, value: input.value } : null
}

/**
 * Ticks the same choice in the app's own page, as a tap would, so the test saves it; only when the app shows the same
 * question and has not ticked that choice itself. (The app's render sets every radio from its own state, which would
 * otherwise undo the tick without a word.)
 */
export function replayTappedChoice(root: HTMLElement, tapped: TappedChoice | null): void {
  if (!tapped) return
  const input = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (radio) => radio.name === tapped.name && radio.value === tapped.value,
  )
  if (input && !input.checked && !input.disabled) input.click()
}

/**
 * The app takes over a server-drawn test page (docs/decisions/018). Its first render must be that same page, so it
 * waits until the router has the page's code. When this device knows nothing newer than the server (the usual case),
 * the app adopts the server's elements as they are (`hydrate`); when it holds newer answers (given offline before
 * the reload), it draws its own page over them (`mount`). Meanwhile a press is held, and a choice the student
 * ticked on the server's page is given again once the app has drawn the page, so it is saved like any other.
 */
export function takeOverTestPage(options: {
  root: HTMLElement
  data: TestPageData
  router: DataRouter
  queryClient: QueryClient
  hydrate: () => void
  mount: () => void
  elapsedSeconds?: () => number
}): Promise<void> {
  const { root, data, router, queryClient, hydrate, mount, elapsedSeconds = secondsSinceResponse } = options
  const early = holdEarlyActions(root)
  return new Promise((resolve) => {
    const ready = () => {
      const tapped = tappedChoice(root)
      // The page as the server sent it, which is what hydration expects; the tick is given again below.
      if (tapped) untick(root, tapped)
      seedTestPage(queryClient, data, elapsedSeconds())
      const local = localAttemptStore.read(data.attempt.id)
      if (local && local.revision > data.attempt.revision) mount()
      else hydrate()
      replayTappedChoice(root, tapped)
      early.release()
      resolve()
    }
    if (router.state.initialized) return ready()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      ready()
    })
  })
}

function untick(root: HTMLElement, tapped: TappedChoice): void {
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (radio.name === tapped.name) radio.checked = radio.defaultChecked
  }
}
