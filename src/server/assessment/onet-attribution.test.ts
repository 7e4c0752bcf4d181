// O*NET's attribution lives in one place in the code; the documents that quote it quote it exactly.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ONET_ATTRIBUTION } from './onet-attribution'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** The sentences of the attribution a copy would repeat, whichever of its versions it copied. */
const MARKS = ['This product includes information from the O*NET', 'USDOL/ETA has not approved']

/** The files of src/ and tests/ that say one of the attribution's sentences. */
function filesSaying(): string[] {
  return ['src', 'tests'].flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx|json|mjs)$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => MARKS.some((mark) => read(file).includes(mark))),
  )
}

describe("O*NET's attribution", () => {
  it('is quoted exactly by the README and the O*NET files’ README', () => {
    for (const file of ['README.md', 'src/server/assessment/onet/README.md']) {
      expect(oneLine(read(file)), file).toContain(ONET_ATTRIBUTION)
    }
  })

  it('has one copy in the code', () => {
    const here = path.join('src', 'server', 'assessment')
    expect(filesSaying()).toEqual([path.join(here, 'onet-attribution.test.ts'), path.join(here, 'onet-attribution.ts')])
  })
})
