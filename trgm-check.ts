import { PGlite } from '@electric-sql/pglite'
import { openDatabase, PGLITE_EXTENSIONS } from './src/server/db/client'
import { migrate } from './src/server/db/migrate'
const p = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
const d = await openDatabase({ pglite: p })
await migrate(d)
console.log((await p.query("select show_trgm('Asha')")).rows)
const dump = await p.dumpDataDir('none')
const q = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS })
console.log((await q.query("insert into tests (student_name, grade, answers, time_spent, score) values ('Asha Rao', 9, '{}', 1, '{}') returning id")).rows)
console.log((await q.query("explain select id from tests where lower(student_name) like '%sha r%'")).rows)
