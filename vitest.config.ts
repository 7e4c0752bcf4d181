import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
//
// On PGlite each file builds its own app on its own in-process database (support/app.ts), so the files of a worker
// share the loaded modules: the server's modules are imported once per worker, not once per file (isolated, imports
// were a quarter of these files' CPU). A file that replaces a module with vi.mock needs a fresh module graph for the
// mock to reach the app, so such files run isolated, in a project of their own. On PostgreSQL every file stays
// isolated: a worker that lives across files keeps whatever connections a file left open, and the server's
// max_connections ran out ("too many clients already") when they did.
const API_DIR = 'tests/api'
const mocking = readdirSync(API_DIR)
  .filter((file) => file.endsWith('.test.ts') && readFileSync(`${API_DIR}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `${API_DIR}/${file}`)

const apiProject = (db: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name: isolated ? `api-${db}-isolated` : `api-${db}`,
    include: isolated ? mocking : [`${API_DIR}/**/*.test.ts`],
    exclude: isolated ? [] : mocking,
    environment: 'node',
    isolate: isolated || db === 'postgres',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { DISHA_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
const apiProjects = (db: 'pglite' | 'postgres') => [apiProject(db, false), ...(mocking.length ? [apiProject(db, true)] : [])]

export default defineConfig({
  test: {
    // A worker per core (Vitest's default leaves one core to itself: one worker on a 2-core machine). The test files
    // wait on databases, child processes and sockets much of the time, and the main process does little.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'unit', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/assessment/**/*.test.ts', 'tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: './vite.config.ts',
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      // A seconds-long run of `npm run bench`, so the harness cannot rot (tests/bench/smoke.test.ts).
      { test: { name: 'bench-smoke', include: ['tests/bench/**/*.test.ts'], environment: 'node', testTimeout: 240_000 } },
      ...apiProjects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('postgres') : []),
    ],
  },
})
