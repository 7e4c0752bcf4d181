// A problem an operator can fix (a setting, a busy data folder, an unreachable database): main.ts prints its
// message, a plain paragraph, instead of a stack trace, and exits with status 1.
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StartupError'
  }
}
