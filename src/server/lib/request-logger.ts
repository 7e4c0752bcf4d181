// Fastify makes a child logger for every request (`logger.child({ reqId })`), which in pino copies the parent's
// bindings and serializers: a measurable share of a cached API request's CPU (docs/benchmarks.md), and wasted
// whenever the request logs nothing at the level in force (LOG_LEVEL=warn logs nothing for a good request). This
// factory hands Fastify a stand-in that makes the real child, with the same bindings, only on the first line that
// will actually be written. Every line a request writes still carries its reqId.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Bindings, ChildLoggerOptions, Logger } from 'pino'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
type LogFn = FastifyBaseLogger['info']

class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings) as FastifyBaseLogger)
  }

  private write(level: Level, args: Parameters<LogFn>) {
    if (this.real) return (this.real[level] as (...a: unknown[]) => void)(...args)
    if (this.parent.isLevelEnabled(level)) (this.logger()[level] as (...a: unknown[]) => void)(...args)
  }

  get level(): string {
    return this.real?.level ?? this.parent.level
  }

  set level(level: string) {
    this.logger().level = level
  }

  isLevelEnabled(level: string): boolean {
    return this.real ? (this.real as Logger).isLevelEnabled(level) : this.parent.isLevelEnabled(level)
  }

  fatal(...args: Parameters<LogFn>) {
    this.write('fatal', args)
  }
  error(...args: Parameters<LogFn>) {
    this.write('error', args)
  }
  warn(...args: Parameters<LogFn>) {
    this.write('warn', args)
  }
  info(...args: Parameters<LogFn>) {
    this.write('info', args)
  }
  debug(...args: Parameters<LogFn>) {
    this.write('debug', args)
  }
  trace(...args: Parameters<LogFn>) {
    this.write('trace', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options)
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, unless the route asks for its own level or serializers. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // Fastify's no-op logger (logger: false) has no levels to ask: its child is itself, at no cost.
  if (options.level || options.serializers || typeof (logger as Partial<Logger>).isLevelEnabled !== 'function') {
    return logger.child(bindings, options)
  }
  return new LazyRequestLogger(logger as Logger, bindings) as unknown as FastifyBaseLogger
}

/**
 * Fastify's request lines ("incoming request", "request completed") are at info: when info is not written (the
 * production level is warn), they are skipped before Fastify builds their objects and reads the elapsed time, on
 * every request. A request that ended in an error is still handed to Fastify, which logs it at error.
 */
export class RequestLineController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (writesInfo(request.log)) super.incomingRequest(request, reply)
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || writesInfo(request.log)) super.requestCompleted(error, request, reply)
  }
}

function writesInfo(log: FastifyBaseLogger): boolean {
  const { isLevelEnabled } = log as Partial<Logger>
  return typeof isLevelEnabled !== 'function' || isLevelEnabled.call(log, 'info')
}
