// `npm run build` (server half): bundles src/server/main.ts and everything it imports from src/ into one ES
// module, dist/server/main.js, so `npm start` runs plain JavaScript instead of compiling TypeScript at every start;
// and the operator's commands (admin rights, migrations) beside it, for an installation that has only what runs
// (build tools such as tsx are development dependencies). Packages stay external (resolved from node_modules at
// run time, as in development). The thread that draws reports (src/server/reports/report-thread.ts) runs
// report-worker.js from beside main.js. esbuild comes with tsx and vite.
import { build } from 'esbuild'
import { ssrBuildOptions } from './ssr-build-options.mjs'

await build({
  entryPoints: { main: 'src/server/main.ts', 'report-worker': 'src/server/reports/report-worker.ts', admin: 'scripts/admin.ts', migrate: 'scripts/migrate.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
})

// The test page's server render (src/client/app/server-test-page.tsx, docs/decisions/018): the app's own components
// and libraries with React, bundled into one module (scripts/ssr-build-options.mjs), so the server's HTML is the app's
// first render.
await build(ssrBuildOptions('dist/server/test-page.js'))

