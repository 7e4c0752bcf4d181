import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from './concurrency-limit'

/** A task the test finishes by hand, so nothing depends on timing. */
function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (err: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((r) => setImmediate(r))

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, and starts waiting tasks in arrival order', async () => {
    const limit = concurrencyLimit(2)
    const gates = Array.from({ length: 5 }, () => deferred())
    const started: number[] = []
    let running = 0
    let most = 0
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i)
        running += 1
        most = Math.max(most, running)
        await gate.promise
        running -= 1
        return i * 10
      }),
    )
    await flush()
    expect(started).toEqual([0, 1])
    gates[1]?.resolve()
    await flush()
    expect(started).toEqual([0, 1, 2])
    gates[0]?.resolve()
    await flush()
    expect(started).toEqual([0, 1, 2, 3])
    gates[3]?.resolve()
    gates[2]?.resolve()
    await flush()
    expect(started).toEqual([0, 1, 2, 3, 4])
    gates[4]?.resolve()
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40])
    expect(most).toBe(2)
  })

  it('passes a failure to its caller and goes on with the next task', async () => {
    const limit = concurrencyLimit(1)
    const first = deferred()
    const failing = limit(async () => {
      await first.promise
      throw new Error('hash failed')
    })
    const synchronousThrow = limit(() => {
      throw new Error('thrown before any await')
    })
    const next = limit(async () => 'still runs')
    first.resolve()
    await expect(failing).rejects.toThrow('hash failed')
    await expect(synchronousThrow).rejects.toThrow('thrown before any await')
    await expect(next).resolves.toBe('still runs')
    // The slots were all given back: a full round of new tasks runs.
    await expect(Promise.all([limit(async () => 1), limit(async () => 2)])).resolves.toEqual([1, 2])
  })

  it('refuses a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError)
    expect(() => concurrencyLimit(1.5)).toThrow(RangeError)
  })
})
