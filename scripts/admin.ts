// npm run admin -- grant <email> | revoke <email>: gives an existing account admin rights, or takes them away
// (never from the last admin). Both are recorded in the audit log as done from the command line
// (services/admin-command.ts).
import { loadConfig } from '../src/server/config'
import { StartupError } from '../src/server/lib/startup-error'
import { parseAdminCommand, runAdminCommand, type AdminCommandOutcome } from '../src/server/services/admin-command'
import { openConfiguredDatabase } from '../src/server/start'

function report(outcome: AdminCommandOutcome) {
  if (outcome.stdout) console.log(outcome.stdout)
  if (outcome.stderr) console.error(outcome.stderr)
  process.exitCode = outcome.code
}

const parsed = parseAdminCommand(process.argv.slice(2))
if ('code' in parsed) {
  report(parsed)
} else {
  let database
  try {
    database = await openConfiguredDatabase(loadConfig())
  } catch (err) {
    if (!(err instanceof StartupError)) throw err
    console.error(err.message)
    process.exit(1)
  }
  try {
    report(await runAdminCommand(database.db, parsed, new Date()))
  } finally {
    await database.close()
  }
}
