// npm test runs the API bench for a few seconds (1 s per run, 2 connections) so that it cannot rot: every server
// starts, every subject answers without an error, and the table with its budgets is printed. The figures of such a
// short run mean nothing; `npm run bench` gives the real ones (docs/benchmarks.md). PostgreSQL's rows run when the
// suite has a PostgreSQL (TEST_DATABASE_URL, as in CI), as the API tests do. Exam day and the lab serve the client
// build npm test made before them (built here when there is none).
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const POSTGRES = process.env.TEST_DATABASE_URL ? ['--pg-url', process.env.TEST_DATABASE_URL] : ['--no-pg']

describe('npm run bench (smoke)', () => {
  it('runs every subject and prints the table with its budgets', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'api', '--duration', '1', '--connections', '2', '--port-base', '4160', ...POSTGRES],
      { encoding: 'utf8', timeout: 240_000 },
    )
    const out = run.stdout
    expect(run.status, `${out}\n${run.stderr}`).toBe(0)
    expect(out).toMatch(/\| what +\| req\/s +\| p50 +\| p99 +\| vs bare +\| budget +\| result/)
    expect(out).toContain('bare node:http, fixed JSON (the base)')
    expect(out).toMatch(/Disha GET \/api\/questions\/10, signed in, no Accept-Encoding, PGlite .*\| >= 0\.40x \| (pass|FAIL) /)
    expect(out).toContain('Disha PUT /api/attempts/:id/answers (15 answers, a student per connection), PGlite')
    // The server's garbage collection in each run, read from its own /metrics (full collections; GC time per second).
    expect(out).toMatch(/Disha GET \/api\/questions\/10, signed in, no Accept-Encoding, PGlite .*\| \d+; \d+ ms\/s +\|/)
    if (process.env.TEST_DATABASE_URL) {
      expect(out).toMatch(/Disha GET \/api\/questions\/10, signed in, no Accept-Encoding, PostgreSQL .*\| >= 0\.50x \| (pass|FAIL) /)
      expect(out).toContain('peer: Express 5 + express-session + connect-pg-simple')
    }
    expect(out).toMatch(/start-up, PGlite, compiled .*\| \d+ ms +\| \d+ MB/)
  })

  it('starts the same build several times and prints each server\'s speed and garbage collection (spread)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'spread', '--servers', '2', '--duration', '1', '--connections', '2', '--port-base', '4180'],
      { encoding: 'utf8', timeout: 180_000 },
    )
    const out = run.stdout
    expect(run.status, `${out}\n${run.stderr}`).toBe(0)
    expect(out).toMatch(/\| server +\| req\/s +\| main-thread CPU\/req +\| full GCs +\| GC time +\| non-2xx\/errors/)
    expect(out).toMatch(/\| server 2 \(port 4181\) +\| [\d,]+ +\| \d+ µs +\| \d+ +\| \d+ ms\/s +\| 0 /)
    expect(out).toMatch(/main-thread CPU per request: least \d+ µs, most \d+ µs/)
  })

  it('runs an exam day of every grade with no error and no lost answer (exam)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'exam', '--no-pg', '--reuse-client-build', '--pglite-students', '10', '--arrival-seconds', '2', '--think-ms', '50', '--port-base', '4190'],
      { encoding: 'utf8', timeout: 360_000 },
    )
    const out = run.stdout
    // The budgets' verdict of so short a run means nothing; every student of grades 8-12 submitting, with no error
    // and every acknowledged answer stored, does.
    for (const row of ['PGlite, own addresses', 'PGlite, one address']) {
      expect(out, `${out}\n${run.stderr}`).toMatch(new RegExp(`\\| ${row} +\\| 10 +\\| [^|]+\\| 10 +\\| \\d+ +\\| 0 +\\| 0 of 300 +\\|`))
    }
  }, 400_000)

  it('runs a lab of a stream grade on the school\'s seats with the live view watched, with no error and no lost answer (lab)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'lab', '--no-pg', '--reuse-client-build', '--students', '8', '--grade', '12', '--arrival-seconds', '2', '--think-ms', '50', '--live-every-ms', '500', '--port-base', '4200'],
      { encoding: 'utf8', timeout: 360_000 },
    )
    const out = `${run.stdout}\n${run.stderr}`
    // As for exam day, the budgets' verdict of so short a run means nothing; what must hold: every student signed up
    // with the class's code, took the test on a seat and submitted, with no error and every acknowledged answer stored;
    // every live view answered and counted the class; afterwards it shows the whole class finished, one seat each.
    expect(run.stdout, out).toMatch(/\| PGlite, one address +\| 8 +\| 8 +\| 8 +\| 0 +\| 0 +\| 0 of 240 +\| 240 +\|[^|]+\|[^|]+\| [1-9]\d* \(0 wrong\) +\|/)
    expect(run.stdout).toContain('PGlite: after the sitting the live view shows 8 students, 8 finished; seats granted 8, used 8 for 8 started tests')
    expect(run.stdout).toMatch(/^(PASS|FAIL) lab on PGlite: p99 save .*, 0 errors, 0 answers lost, 0 submissions without a test, 0 sign-ups refused, 0 wrong live views/m)
  }, 400_000)
})
