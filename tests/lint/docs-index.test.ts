// docs/README.md is the way into the decision records: every record is listed there once, every link resolves, and
// a record that another supersedes says so in its own first lines (records are superseded, never amended).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = path.resolve(import.meta.dirname, '../../docs')
const index = readFileSync(path.join(DOCS, 'README.md'), 'utf8')
const records = readdirSync(path.join(DOCS, 'decisions')).filter((f) => f.endsWith('.md'))
const rows = [...index.matchAll(/^\| \[(\d{3})\]\(decisions\/([^)]+)\) \|(.*)\|(.*)\|$/gm)].map((m) => ({
  number: m[1]!,
  file: m[2]!,
  status: m[4]!.trim(),
}))
/** A record's first lines: where it says what it supersedes and what supersedes it. */
const headOf = (file: string) => readFileSync(path.join(DOCS, 'decisions', file), 'utf8').split('\n').slice(1, 14).join('\n').split('\n## ')[0]!
const sentencesOf = (file: string) => headOf(file).replace(/\s+/g, ' ').split(/(?<=\.) /)
/** The records a sentence names, leaving out those in parentheses ("beside 016's flags (as 041 sets them)"). */
const numbersIn = (text: string) => [...text.replace(/\([^)]*\)/g, '').matchAll(/\b(0\d\d)\b/g)].map((m) => m[1]!)

describe('docs/README.md lists the decision records', () => {
  it('lists every record once, under its own number, and no record that does not exist', () => {
    expect(rows.map((r) => r.file).sort()).toEqual([...records].sort())
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true)
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length)
  })

  it('marks a record superseded exactly when the record says so in its first lines, naming the same records', () => {
    for (const row of rows) {
      const supersededLines = sentencesOf(row.file).filter((sentence) => /superseded/i.test(sentence)).join(' ')
      expect(row.status !== '', `${row.file}: the index's status column and the record's first lines disagree`).toBe(supersededLines !== '')
      expect(new Set(numbersIn(row.status)), row.file).toEqual(new Set(numbersIn(supersededLines)))
      for (const by of numbersIn(row.status)) expect(records.some((f) => f.startsWith(`${by}-`)), `${row.file} names ${by}`).toBe(true)
    }
  })

  it('a record that supersedes another is named by it', () => {
    for (const row of rows) {
      const supersedesLines = sentencesOf(row.file).filter((sentence) => /\bSupersedes\b/.test(sentence)).join(' ')
      for (const older of numbersIn(supersedesLines)) {
        const olderRow = rows.find((r) => r.number === older)
        expect(olderRow && numbersIn(olderRow.status), `${older} should name ${row.number} as superseding it`).toContain(row.number)
      }
    }
  })
})
