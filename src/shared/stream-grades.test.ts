// Two facts about streams, each with its own name in constants.ts: grades 9-10 get a stream suggestion (the choice
// comes after class 10), grades 11-12 study a stream already. No source file spells either list again.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAM_GRADES, GRADES, STREAM_SUGGESTION_GRADES, studiesStream, suggestsStream } from './constants'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A list or a test of exactly the grades 9 and 10, or 11 and 12. */
const SPELLED = /\[\s*9\s*,\s*10\s*\]|\[\s*11\s*,\s*12\s*\]|grade\s*===\s*9\s*\|\|\s*\w*\.?grade\s*===\s*10|grade\s*===\s*11\s*\|\|\s*\w*\.?grade\s*===\s*12|grade\s*!==\s*9\s*&&/

describe('the stream grades', () => {
  it('are two lists: the grades a stream is suggested to, and the grades that study one', () => {
    expect(GRADES.filter(suggestsStream)).toEqual([...STREAM_SUGGESTION_GRADES])
    expect(GRADES.filter(studiesStream)).toEqual([...CURRENT_STREAM_GRADES])
    expect(STREAM_SUGGESTION_GRADES).toEqual([9, 10])
    expect(CURRENT_STREAM_GRADES).toEqual([11, 12])
  })

  it('are spelled out only in constants.ts (tests aside)', () => {
    const spelled = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join('shared', 'constants.ts'))
      .filter((file) => SPELLED.test(readFileSync(path.join(src, file), 'utf8')))
    expect(spelled).toEqual([])
  })

  it('would notice a second copy (the check above can fail)', () => {
    for (const copy of ['const STREAM_GRADES = new Set([9, 10])', 'if (grade === 11 || grade === 12)', 'profile.grade === 9 || profile.grade === 10', 'if (grade !== 9 && grade !== 10)']) {
      expect(copy).toMatch(SPELLED)
    }
  })
})
