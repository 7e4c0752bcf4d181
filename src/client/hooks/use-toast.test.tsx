// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_REMOVE_DELAY_MS } from '../../shared/constants'
import { reducer, removeToast, toast, useToast, type ToastItem } from './use-toast'

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, title: `Toast ${id}`, ...extra })

afterEach(() => {
  act(() => removeToast())
  vi.useRealTimers()
})

describe('toast reducer', () => {
  it('keeps at most one toast: a new one replaces the previous', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: item('1') })
    state = reducer(state, { type: 'ADD_TOAST', toast: item('2') })
    expect(state.toasts.map((t) => t.id)).toEqual(['2'])
  })

  it('updates a toast by id', () => {
    const state = reducer({ toasts: [item('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } })
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'Changed', open: true })
  })

  it('dismisses one toast, or all, by closing them', () => {
    expect(reducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' }).toasts[0]?.open).toBe(false)
    expect(reducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST' }).toasts[0]?.open).toBe(false)
    expect(reducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: 'other' }).toasts[0]?.open).toBe(true)
  })

  it('removes one toast, or all', () => {
    expect(reducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([])
    expect(reducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([])
  })
})

describe('toast()', () => {
  it('shows the newest toast only, and can update and dismiss it', () => {
    const { result } = renderHook(() => useToast())
    act(() => {
      toast({ title: 'First' })
    })
    let second!: ReturnType<typeof toast>
    act(() => {
      second = toast({ title: 'Second', variant: 'destructive' })
    })
    expect(result.current.toasts).toHaveLength(1)
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true })

    act(() => second.update({ title: 'Second, updated' }))
    expect(result.current.toasts[0]?.title).toBe('Second, updated')

    act(() => second.dismiss())
    expect(result.current.toasts[0]?.open).toBe(false)
  })

  it('removes a dismissed toast after the removal delay', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useToast())
    act(() => {
      toast({ title: 'Bye' }).dismiss()
    })
    expect(result.current.toasts).toHaveLength(1)
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1))
    expect(result.current.toasts).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.toasts).toHaveLength(0)
  })
})
