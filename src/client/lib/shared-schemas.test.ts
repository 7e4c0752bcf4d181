// The client reads the API through the shared schemas the routes declare. A list schema built here would be a second
// copy of a route's response (it happened with the counselling requests): every z.array lives in src/shared.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUILDS_A_LIST = /\bz\s*\.\s*array\s*\(/

describe("the client's API schemas", () => {
  it('build no list of their own', () => {
    const building = (readdirSync(clientDir, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => BUILDS_A_LIST.test(readFileSync(path.join(clientDir, file), 'utf8')))
    expect(building).toEqual([])
    expect('const listSchema = z.array(counsellingRequestSchema)').toMatch(BUILDS_A_LIST)
  })
})
