// Builds the Fastify app: its context of services (context.ts), then the plugins that make every request what it is
// (plugins/), the routes, and the built SPA's pages. Each part lives in its own file; this one only puts them in order.
import { existsSync } from 'node:fs'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { createContext, type AppContext } from './context'
import type { Database } from './db/client'
import { registerCookies } from './lib/cookies'
import { serverWithFastLane } from './lib/fast-lane'
import { loggerOptions } from './lib/logger'
import { CLIENT_DIR } from './lib/paths'
import { lazyChildLogger, RequestLineController } from './lib/request-logger'
import type { RenderTestPage } from './lib/test-page'
import type { Mailer } from './mail/mailer'
import type { PaymentGateway } from './payments/razorpay-gateway'
import { compression } from './plugins/compression'
import { errorHandler, frameworkErrors } from './plugins/error-handler'
import { fastLane } from './plugins/fast-lane'
import { routeMetrics } from './plugins/metrics'
import { pages } from './plugins/pages'
import { requestStart } from './plugins/request-start'
import { routes } from './routes/index'

export interface BuildAppOptions {
  config: Config
  database: Database
  mailer: Mailer
  logger?: FastifyServerOptions['logger'] | false
  now?: () => number
  /** The payment gateway; by default Razorpay when keys are configured, none (mock mode) otherwise. */
  gateway?: PaymentGateway | null
  /** The built SPA; null serves the API alone. Defaults to dist/client when it exists. */
  clientDir?: string | null
  /**
   * Draws a reloaded test's open question into its HTML (docs/decisions/018). Defaults to dist/server/test-page.js,
   * loaded on first use; null (or no such file) sends the plain test page.
   */
  renderTestPage?: (() => Promise<RenderTestPage | null>) | null
  /** Whether the listening server answers cached signed-in reads itself (docs/decisions/019); default true. */
  fastLane?: boolean
}

const BODY_LIMIT = 100 * 1024

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options
  const now = options.now ?? Date.now
  const trustProxy = trustProxyOption(config.TRUST_PROXY)
  // eslint-disable-next-line prefer-const -- read by the server's request listener, set once Fastify exists
  let ctx: AppContext
  const app = Fastify({
    // The lane is made once the caches it reads exist (plugins/fast-lane.ts); the server asks ctx for it per request.
    ...(options.fastLane === false ? {} : { serverFactory: serverWithFastLane(() => ctx.fastLane) }),
    // Redaction and scrubbing always apply, whatever level or stream the caller picked (lib/logger.ts).
    logger: options.logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...(options.logger === true ? {} : (options.logger ?? {})) },
    // The per-request child logger is made only when the request writes a line (lib/request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    ...(options.logger === false ? {} : { logController: new RequestLineController() }),
    bodyLimit: BODY_LIMIT,
    trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()

  // JSON in and out (docs/product.md, "The API"): any other body type is refused with 415.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  ctx = await createContext({ config, database, mailer, now, log: app.log, gateway: options.gateway })
  app.decorate('ctx', ctx)
  // The report-drawing thread ends with the app (the database and mailer are the caller's to close).
  app.addHook('onClose', async () => ctx.reportThread.close())

  await app.register(routeMetrics)
  await app.register(compression)
  registerCookies(app)
  if (options.fastLane !== false) await app.register(fastLane, { logsRequests: options.logger !== false, trustProxy })
  await app.register(requestStart)
  await app.register(errorHandler)
  await app.register(routes)
  const clientDir = options.clientDir === undefined ? (existsSync(CLIENT_DIR) ? CLIENT_DIR : null) : options.clientDir
  await app.register(pages, { clientDir, renderTestPage: options.renderTestPage })
  return app
}

/** Fastify takes a hop count at run time (lib/request.js) although its types omit it; as a function it is typed. */
function trustProxyOption(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return setting
}
