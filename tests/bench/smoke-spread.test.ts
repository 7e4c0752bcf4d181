// npm test starts the build twice the way `npm run bench -- spread` starts it six times, for a second each, so that
// the scenario cannot rot; its figures mean nothing at this length (docs/benchmarks.md).
// Each smoke runs the server and client that npm test built before it (--reuse-build), so the four smoke files can
// run side by side without one rebuilding what another is running.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm run bench -- spread (smoke)', () => {
  it('starts the same build several times and prints each server\'s speed and garbage collection (spread)', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/run.ts', 'spread', '--servers', '2', '--duration', '1', '--connections', '2', '--reuse-build', '--port-base', '4180'],
      { encoding: 'utf8', timeout: 180_000 },
    )
    const out = run.stdout
    expect(run.status, `${out}\n${run.stderr}`).toBe(0)
    expect(out).toMatch(/\| server +\| req\/s +\| main-thread CPU\/req +\| full GCs +\| GC time +\| non-2xx\/errors/)
    expect(out).toMatch(/\| server 2 \(port 4181\) +\| [\d,]+ +\| \d+ µs +\| \d+ +\| \d+ ms\/s +\| 0 /)
    expect(out).toMatch(/main-thread CPU per request: least \d+ µs, most \d+ µs/)
  })
})
