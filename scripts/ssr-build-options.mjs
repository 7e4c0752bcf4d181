// esbuild's options for the test page's server render (src/client/app/server-test-page.tsx, docs/decisions/018),
// used by scripts/build-server.mjs and by the tests, which build the same module into a temporary folder.

/**
 * The server draws the test page alone: every other page the router loads on demand (`import()` in
 * src/client/app/router.tsx, and the toasts' code) is left out of the bundle, which keeps the server's memory down.
 * The page's English messages (the 'test' area of src/client/i18n/messages.ts, fetched by its route) stay in.
 */
const DRAWN = new Set(['./routes/test', './en/test.json'])
const onlyTheTestPage = {
  name: 'only-the-test-page',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' && !DRAWN.has(args.path) ? { path: args.path, namespace: 'not-drawn-on-the-server' } : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'not-drawn-on-the-server' }, () => ({ contents: 'export {}', loader: 'js' }))
  },
}

/**
 * Everything bundled, React and react-dom/server included, in their production builds whatever NODE_ENV the server
 * runs with: the renderer depends on nothing in node_modules at run time, and the markup is React's, as the browser's
 * hydration expects.
 */
export function ssrBuildOptions(outfile) {
  return {
    entryPoints: ['src/client/app/server-test-page.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // react-dom/server's Node build is CommonJS and requires Node's own modules (stream, util, crypto); an ES module
    // has no `require` of its own, so the bundle makes one.
    banner: { js: "import { createRequire as __disha_createRequire } from 'node:module'; const require = __disha_createRequire(import.meta.url);" },
    jsx: 'automatic',
    plugins: [onlyTheTestPage],
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  }
}
