import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (db: 'pglite' | 'postgres') => ({
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
        test: { name: 'unit', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/assessment/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The components are tested on what ships, Preact through preact/compat (vite.config.ts, decision 017):
          // the libraries that import React go through Vite too, so the alias reaches them and one Preact is loaded.
          // (Each package here imports 'react'; `grep -rl "from 'react'" node_modules` finds a new one.)
          server: {
            deps: {
              inline: [
                /[\\/]node_modules[\\/](react-router|@tanstack|@radix-ui|@floating-ui|@testing-library|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar)[\\/]/,
              ],
            },
          },
        },
        // The ES module builds of Testing Library and react-router: in Node their packages resolve to CommonJS, whose
        // `require('react')` the alias cannot reach, and React would load beside Preact.
        resolve: {
          alias: [
            { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
            { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
          ],
        },
      },
      // A seconds-long run of `npm run bench`, so the harness cannot rot (tests/bench/smoke.test.ts).
      { test: { name: 'bench-smoke', include: ['tests/bench/**/*.test.ts'], environment: 'node', testTimeout: 240_000 } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
})
