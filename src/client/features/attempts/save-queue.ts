import type { SaveAttemptBody } from '../../../shared/schemas/attempts'
import type { Answers } from '../../../shared/schemas/tests'
import { ApiError } from '../../lib/api-client'
import type { AttemptSnapshot } from './local-attempt-store'

/** What the student sees of the saving: everything on the server, a save on its way, or no network. */
export type SaveStatus = 'saved' | 'saving' | 'offline'

export interface SaveResult {
  revision: number
  remainingSeconds: number
}

export interface SaveQueueOptions {
  attemptId: string
  /** The state to start from (see resumeSnapshot) and the revision the server is known to hold. */
  snapshot: AttemptSnapshot
  serverRevision: number
  send: (attemptId: string, body: SaveAttemptBody) => Promise<SaveResult>
  /** A fire-and-forget save that outlives the page (fetch with keepalive). */
  sendOnExit: (attemptId: string, body: SaveAttemptBody) => void
  store: { write: (attemptId: string, snapshot: AttemptSnapshot) => void }
  onStatusChange?: (status: SaveStatus) => void
  /** Every save the server accepted: its clock resynchronises the countdown. */
  onSaved?: (result: SaveResult) => void
  /** The server refused the save with 409: the time and its grace are over, or the attempt was submitted. */
  onClosed?: (error: ApiError) => void
  isOnline?: () => boolean
  debounceMs?: number
  maxBackoffMs?: number
  /** Where 'online' and 'offline' are announced; the window in the browser. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

/** The debounce of a change: a save leaves at most this long after the last change. */
export const SAVE_DEBOUNCE_MS = 1500
const MAX_BACKOFF_MS = 30_000

/** 1 s, 2 s, 4 s ... capped: the wait before retry number `failures` (1-based). */
export function backoffDelay(failures: number, maxMs = MAX_BACKOFF_MS): number {
  return Math.min(maxMs, 1000 * 2 ** Math.max(0, failures - 1))
}

/** fetch rejects with a TypeError when the request never got an answer (no network, DNS, connection reset). */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError
}

/**
 * Never lose an answer. Every change is written to the device at once (synchronously), then sent to the server
 * after a short debounce with the FULL answer map and a revision that only grows, one request at a time.
 * A failed save is retried with exponential back-off; without a network the queue waits for the 'online' event.
 * A 409 means the server closed the attempt: the queue stops and says so.
 */
export class AttemptSaveQueue {
  private snapshot: AttemptSnapshot
  private serverRevision: number
  private status: SaveStatus
  private debounceTimer: ReturnType<typeof setTimeout> | null = null
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private inFlight = false
  private failures = 0
  private paused = false
  private stopped = false
  private readonly options: Required<Omit<SaveQueueOptions, 'onStatusChange' | 'onSaved' | 'onClosed'>> &
    Pick<SaveQueueOptions, 'onStatusChange' | 'onSaved' | 'onClosed'>

  constructor(options: SaveQueueOptions) {
    this.options = {
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      debounceMs: SAVE_DEBOUNCE_MS,
      maxBackoffMs: MAX_BACKOFF_MS,
      events: window,
      ...options,
    }
    this.snapshot = options.snapshot
    this.serverRevision = options.serverRevision
    this.status = this.dirty ? (this.options.isOnline() ? 'saving' : 'offline') : 'saved'
    this.options.events.addEventListener('online', this.handleOnline)
    this.options.events.addEventListener('offline', this.handleOffline)
  }

  /** The newest state: what the screen shows and what the next save will carry. */
  get current(): AttemptSnapshot {
    return this.snapshot
  }

  get saveStatus(): SaveStatus {
    return this.status
  }

  /** True while the server holds an older revision than this device. */
  get dirty(): boolean {
    return this.snapshot.revision > this.serverRevision
  }

