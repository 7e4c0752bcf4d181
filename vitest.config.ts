import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app on its own database copy (support/app.ts), so the files of a worker can share
    // the loaded modules: the server's modules are imported once per worker, not once per file (a quarter of the
    // CPU of this project when isolated).
    isolate: false,
    globalSetup: ['tests/support/global-setup.ts'],
    env: { DISHA_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

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
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
