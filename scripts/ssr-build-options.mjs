// esbuild's options for the test page's server render (src/client/app/server-test-page.tsx, docs/decisions/018),
// used by scripts/build-server.mjs and by the tests, which build the same module into a temporary folder.

/**
 * The server draws the test page alone: every other page the router loads on demand (`import()` in
 * src/client/app/router.tsx, and the toasts' code) is left out of the bundle, which keeps the server's memory down.
 */
const onlyTheTestPage = {
  name: 'only-the-test-page',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && args.path !== './routes/test' ? { path: args.path, namespace: 'not-drawn-on-the-server' } : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'not-drawn-on-the-server' }, () => ({ contents: 'export {}', loader: 'js' }))
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
    plugins: [onlyTheTestPage],
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  }
}
