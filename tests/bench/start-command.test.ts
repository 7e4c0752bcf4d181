// `npm start`, the container and the benchmarks must run the server with the same node arguments (the V8 memory
// flags in package.json's start script), or the bench measures something nobody runs. The container must also hold
// every file the compiled server reads at run time, where the server looks for it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ASSESSMENT_DATA_DIR, MIGRATIONS_DIR } from '../../src/server/lib/paths'
import { ROOT, startCommand } from './lib/processes'

/** The final stage's `COPY --from=build <sources...> <dest>` lines, paths relative to the image's /app. */
function runtimeCopies(dockerfile: string): { sources: string[]; dest: string }[] {
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  return [...finalStage.matchAll(/^COPY --from=build (?:--\S+ )*(.+)$/gm)].map((m) => {
    const parts = m[1]!.trim().split(/\s+/)
    const strip = (p: string) => p.replace(/^\/app\//, '').replace(/^\.\//, '')
    const sources = parts.slice(0, -1).map(strip)
    // A destination ending in '/' (or '.' itself), or one that takes several sources or a glob, is a folder.
    const dest = strip(parts.at(-1)!)
    const isDir = dest === '' || dest.endsWith('/') || sources.length > 1 || sources.some((f) => f.includes('*'))
    return { sources, dest: isDir && dest !== '' && !dest.endsWith('/') ? `${dest}/` : dest }
  })
}

/** Where a COPY puts `file` (relative to /app), or null when it does not copy it. */
function landing(file: string, source: string, dest: string): string | null {
  const glob = new RegExp(`^${source.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)
  if (file === source) return dest === '' || dest.endsWith('/') ? path.posix.join(dest || '.', path.posix.basename(file)) : dest
  if (file.startsWith(`${source}/`)) return path.posix.join(dest, file.slice(source.length + 1))
  if (source.includes('*') && glob.test(file)) return path.posix.join(dest || '.', path.posix.basename(file))
  return null
}

describe('the server start command', () => {
  const args = startCommand()

  it('is the compiled server with V8 heap limits', () => {
    expect(args.at(-1)).toBe('dist/server/main.js')
    expect(args).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=\d+$/), expect.stringMatching(/^--max-semi-space-size=\d+$/)]))
  })

  it('is what the Dockerfile runs', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))?.[1]
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...args])
  })

  it("copies into the image every data file the server reads, to the path it reads it from", () => {
    const copies = runtimeCopies(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))
    const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')
    // The assessment's JSON data (item banks, careers, route costs, stream routes, sentences, their Hindi), the mails'
    // texts, the migrations and the built client and server.
    const data = readdirSync(ASSESSMENT_DATA_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => relative(path.join(ASSESSMENT_DATA_DIR, f)))
    expect(data).toEqual(expect.arrayContaining(['src/server/assessment/careers.json', 'src/server/assessment/route-costs.json', 'src/server/assessment/stream-routes.json', 'src/server/assessment/banks/grade-12.json']))
    const mails = readdirSync(path.join(ROOT, 'src/server/mail/messages')).map((f) => `src/server/mail/messages/${f}`)
    expect(mails).toContain('src/server/mail/messages/hi.json')
    const needed = [...data, ...mails, ...readdirSync(MIGRATIONS_DIR).map((f) => relative(path.join(MIGRATIONS_DIR, f))), 'dist/server/main.js', 'dist/client/index.html', 'package.json']
    const missing = needed.filter((file) => !copies.some(({ sources, dest }) => sources.some((source) => landing(file, source, dest)?.replace(/\/$/, '') === file)))
    expect(missing).toEqual([])
  })
})
