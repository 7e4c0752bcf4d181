import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { parse } from '@formatjs/icu-messageformat-parser'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rollup } from 'vite'

const apiTarget = 'http://127.0.0.1:3000'
const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Fills landing.html with the landing page rendered by React at build time (src/client/app/prerender.tsx),
 * and writes the variant with the login form open as landing-login.html, and both in Hindi (landing-hi.html,
 * landing-login-hi.html). The server sends them for `/` to a browser without a sign-in hint, in the browser's
 * language (docs/decisions/045-i18n.md); the landing entry hydrates them. So the first paint and the LCP text come from
 * the HTML, not from JavaScript, and its stylesheet is inlined (docs/benchmarks.md, front end). index.html (and
 * index-hi.html) gets the app's frame with 'Loading...', which React replaces.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'disha:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['landing.html']
      if (page?.type !== 'asset') throw new Error('prerender: the build emitted no landing.html')
      const template = String(page.source)
      const slot = '<div id="root"></div>'
      if (!template.includes(slot)) throw new Error(`prerender: landing.html has no ${slot}`)
      // The stylesheet goes into the page itself: no request stands between the HTML and its first paint. (The app's
      // pages keep the shared, cached file; the test page's copy inlines it too, below.)
      const inlined = inlineStylesheet(template, bundle, 'landing.html')
      // Through Vite's module runner, which compiles the app's TypeScript and JSX as the client build does; React and
      // the libraries load from node_modules. The same components hydrate this HTML, so ids from useId and the markup
      // match (public-landing.test.tsx fails on a mismatch).
      const { runnerImport } = await import('vite')
      const { module } = await runnerImport<typeof import('./src/client/app/prerender')>('./src/client/app/prerender.tsx', {
        root,
        configFile: false,
        logLevel: 'warn',
      })
      for (const locale of ['en', 'hi'] as const) {
        const suffix = locale === 'en' ? '' : `-${locale}`
        for (const [name, view] of [['landing', 'info'], ['landing-login', 'login']] as const) {
          const prerendered = module.prerenderLanding(view, locale)
          const source = inDocument(inlined, prerendered, `<div id="root" data-view="${view}">${prerendered.html}</div>`)
          const fileName = `${name}${suffix}.html`
          if (fileName === 'landing.html') page.source = source
          else this.emitFile({ type: 'asset', fileName, source })
        }
      }
      // Every other page: the app's frame and 'Loading...' until its code has run (src/client/app/app-shell.tsx).
      const app = bundle['index.html']
      if (app?.type !== 'asset' || !String(app.source).includes(slot)) throw new Error(`prerender: index.html has no ${slot}`)
      const appTemplate = String(app.source)
      const appShell = (locale: 'en' | 'hi') => {
        const prerendered = module.prerenderAppShell(locale)
        return inDocument(appTemplate, prerendered, `<div id="root">${prerendered.html}</div>`)
      }
      app.source = appShell('en')
      this.emitFile({ type: 'asset', fileName: 'index-hi.html', source: appShell('hi') })

      // The test page, the one a student opens on exam day over mobile data, gets its own copy (the server sends it for
      // /test/*) that also preloads the page's code: it then downloads alongside the app's instead of after it.
      const testChunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/client/app/routes/test.tsx'))
      if (testChunk?.type !== 'chunk') throw new Error('prerender: no chunk for routes/test.tsx')
      const needed = new Set<string>()
      const walk = (fileName: string) => {
        if (needed.has(fileName)) return
        needed.add(fileName)
        const chunk = bundle[fileName]
        if (chunk?.type === 'chunk') chunk.imports.forEach(walk)
      }
      walk(testChunk.fileName)
      const appHtml = String(app.source)
      const preloads = [...needed]
        .filter((fileName) => !appHtml.includes(`/${fileName}"`))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
      this.emitFile({ type: 'asset', fileName: 'app-test.html', source: appHtml.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`) })

      // The page the server draws a reloaded test into (app-test-drawn.html, docs/decisions/018): the question is on
      // screen with the HTML, so the HTML asks for no code before it has painted. A few lines (no imports of their
      // own) then import the app's entry and ask for the files it imports and the test page's chunks alongside it. The stylesheet is in the page, as on the landing page: no request stands between the HTML and its paint.
      const appEntry = /<script type="module" crossorigin src="\/(assets\/index-[^"]+\.js)"><\/script>/.exec(appHtml)
      if (!appEntry) throw new Error('prerender: index.html has no entry script')
      walk(appEntry[1] as string)
      const drawnFiles = [appEntry[1] as string, ...[...needed].filter((fileName) => fileName !== appEntry[1])]
      // A page drawn in Hindi is hydrated in Hindi: its frame and test messages are fetched with the code.
      const hindiAreas = ['frame', 'test'].map((area) => {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`/src/client/i18n/hi/${area}.json`))
        if (chunk?.type !== 'chunk') throw new Error(`prerender: no chunk for i18n/hi/${area}.json`)
        return chunk.fileName
      })
      const drawnPage = (source: string, files: string[]) => {
        // Until the app takes over, a submit (Start Test on the name entry) is stopped and its form kept for the app
        // (app/early-actions.ts takeStarterSubmit): natively it would reload the page and lose what was typed.
        const starter = [
          'let held = null',
          'const hold = (event) => {',
          '  event.preventDefault()',
          '  held = event.target',
          '}',
          "document.addEventListener('submit', hold, true)",
          'window.dishaStarterSubmit = () => {',
          "  document.removeEventListener('submit', hold, true)",
          '  return held',
          '}',
          `const files = ${JSON.stringify(files.map((fileName) => `/${fileName}`))}`,
          // Each preload link costs the main thread a little (about 2 ms on a slow phone): a few per task, so asking for
          // the code does not become one long task of its own (docs/benchmarks.md, front end). A message, not a timer,
          // between them: a hidden tab delays timers by up to a second.
          'const batches = new MessageChannel()',
          'let next = 1',
          'const preloadSome = () => {',
          '  for (const href of files.slice(next, next + 4)) {',
          "    const link = document.createElement('link')",
          "    link.rel = 'modulepreload'",
          "    link.crossOrigin = ''",
          '    link.href = href',
          '    document.head.append(link)',
          '  }',
          '  next += 4',
          '  if (next < files.length) batches.port2.postMessage(null)',
          '  else batches.port1.close()',
          '}',
          'batches.port1.onmessage = preloadSome',
          'const start = () => {',
          '  import(files[0])',
          '  preloadSome()',
          '}',
          "if (document.visibilityState === 'hidden') start()",
          'else requestAnimationFrame(() => setTimeout(start, 0))',
          '',
        ].join('\n')
        const starterName = `assets/test-page-start-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName: starterName, source: starter })
        return inlineStylesheet(source, bundle, 'index.html')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(appEntry[0], `<script type="module" crossorigin src="/${starterName}"></script>`)
      }
      // The server draws the page in the reader's language (src/server/lib/test-page.ts) into the template of that language.
      this.emitFile({ type: 'asset', fileName: 'app-test-drawn.html', source: drawnPage(appHtml, drawnFiles) })
      this.emitFile({ type: 'asset', fileName: 'app-test-drawn-hi.html', source: drawnPage(appShell('hi'), [...drawnFiles, ...hindiAreas]) })
    },
  }
}

