import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
const db = await PGlite.create('/tmp/pgl/db', { extensions: { pg_trgm } })
console.log((await db.query("select count(*) from users")).rows)
