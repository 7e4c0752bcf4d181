// The build's data check (scripts/check-data.ts): the project's own banks, catalogue, clusters, route costs, stream
// routes and exams, and their Hindi, pass, and a broken copy is refused with the file and the problem named.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ASSESSMENT_DATA_DIR } from '../../src/server/lib/paths'
import { checkAssessmentData } from '../../scripts/check-data'

describe("the build's check of the assessment data files", () => {
  let copy: string | undefined
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
    copy = undefined
  })

  function brokenCopy(edit: (dir: string) => void): string {
    copy = mkdtempSync(path.join(tmpdir(), 'disha-data-'))
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'banks'), path.join(copy, 'banks'), { recursive: true, filter: (f) => !f.endsWith('.ts') })
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'careers.json'), path.join(copy, 'careers.json'))
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'clusters.json'), path.join(copy, 'clusters.json'))
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'route-costs.json'), path.join(copy, 'route-costs.json'))
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'stream-routes.json'), path.join(copy, 'stream-routes.json'))
    cpSync(path.join(ASSESSMENT_DATA_DIR, 'i18n'), path.join(copy, 'i18n'), { recursive: true })
    edit(copy)
    return copy
  }
  const editJson = <T = Record<string, unknown>[]>(file: string, change: (value: T) => void) => {
    const value = JSON.parse(readFileSync(file, 'utf8')) as T
    change(value)
    writeFileSync(file, JSON.stringify(value))
  }

  it("passes the project's own banks and catalogue", async () => {
    expect(await checkAssessmentData()).toEqual([])
  })

  it('names the bank and the item when two items share an id, in a pool bank and in a legacy bank', async () => {
    type PoolFile = Record<'core' | 'knowledge', Record<string, unknown>[]>
    let id = ''
    const pool = brokenCopy((d) =>
      editJson<PoolFile>(path.join(d, 'banks', 'grade-9.json'), (file) => {
        id = String(file.core[2]!.id)
        file.knowledge[0]!.id = id
      }),
    )
    expect(id).toMatch(/^g9-/)
    expect(await checkAssessmentData(pool)).toEqual([`banks/grade-9.json: Question bank for grade 9 is invalid: ${id}: duplicate id`])
    rmSync(pool, { recursive: true, force: true })
    const legacy = brokenCopy((d) => editJson(path.join(d, 'banks', 'legacy', 'grade-9.json'), (items) => (items[3]!.id = items[2]!.id)))
    expect(await checkAssessmentData(legacy)).toEqual([expect.stringMatching(/^banks\/legacy\/grade-9\.json: .*item 4 \(g9-.*\): duplicate id/)])
  })

  it('names the catalogue and the field when a career has an unknown family', async () => {
    const dir = brokenCopy((d) => editJson(path.join(d, 'careers.json'), (careers) => (careers[0]!.family = 'astrology')))
    expect(await checkAssessmentData(dir)).toEqual([expect.stringMatching(/^careers\.json: 0\.family: /)])
  })

  it("names the clusters file and the career when a career's cluster does not exist", async () => {
    const dir = brokenCopy((d) =>
      editJson(path.join(d, 'careers.json'), (careers) => {
        careers.find((c) => c.id === 'psychology')!.cluster = 'astrology'
      }),
    )
    expect(await checkAssessmentData(dir)).toEqual([
      expect.stringMatching(/^clusters\.json: clusters: career 'psychology' names cluster 'astrology'/),
      expect.stringMatching(/^clusters\.json: clusters\.\d+\.id: cluster 'psychology' has no career/),
    ])
  })

  it('names the clusters file and the pair when look-alike careers are split without a reason', async () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, 'clusters.json')
      const value = JSON.parse(readFileSync(file, 'utf8')) as { apart: { clusters: string[] }[] }
      value.apart = value.apart.filter((e) => !(e.clusters.includes('doctors') && e.clusters.includes('nursing')))
      writeFileSync(file, JSON.stringify(value))
    })
    expect(await checkAssessmentData(dir)).toEqual([
      expect.stringMatching(/^clusters\.json: 'medicine-mbbs' and 'nursing' are look-alikes \(r = 0\.95\d\) in clusters 'doctors' and 'nursing'/),
    ])
  })

  it('names the route costs file and the family when a family has no source', async () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, 'route-costs.json')
      const value = JSON.parse(readFileSync(file, 'utf8')) as { families: Record<string, Record<string, unknown>> }
      delete value.families.health!.source
      writeFileSync(file, JSON.stringify(value))
    })
    expect(await checkAssessmentData(dir)).toEqual([expect.stringMatching(/^route-costs\.json: families\.health\.source: /)])
  })

  it('names the stream routes file and the career when an entry is for no career, or closes a career without a route', async () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, 'stream-routes.json')
      const value = JSON.parse(readFileSync(file, 'utf8')) as { careers: Record<string, Record<string, unknown>> }
      value.careers['astrology'] = { ...value.careers['urban-planning'] }
      value.careers['merchant-navy']!.closed = 'Officer courses need Physics, Chemistry and Mathematics in class 12.'
      writeFileSync(file, JSON.stringify(value))
    })
    expect(await checkAssessmentData(dir)).toEqual([
      expect.stringMatching(/^stream-routes\.json: careers\.merchant-navy\.closed: .*Routes? that remains?/),
      expect.stringMatching(/^stream-routes\.json: careers\.astrology: not a career id/),
    ])
  })

  it('names a file that is not JSON at all', async () => {
    const dir = brokenCopy((d) => writeFileSync(path.join(d, 'banks', 'grade-12.json'), '[{"id": '))
    expect(await checkAssessmentData(dir)).toEqual([expect.stringMatching(/^banks\/grade-12\.json: .*JSON/)])
  })

  it('names the Hindi file and the item when it misses an item, names an unknown one or changes the number of options', async () => {
    type Hindi = Record<string, { options?: string[] }>
    const file = (d: string) => path.join(d, 'banks', 'hi', 'grade-9.json')
    const missing = brokenCopy((d) => editJson<Hindi>(file(d), (hindi) => delete hindi['g9-sc-02']))
    expect(await checkAssessmentData(missing)).toEqual(['banks/hi/grade-9.json: Hindi question bank for grade 9 is invalid: g9-sc-02: missing'])
    rmSync(missing, { recursive: true, force: true })
    const unknown = brokenCopy((d) => editJson<Hindi>(file(d), (hindi) => (hindi['g9-sc-99'] = hindi['g9-sc-02']!)))
    expect(await checkAssessmentData(unknown)).toEqual([expect.stringMatching(/^banks\/hi\/grade-9\.json: .*g9-sc-99: no item of the grade 9 bank/)])
    rmSync(unknown, { recursive: true, force: true })
    const fewer = brokenCopy((d) => editJson<Hindi>(file(d), (hindi) => hindi['g9-sc-02']!.options!.pop()))
    expect(await checkAssessmentData(fewer)).toEqual([expect.stringMatching(/^banks\/hi\/grade-9\.json: .*g9-sc-02: 4 options in English, 3 in Hindi/)])
  })

  it("names the Hindi careers' file and the career when a career has no Hindi, or a list of another length", async () => {
    const dir = brokenCopy((d) => {
      editJson<Record<string, { skills: string[] }>>(path.join(d, 'i18n', 'hi', 'careers-2.json'), (careers) => {
        delete careers['welder']
        careers['plumber']!.skills.pop()
      })
    })
    expect(await checkAssessmentData(dir)).toEqual([
      "i18n/hi/careers-*.json: welder: no Hindi for the career 'welder'",
      expect.stringMatching(/^i18n\/hi\/careers-\*\.json: plumber\.skills: \d items where English has \d$/),
    ])
  })

  it('names the Hindi stream routes when a closed note does not say what remains, or a sentence does not end with the danda', async () => {
    const dir = brokenCopy((d) => {
      editJson<{ careers: Record<string, { closed?: string; note?: string }> }>(path.join(d, 'i18n', 'hi', 'stream-routes.json'), (file) => {
        const closed = file.careers['computer-science-software']!
        closed.closed = closed.closed!.replace('बचे हुए रास्ते:', 'रास्ते:')
        const noted = file.careers['actuarial-science']!
        noted.note = noted.note!.replace(/।$/, '.')
      })
    })
    expect(await checkAssessmentData(dir)).toEqual([
      "i18n/hi/stream-routes.json: careers.actuarial-science.note: write whole sentences: end each with '।'",
      "i18n/hi/stream-routes.json: careers.computer-science-software.closed: name what is left: 'बचा हुआ रास्ता:' or 'बचे हुए रास्ते:'",
    ])
  })

  it("names the Hindi exams' file when a career names an exam it does not say, or it says one no career names", async () => {
    const dir = brokenCopy((d) => {
      editJson(path.join(d, 'careers.json'), (careers) => void (careers.find((c) => c.id === 'law')!.exams as string[]).push('AP LAWCET'))
      editJson<Record<string, string>>(path.join(d, 'i18n', 'hi', 'exams.json'), (exams) => (exams['An old exam'] = 'एक पुरानी परीक्षा'))
    })
    expect(await checkAssessmentData(dir)).toEqual([
      "i18n/hi/exams.json: AP LAWCET: no Hindi for the exam 'AP LAWCET'",
      "i18n/hi/exams.json: An old exam: no exam 'An old exam' in the English file",
    ])
  })
})
