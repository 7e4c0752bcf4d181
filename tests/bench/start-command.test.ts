// `npm start`, the container and the benchmarks must run the server with the same node arguments (the V8 memory
// flags in package.json's start script), or the bench measures something nobody runs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, startCommand } from './lib/processes'

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
})
