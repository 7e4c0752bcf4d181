// `npm run build` (server half): bundles src/server/main.ts and everything it imports from src/ into one ES
// module, dist/server/main.js, so `npm start` runs plain JavaScript instead of compiling TypeScript at every start.
// Packages stay external (resolved from node_modules at run time, as in development). esbuild comes with tsx,
// which the project already depends on for `npm run dev`.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
})
