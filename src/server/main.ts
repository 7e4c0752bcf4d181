// `npm start`: the API and the built SPA on one port, until SIGTERM or SIGINT.
import { ConfigError, loadConfig } from './config'
import { StartupError } from './lib/startup-error'
import { startServer } from './start'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const server = await startServer(config)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, 'shutting down')
      const force = setTimeout(() => process.exit(1), 10_000)
      force.unref()
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          server.app.log.error({ err }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }
}

main().catch((err: unknown) => {
  // Something the operator can fix is said in a sentence or two; anything else keeps its stack for the developer.
  console.error(err instanceof StartupError ? err.message : err)
  process.exit(1)
})
