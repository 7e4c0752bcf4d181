// The seed's stack as a peer: Express 5 + express-session with sessions in PostgreSQL (connect-pg-simple),
// answering the same 30-question JSON Disha serves to a signed-in student. Plain JavaScript, run by node itself.
// argv: port, PostgreSQL URL, path of a JSON file holding the question list.
import process from 'node:process'
import { readFileSync } from 'node:fs'
import connectPgSimple from 'connect-pg-simple'
import express from 'express'
import session from 'express-session'

const [port, conString, questionsFile] = process.argv.slice(2)
const questions = JSON.parse(readFileSync(questionsFile, 'utf8'))
const PgStore = connectPgSimple(session)

const app = express()
app.use(express.json())
app.use(
  session({
    store: new PgStore({ conString, tableName: 'bench_peer_session', createTableIfMissing: true }),
    secret: 'bench-peer-secret',
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 7 * 24 * 60 * 60 * 1000 },
  }),
)
app.post('/api/login', (req, res) => {
  req.session.userId = 'bench-user'
  res.json({ id: 'bench-user' })
})
app.get('/api/questions/:grade', (req, res) => {
  if (!req.session.userId) return res.status(401).json({ message: 'Unauthorized' })
  const grade = Number(req.params.grade)
  if (!Number.isInteger(grade) || grade < 8 || grade > 12) return res.status(400).json({ message: 'Invalid grade' })
  res.set('cache-control', 'no-store').json(questions)
})
const server = app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
