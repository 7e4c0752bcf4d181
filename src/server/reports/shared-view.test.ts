// The parents' page's data: the kinds of work a result ranks, with their careers, said about the student and never to
// them, for every grade and stream the engine can write for; results stored before clusters keep their careers.
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAMS, type CurrentStream, type Grade } from '../../shared/constants'
import { engineResults } from './engine-sample'
import { buildReportModel } from './report-model'
import { SHARED_CLUSTERS, toSharedReport } from './shared-view'
import { sampleResults, sampleResultsV2, sampleResultsV3 } from './testing/sample-results'
import { aboutStudent } from './third-person'

const SPEAKS_TO = /\byou(?:rs?|rself)?\b/i

describe('sentences said about the student', () => {
  it.each([
    ['You enjoy helping, teaching and looking after people, which is at the heart of this career.', 'Asha enjoys helping, teaching and looking after people, which is at the heart of this career.'],
    [
      'You enjoy creating things, and you enjoy leading, persuading people and getting things started: both are at the heart of this career.',
      'Asha enjoys creating things, and enjoys leading, persuading people and getting things started: both are at the heart of this career.',
    ],
    ['Your numerical reasoning is a strength that this career uses a lot.', "Asha's numerical reasoning is a strength that this career uses a lot."],
    ['This career uses a lot of science knowledge, which you can build up with practice.', 'This career uses a lot of science knowledge, which Asha can build up with practice.'],
    ['You work well with others and help a group pull together, which suits the way this work is done.', 'Asha works well with others and helps a group pull together, which suits the way this work is done.'],
    ['You finished in 2 minutes, too fast to read the questions carefully.', 'Asha finished in 2 minutes, too fast to read the questions carefully.'],
    ['Science (PCM) looks like a good fit for you in Grade 11. Commerce fits you almost equally well.', 'Science (PCM) looks like a good fit for Asha in Grade 11. Commerce fits Asha almost equally well.'],
    ['3 of your top 5 career matches, such as Medicine, usually start from Science.', "3 of Asha's top 5 career matches, such as Medicine, usually start from Science."],
    ['The work is creative but physically demanding, with long hours on your feet.', 'The work is creative but physically demanding, with long hours on their feet.'],
  ])('%s', (to, about) => {
    expect(aboutStudent(to, 'Asha')).toBe(about)
  })

  it('leaves out a sentence it cannot turn, rather than speak to the student', () => {
    expect(aboutStudent('If you have time, visit a hospital.', 'Asha')).toBeNull()
  })
})

describe("the parents' page's data", () => {
  it('leads a result that ranks clusters with its top kinds of work, each with its careers in order', () => {
    const model = buildReportModel(sampleResultsV3())
    const report = toSharedReport(model, '/download')
    expect(report.clusters?.map((c) => c.name)).toEqual(['Accounting, compliance and actuarial work', 'Computing and data', 'Journalism and writing'])
    const [first] = report.clusters!
    expect(first!.careers.map((c) => [c.careerField, c.matchPercentage, c.tiedWithPrevious])).toEqual([
      ['Chartered Accountancy', 84, false],
      ['Actuarial Science', 84, true],
      ['Economics', 74, false],
    ])
    expect(first!.reasons[0]).toBe('Rohan enjoys investigating how things work and solving problems with logic: that is at the heart of this career.')
    expect(report.clusterLeadFamily).toBe('Business and finance')
  })

  it('keeps the careers of results stored before clusters, with no kinds of work', () => {
    for (const results of [sampleResults(), sampleResultsV2()]) {
      const report = toSharedReport(buildReportModel(results), '/download')
      expect(report.clusters).toBeUndefined()
      expect(report.careers.map((c) => c.careerField)).toEqual(results.recommendations.filter((r) => r.eligibility?.open !== false).slice(0, 3).map((r) => r.careerField))
    }
  })

  it('says why two tied careers show different percentages', () => {
    const report = toSharedReport(buildReportModel(sampleResultsV2()), '/download')
    expect(report.careers[1]).toMatchObject({ careerField: 'Actuarial Science', matchPercentage: 83, tiedWithPrevious: true, tieReason: 'a gap this small often swaps on a retake' })
    expect(report.careers[0]!.tieReason).toBeUndefined()
  })

  const GRADES: Grade[] = [8, 9, 10, 11, 12]
  it.each(GRADES)('grade %i: speaks about the student in every sentence, for every stream, and leaves none of the engine’s out', (grade) => {
    const streams: (CurrentStream | undefined)[] = grade >= 11 ? [undefined, ...CURRENT_STREAMS] : [undefined]
    for (const currentStream of streams) {
      for (const seed of [0, 1, 2, 3, 4, 5]) {
        for (const timeSpentSeconds of [1200, 40]) {
          const results = engineResults(grade, seed, { studentName: 'Asha Rao', timeSpentSeconds, ...(currentStream ? { currentStream } : {}) })
          const model = buildReportModel(results)
          const report = toSharedReport(model, '/download')
          const where = `grade ${grade}, stream ${currentStream ?? 'none'}, answers ${seed}, ${timeSpentSeconds} s`
          expect(JSON.stringify(report), where).not.toMatch(SPEAKS_TO)
          // Every sentence of the engine's was turned, none left out.
          expect(report.clusters?.length, where).toBe(Math.min(SHARED_CLUSTERS, model.clusters?.length ?? 0))
          report.clusters!.forEach((c, i) => expect(c.reasons.length, `${where}, kind ${i + 1}`).toBe(model.clusters![i]!.lead.reasons.length))
          expect(report.qualityNotes.length, where).toBe(model.lowConfidence?.reasons.length ?? 0)
          expect(report.stream?.reasons.length, where).toBe(model.stream?.reasons.length)
          if (model.stream?.summary) expect(report.stream?.summary, where).toMatch(/Asha/)
        }
      }
    }
  })
})
