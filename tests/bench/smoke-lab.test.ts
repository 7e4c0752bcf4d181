// npm test runs a seconds-long lab on a school's seats (`npm run bench -- lab`): as for exam day, what must hold is
// no error, no lost answer and every live view right.
// Each smoke runs the server and client that npm test built before it (--reuse-build), so the four smoke files can
// run side by side without one rebuilding what another is running.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm run bench -- lab (smoke)', () => {
  it('runs a lab of a stream grade on the school\'s seats with the live view watched, with no error and no lost answer (lab)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'lab', '--no-pg', '--students', '8', '--grade', '12', '--arrival-seconds', '2', '--think-ms', '50', '--live-every-ms', '500', '--reuse-build', '--port-base', '4200'],
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