/**
 * The message catalogues (src/client/i18n/<language>/<area>.json) as ICU syntax trees instead of strings, so the browser formats them
 * without react-intl's message parser: the build swaps the parser for FormatJS's stand-in without one (`resolve`
 * below), about 16 KB of gzipped JavaScript less on every page (docs/decisions/045-i18n.md). Component tests get the
 * same trees. A message that does not parse fails the build here, not on a student's screen.
 */
function compileMessages(): Plugin {
  return {
    name: 'disha:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]client[\\/]i18n[\\/][a-z]+[\\/][a-z-]+\.json$/.test(id)) return null
      const catalogue = JSON.parse(code) as Record<string, string>
      const compiled = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => {
          try {
            return [key, parse(message)]
          } catch (error) {
            throw new Error(`${path.relative(root, id)}: the message ${key} is not valid ICU: ${(error as Error).message}`, { cause: error })
          }
        }),
      )
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSIBLE = /\.(?:html|js|css|svg|json|txt|ttf|webmanifest|xml)$/

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, which the server sends
 * as they are to a browser that accepts them (`preCompressed` in src/server/app.ts). On the fly the server compresses
 * with brotli at quality 4, which costs CPU on every request and sends about a sixth more bytes over mobile data
 * (docs/benchmarks.md, front end). A file with no copy (none is missing from a build) is still compressed on the fly.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'disha:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // Once the build's files, the pre-rendered pages among them, are written.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file))
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file)
            const source = await readFile(full)
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: file.endsWith('.ttf') ? zlib.constants.BROTLI_MODE_FONT : zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ])
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)])
          }),
        )
      },
    },
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A template page with a pre-rendered `#root` and its language, title, description and no-script note. */
function inDocument(
  template: string,
  page: { lang: string; title: string; description: string; noscript: string },
  root: string,
): string {
  const replaced = template
    .replace('<div id="root"></div>', () => root)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(page.noscript)}</noscript>`)
  for (const part of [root, `lang="${page.lang}"`, `<title>${escapeHtml(page.title)}</title>`, escapeHtml(page.description), escapeHtml(page.noscript)]) {
    if (!replaced.includes(part)) throw new Error(`prerender: the page template has no place for ${part.slice(0, 40)}`)
  }
  return replaced
}

/** The page with its one built stylesheet's link replaced by the stylesheet itself. */
function inlineStylesheet(html: string, bundle: Rollup.OutputBundle, page: string): string {
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(html)
  const css = stylesheet && bundle[stylesheet[1] as string]
  if (!stylesheet || css?.type !== 'asset') throw new Error(`prerender: ${page} links no built stylesheet`)
  return html.replace(stylesheet[0], () => `<style>${String(css.source).replace(/<\/style/gi, '<\\/style')}</style>`)
}

// The client: index.html at the repository root, built into dist/client, which the server serves.
export default defineConfig(({ command }) => ({
  root,
  plugins: [compileMessages(), react(), tailwindcss(), prerenderLanding(), precompress()],
  resolve: {
    // The catalogues arrive compiled (compileMessages above): the browser's build needs no message parser.
    alias: command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : [],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      // The app (every page) and the pre-rendered landing page's own small entry.
      input: { index: `${root}index.html`, landing: `${root}landing.html` },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys. No catch-all
        // vendor chunk: it would pull zod and Radix into the landing page. Radix is left to the default splitting,
        // so a page loads only the Radix parts it uses (docs/benchmarks.md).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Apart from React: the landing page has no router.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // The landing page and the app both format messages with it (docs/decisions/045-i18n.md).
            { name: 'intl', test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
}))
