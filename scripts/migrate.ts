// npm run db:migrate: applies pending migrations (the server also does this at start).
import { loadConfig } from '../src/server/config'
import { openConfiguredDatabase } from '../src/server/start'

const database = await openConfiguredDatabase(loadConfig())
await database.close()
console.log('Migrations applied.')