  /** Records a change (an answer or the question on screen): stored on the device now, sent soon. */
  update(answers: Answers, position: number): void {
    if (this.stopped) return
    this.snapshot = { answers, position, revision: this.snapshot.revision + 1 }
    this.options.store.write(this.options.attemptId, this.snapshot)
    if (this.paused) return
    if (!this.options.isOnline()) {
      this.setStatus('offline')
      return
    }
    if (this.status !== 'offline') this.setStatus('saving')
    // While a retry is scheduled it carries this change too; a sooner request would only fail sooner.
    if (this.retryTimer === null) this.schedule(this.options.debounceMs)
  }

  /** Sends now, without the debounce: after resuming with a newer local copy, and when the network returns. */
  saveNow(): void {
    this.clearTimers()
    void this.send()
  }

  /** The page is being hidden or closed: hand the newest state to the browser to deliver. */
  flushOnExit(): void {
    if (this.stopped || this.paused || !this.dirty) return
    this.options.sendOnExit(this.options.attemptId, this.body())
  }

  /** Holds every save while the test is being submitted (the submission carries the answers). */
  pause(): void {
    this.paused = true
    this.clearTimers()
  }

  /** The submission failed: carry on saving. */
  resume(): void {
    if (this.stopped) return
    this.paused = false
    if (this.dirty) this.saveNow()
  }

  /** Stops for good: timers cleared, listeners removed, late answers ignored. */
  dispose(): void {
    this.stopped = true
    this.clearTimers()
    this.options.events.removeEventListener('online', this.handleOnline)
    this.options.events.removeEventListener('offline', this.handleOffline)
  }

  private body(): SaveAttemptBody {
    return { answers: this.snapshot.answers, position: this.snapshot.position, revision: this.snapshot.revision }
  }

  private schedule(delayMs: number): void {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer)
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null
      void this.send()
    }, delayMs)
  }

  private clearTimers(): void {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer)
    if (this.retryTimer !== null) clearTimeout(this.retryTimer)
    this.debounceTimer = null
    this.retryTimer = null
  }

  private setStatus(status: SaveStatus): void {
    if (this.status === status) return
    this.status = status
    this.options.onStatusChange?.(status)
  }

  private async send(): Promise<void> {
    // One request at a time: a change made meanwhile is sent when the current request has answered.
    if (this.stopped || this.paused || this.inFlight) return
    if (!this.dirty) {
      this.setStatus('saved')
      return
    }
    if (!this.options.isOnline()) {
      this.setStatus('offline')
      return
    }
    const body = this.body()
    this.inFlight = true
    this.setStatus('saving')
    let result: SaveResult
    try {
      result = await this.options.send(this.options.attemptId, body)
    } catch (error) {
      this.inFlight = false
      this.handleFailure(error)
      return
    }
    this.inFlight = false
    if (this.stopped) return
    this.failures = 0
    if (result.revision > body.revision) {
      // Another tab or device stored a higher revision, so this save was ignored. What this screen shows is the
      // student's latest intent here: continue above the server's revision and send it again.
      this.serverRevision = Math.max(this.serverRevision, result.revision)
      this.snapshot = { ...this.snapshot, revision: Math.max(this.snapshot.revision, result.revision) + 1 }
      this.options.store.write(this.options.attemptId, this.snapshot)
    } else {
      this.serverRevision = Math.max(this.serverRevision, body.revision)
    }
    this.options.onSaved?.(result)
    if (this.paused) return
    if (!this.dirty) this.setStatus('saved')
    else if (this.debounceTimer === null) void this.send()
  }

  private handleFailure(error: unknown): void {
    if (this.stopped) return
    if (error instanceof ApiError && error.status === 409) {
      this.dispose()
      this.options.onClosed?.(error)
      return
    }
    if (this.paused) return
    this.failures += 1
    if (isNetworkError(error) || !this.options.isOnline()) this.setStatus('offline')
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer)
    this.debounceTimer = null
    if (this.retryTimer !== null) clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.send()
    }, backoffDelay(this.failures, this.options.maxBackoffMs))
  }

  private readonly handleOnline = () => {
    if (this.stopped || this.paused) return
    this.failures = 0
    if (this.dirty) {
      this.setStatus('saving')
      this.saveNow()
    } else {
      this.setStatus('saved')
    }
  }

  private readonly handleOffline = () => {
    if (this.stopped) return
    this.setStatus('offline')
  }
}
