// esbuild's options for the test page's server render (src/client/app/server-test-page.tsx, docs/decisions/018),
// used by scripts/build-server.mjs and by the tests, which build the same module into a temporary folder.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Vite's `?raw` imports (the privacy page's text) as strings. */
const rawImports = {
  name: 'raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw',
    }))
    build.onLoad({ filter: /.*/, namespace: 'raw' }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }))
  },
}

/** Everything bundled but Preact, with React's imports pointed at preact/compat (vite.config.ts preactAlias). */
export function ssrBuildOptions(outfile) {
  return {
    entryPoints: ['src/client/app/server-test-page.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    // ES module builds first, as the browser build takes them: a CommonJS library's require('preact/compat') would
    // load Preact's CommonJS copy beside the ES one (two Preacts, hooks broken).
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'node20',
    external: ['preact', 'preact/*', 'preact-render-to-string'],
    alias: {
      'react-dom/server': 'preact/compat/server',
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
      react: 'preact/compat',
    },
    jsx: 'automatic',
    plugins: [rawImports],
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  }
}
