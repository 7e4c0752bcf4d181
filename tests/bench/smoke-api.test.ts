// npm test runs the API bench for a few seconds (1 s per run, 2 connections) so that it cannot rot: every server
// starts, every subject answers without an error, and the table with its budgets is printed. The figures of such a
// short run mean nothing; `npm run bench` gives the real ones (docs/benchmarks.md). PostgreSQL's rows run when the
// suite has a PostgreSQL (TEST_DATABASE_URL, as in CI), as the API tests do.
// Each smoke runs the server and client that npm test built before it (--reuse-build), so the four smoke files can
// run side by side without one rebuilding what another is running.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const POSTGRES = process.env.TEST_DATABASE_URL ? ['--pg-url', process.env.TEST_DATABASE_URL] : ['--no-pg']

describe('npm run bench -- api (smoke)', () => {
  it('runs every subject and prints the table with its budgets', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'api', '--duration', '1', '--connections', '2', '--reuse-build', '--port-base', '4160', ...POSTGRES],
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
})
