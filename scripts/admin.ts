// npm run admin -- grant <email>: makes an existing account an admin.
import { loadConfig } from '../src/server/config'
import { findUserByEmail, setAdmin } from '../src/server/db/users-repository'
import { StartupError } from '../src/server/lib/startup-error'
import { openConfiguredDatabase } from '../src/server/start'

const [command, email] = process.argv.slice(2)
if (command !== 'grant' || !email) {
  console.error('Usage: npm run admin -- grant <email>')
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
  } else {
    await setAdmin(database.db, user.id)
    console.log(`${user.email} is now an admin.`)
  }
} finally {
  await database.close()
}
