// What each chunk of the client is made of: builds the client with source maps into .tmp/bundle-report (not
// dist/client, which ships without maps), then attributes every chunk's bytes to the source files they came from.
// `node scripts/bundle-report.mjs [chunk-name-filter]`. Sizes are raw bytes of minified output per source and the
// chunk's gzip -9 size; a source's share of the gzip size is estimated in proportion to its raw bytes.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.tmp', 'bundle-report')
execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })

const filter = process.argv[2]
const assets = path.join(out, 'assets')
const shorten = (s) => s.replace(/^.*node_modules\//, '~/').replace(/^(\.\.\/)+/, '')
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js')).sort()) {
  if (filter && !file.includes(filter)) continue
  const code = readFileSync(path.join(assets, file), 'utf8')
  const mapFile = path.join(assets, `${file}.map`)
  if (!existsSync(mapFile)) continue
  const map = new TraceMap(readFileSync(mapFile, 'utf8'))
  const lines = code.split('\n')
  const bytes = new Map()
  let prev = null
  eachMapping(map, (m) => {
    if (prev && prev.line === m.generatedLine) {
      const n = m.generatedColumn - prev.column
      bytes.set(prev.source, (bytes.get(prev.source) ?? 0) + n)
    } else if (prev) {
      const n = (lines[prev.line - 1]?.length ?? 0) - prev.column
      bytes.set(prev.source, (bytes.get(prev.source) ?? 0) + n)
    }
    prev = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(none)' }
  })
  const gz = gzipSync(code, { level: 9 }).length
  const raw = Buffer.byteLength(code)
  console.log(`\n${file}: ${(gz / 1024).toFixed(1)} KB gzipped, ${(raw / 1024).toFixed(1)} KB raw`)
  const byPackage = new Map()
  for (const [src, n] of bytes) {
    const s = shorten(src)
    const key = s.startsWith('~/') ? s.split('/').slice(0, s.split('/')[1].startsWith('@') ? 3 : 2).join('/') : s
    byPackage.set(key, (byPackage.get(key) ?? 0) + n)
  }
  for (const [key, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((n / raw) * gz / 1024).toFixed(1).padStart(6)} KB  ${key}`)
  }
}
