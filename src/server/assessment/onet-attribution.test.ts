// O*NET's attribution lives in one place in the code; the documents that quote it quote it exactly.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ONET_ATTRIBUTION, ONET_ATTRIBUTION_HI, onetAttributionIn } from './onet-attribution'
import { latinWordsInHindi } from '../../../tests/support/hindi-latin'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** The sentences of the attribution a copy would repeat, whichever of its versions or languages it copied. */
const MARKS = ['This product includes information from the O*NET', 'USDOL/ETA has not approved', 'के O*NET 29.3 डेटाबेस', 'USDOL/ETA ने इन परिवर्तनों']

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
  it('is quoted exactly by the README and the O*NET files’ README, and in Hindi by the latter', () => {
    for (const file of ['README.md', 'src/server/assessment/onet/README.md']) {
      expect(oneLine(read(file)), file).toContain(ONET_ATTRIBUTION)
    }
    expect(oneLine(read('src/server/assessment/onet/README.md'))).toContain(ONET_ATTRIBUTION_HI)
  })

  it('says in Hindi what the licence asks for, with its names as the English writes them', () => {
    expect(onetAttributionIn('en')).toBe(ONET_ATTRIBUTION)
    expect(onetAttributionIn('hi')).toBe(ONET_ATTRIBUTION_HI)
    // The source, its version and body, the licence, the trademark, and the body's disclaimer of the changes.
    for (const part of ['O*NET 29.3', '(USDOL/ETA)', 'CC BY 4.0', 'O*NET® USDOL/ETA का ट्रेडमार्क है', 'Disha ने', 'USDOL/ETA ने']) {
      expect(ONET_ATTRIBUTION_HI).toContain(part)
    }
    expect(latinWordsInHindi(ONET_ATTRIBUTION_HI).filter((w) => w !== 'Disha')).toEqual([])
  })

  it('has one copy in the code', () => {
    const here = path.join('src', 'server', 'assessment')
    expect(filesSaying()).toEqual([path.join(here, 'onet-attribution.test.ts'), path.join(here, 'onet-attribution.ts')])
  })
})
