import type { QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import { localAttemptStore } from '../features/attempts/local-attempt-store'
import { holdEarlyActions, takeStarterSubmit } from './early-actions'
import { MAX_QUESTIONS } from '../../shared/constants'
import { TEST_PAGE_DATA_ID, type TestPageData } from '../../shared/test-page-data'
import { currentAttemptQueryKey } from '../features/attempts/api/get-current-attempt'
import { questionsQueryKey } from '../features/attempts/api/get-questions'
import { userQueryKey } from '../features/auth/api/get-user'
import { gradeAccessQueryKey } from '../features/tests/api/get-grade-access'

/**
 * Puts the answers in the query cache under the keys the page's queries use. `elapsedSeconds` is how long ago the
 * server measured the attempt's remaining time (the page's own load): the attempt is stored as the server sent it,
 * dated that long ago, so the countdown counts from the moment it was true (features/attempts: TestRunner's
 * `receivedAt`) and the app's first render still shows the time the server drew, as hydration requires.
 */
export function seedTestPage(queryClient: QueryClient, data: TestPageData, elapsedSeconds = 0): void {
  const { grade } = data
  queryClient.setQueryData(userQueryKey, data.user)
  queryClient.setQueryData(gradeAccessQueryKey, data.gradeAccess)
  // The questions in the language the server drew the page in, which the app's first render speaks.
  queryClient.setQueryData(questionsQueryKey(grade, {}, data.locale ?? 'en'), data.questions.slice(0, MAX_QUESTIONS))
  // No attempt yet (the name entry): the page's query holds null, as the API answers.
  queryClient.setQueryData(currentAttemptQueryKey(grade), data.attempt, { updatedAt: Date.now() - Math.max(0, elapsedSeconds) * 1000 })
}

/** The data a server-drawn test page carries, or null for any other page (or data that does not parse). */
export function readTestPageData(doc: Document = document): TestPageData | null {
  const element = doc.getElementById(TEST_PAGE_DATA_ID)
  if (!element?.textContent) return null
  try {
    const data = JSON.parse(element.textContent) as TestPageData
    return data && typeof data === 'object' && (data.attempt === null || data.attempt?.status === 'open') ? data : null
  } catch {
    return null
  }
}

/** Seconds since this page's HTML arrived: how old the server's remaining time is when the app takes over. */
function secondsSinceResponse(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry && entry.responseStart > 0 ? Math.max(0, (performance.now() - entry.responseStart) / 1000) : 0
}

/**
 * What the student did on the server-drawn page before the app took it over: a choice ticked (a question's, or the
 * name entry's stream) or a field typed in (the name). The HTML ticked and filled only what the server sent.
 */
export type EarlyInput = { kind: 'radio'; name: string; value: string } | { kind: 'text'; name: string; value: string }

function earlyInputs(root: HTMLElement): EarlyInput[] {
  const found: EarlyInput[] = []
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.type === 'radio') {
      if (input.checked && !input.defaultChecked) found.push({ kind: 'radio', name: input.name, value: input.value })
    } else if (input.type !== 'checkbox' && input.value !== input.defaultValue) {
      found.push({ kind: 'text', name: input.name, value: input.value })
    }
  }
  return found
}

/** Puts the page back as the server sent it, which is what hydration expects; `replayEarlyInputs` gives them again. */
function resetEarlyInputs(root: HTMLElement, inputs: EarlyInput[]): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (!inputs.some((early) => early.name === input.name)) continue
    if (input.type === 'radio') input.checked = input.defaultChecked
    else input.value = input.defaultValue
  }
}

/**
 * Ticks the same choice and types the same text in the app's own page, as the student's tap or typing would, so the
 * app keeps them (a question's choice is then saved); a choice only when the app shows it and has not ticked it
 * itself. (The app's render sets every field from its own state, which would otherwise undo them without a word.)
 */
function replayEarlyInputs(root: HTMLElement, inputs: EarlyInput[]): void {
  for (const early of inputs) {
    const input = [...root.querySelectorAll<HTMLInputElement>('input[name]')].find(
      (element) => element.name === early.name && (early.kind === 'text' || element.value === early.value),
    )
    if (!input || input.disabled) continue
    if (early.kind === 'radio') {
      if (!input.checked) input.click()
    } else if (input.value !== early.value) {
      // The prototype's setter, as typing sets it, so the app's input handler sees a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, early.value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

/**
 * The app takes over a server-drawn test page (docs/decisions/018). Its first render must be that same page, so it
 * waits until the router has the page's code. When this device knows nothing newer than the server (the usual case),
 * the app adopts the server's elements as they are (`hydrate`); when it holds newer answers (given offline before
 * the reload), it draws its own page over them (`mount`). Either starts React, which renders in a later task and calls
 * the `onRendered` it is given once its first render is on the page. Meanwhile a press is held, and a choice the
 * student ticked or a name typed on the server's page is given again after that render, so it is kept (and a
 * question's choice saved) like any other. The returned promise settles then.
 */
export function takeOverTestPage(options: {
  root: HTMLElement
  data: TestPageData
  router: DataRouter
  queryClient: QueryClient
  hydrate: (onRendered: () => void) => void
  mount: (onRendered: () => void) => void
  /**
   * Settles true once the messages of the page's language are shown (the app's first render must speak it), false if
   * they could not be had: the app then draws its own page rather than hydrate one in another language.
   */
  messages?: Promise<boolean>
  elapsedSeconds?: () => number
}): Promise<void> {
  const { root, data, router, queryClient, hydrate, mount, messages = Promise.resolve(true), elapsedSeconds = secondsSinceResponse } = options
  const early = holdEarlyActions(root, takeStarterSubmit())
  return new Promise((resolve) => {
    const ready = async () => {
      const spoken = await messages
      const inputs = earlyInputs(root)
      resetEarlyInputs(root, inputs)
      seedTestPage(queryClient, data, elapsedSeconds())
      const rendered = () => {
        replayEarlyInputs(root, inputs)
        early.release()
        resolve()
      }
      const local = data.attempt && localAttemptStore.read(data.attempt.id)
      if (!spoken || (local && data.attempt && local.revision > data.attempt.revision)) mount(rendered)
      else hydrate(rendered)
    }
    if (router.state.initialized) return void ready()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      void ready()
    })
  })
}
