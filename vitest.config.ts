import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: false as const,
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { DISHA_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: { name: 'unit', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: existsSync('vite.config.ts') ? './vite.config.ts' : false,
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
