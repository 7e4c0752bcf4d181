// Runs at most `concurrency` of the given tasks at a time; the rest wait in arrival order. Used to keep argon2
// (tens of milliseconds of CPU a hash, on libuv's thread pool) from taking every core while other requests wait.

export type Limited = <T>(task: () => Promise<T>) => Promise<T>

export function concurrencyLimit(concurrency: number): Limited {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number >= 1, not ${concurrency}`)
  let running = 0
  const waiting: (() => void)[] = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running += 1
    // The slot is handed over by release(): `running` stays counted while the next task takes it.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
