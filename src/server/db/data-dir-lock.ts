// An exclusive lock on the embedded database's folder. PGlite is one process's database: a second process opening
// the same folder starts too, but what it writes is lost when the first one writes its state back. The lock file,
// created with O_EXCL, holds the owner's pid; a lock whose process is gone (a crash, kill -9) is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { StartupError } from '../lib/startup-error'

export interface DataDirLock {
  release(): void
}

export function lockDataDir(dbDir: string): DataDirLock {
  const file = `${dbDir}.lock`
  for (let tries = 0; tries < 3; tries += 1) {
    let fd: number
    try {
      fd = openSync(file, 'wx')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const owner = Number.parseInt(readFileQuietly(file), 10)
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new StartupError(
          `The data folder ${dbDir} is already in use by another Disha process (pid ${owner}); stop that process first, or give this one another DATA_DIR.`,
        )
      }
      // The owner died without cleaning up: the lock is stale.
      try {
        unlinkSync(file)
      } catch {
        // Another process removed it first; try again.
      }
      continue
    }
    writeSync(fd, `${process.pid}\n`)
    closeSync(fd)
    let released = false
    return {
      release() {
        if (released) return
        released = true
        try {
          if (readFileQuietly(file).trim() === String(process.pid)) unlinkSync(file)
        } catch {
          // Already gone.
        }
      },
    }
  }
  throw new StartupError(`Could not lock the data folder ${dbDir}; another process keeps taking it. Stop the other Disha processes and start again.`)
}

function readFileQuietly(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
