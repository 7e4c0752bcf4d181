import { useSyncExternalStore, type ReactNode } from 'react'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../shared/constants'

// A notification store in the manner of shadcn's use-toast: one module-level state, a pure reducer, and listeners.
// docs/product.md, "Every page": at most one toast is visible and a new one replaces the previous.

export type ToastVariant = 'default' | 'destructive'

export interface ToastItem {
  id: string
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** Milliseconds before it closes by itself; the Toaster's default (TOAST_DURATION_MS) unless given. */
  duration?: number
  open: boolean
}

export interface ToastState {
  toasts: ToastItem[]
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

let memoryState: ToastState = { toasts: [] }
const listeners = new Set<() => void>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return
  removeTimers.set(
    toastId,
    setTimeout(() => {
      removeTimers.delete(toastId)
      dispatch({ type: 'REMOVE_TOAST', toastId })
    }, TOAST_REMOVE_DELAY_MS),
  )
}

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId]
    ids.forEach(scheduleRemoval)
  }
  if (action.type === 'REMOVE_TOAST') {
    const ids = action.toastId === undefined ? [...removeTimers.keys()] : [action.toastId]
    for (const id of ids) {
      clearTimeout(removeTimers.get(id))
      removeTimers.delete(id)
    }
  }
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener())
}

let count = 0
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return String(count)
}

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  duration?: number
}

export function toast(input: ToastInput) {
  const id = nextId()
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } })
  return {
    id,
    update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
  }
}

export function dismissToast(toastId?: string): void {
  dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId })
}

export function removeToast(toastId?: string): void {
  dispatch(toastId === undefined ? { type: 'REMOVE_TOAST' } : { type: 'REMOVE_TOAST', toastId })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getSnapshot = () => memoryState

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return { toasts: state.toasts, toast, dismiss: dismissToast, remove: removeToast }
}
