// npm test runs a seconds-long exam day of every grade (`npm run bench -- exam`): its budgets' verdict means nothing
// at this length, but every student submitting with no error and every acknowledged answer stored does.
// Each smoke runs the server and client that npm test built before it (--reuse-build), so the four smoke files can
// run side by side without one rebuilding what another is running.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm run bench -- exam (smoke)', () => {
  it('runs an exam day of every grade with no error and no lost answer (exam)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'exam', '--no-pg', '--pglite-students', '10', '--arrival-seconds', '2', '--think-ms', '50', '--reuse-build', '--port-base', '4190'],
      { encoding: 'utf8', timeout: 360_000 },
    )
    const out = run.stdout
    // The budgets' verdict of so short a run means nothing; every student of grades 8-12 submitting, with no error
    // and every acknowledged answer stored, does.
    for (const row of ['PGlite, own addresses', 'PGlite, one address']) {
      expect(out, `${out}\n${run.stderr}`).toMatch(new RegExp(`\\| ${row} +\\| 10 +\\| [^|]+\\| 10 +\\| \\d+ +\\| 0 +\\| 0 of 300 +\\|`))
    }
  }, 400_000)
})
