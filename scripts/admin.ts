// npm run admin -- grant <email> | revoke <email>: gives an existing account admin rights, or takes them away
// (never from the last admin). Both are recorded in the audit log as done from the command line.
import { loadConfig } from '../src/server/config'
import { findUserByEmail } from '../src/server/db/users-repository'
import { AppError } from '../src/server/errors'
import { StartupError } from '../src/server/lib/startup-error'
import { grantAdmin, revokeAdmin } from '../src/server/services/admin-rights'
import { openConfiguredDatabase } from '../src/server/start'

const USAGE = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>'
const [command, email] = process.argv.slice(2)
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE)
  process.exit(2)
}

let database
try {
  database = await openConfiguredDatabase(loadConfig())
} catch (err) {
  if (!(err instanceof StartupError)) throw err
  console.error(err.message)
  process.exit(1)
}
try {
  const user = await findUserByEmail(database.db, email)
  if (!user) {
    console.error(`No account uses ${email}. The person must register first.`)
    process.exitCode = 1
  } else if (command === 'grant') {
    await grantAdmin(database.db, user.id, { kind: 'cli' }, new Date())
    console.log(`${user.email} is now an admin.`)
  } else if (!user.isAdmin) {
    console.log(`${user.email} is not an admin; nothing changed.`)
  } else {
    try {
      await revokeAdmin(database.db, user.id, { kind: 'cli' }, new Date())
      console.log(`${user.email} is no longer an admin.`)
    } catch (err) {
      if (!(err instanceof AppError)) throw err
      console.error(err.message)
      process.exitCode = 1
    }
  }
} finally {
  await database.close()
}
