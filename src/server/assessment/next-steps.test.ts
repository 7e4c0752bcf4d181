// Next steps never advise a degree the student's current stream closes (grades 11-12): for every stream, the steps
// of every career a result can show (the results screen's next steps are its first career's) and the PDF's next
// steps name no degree or entrance exam that needs a subject the stream lacks, unless the step is the route that
// remains (an additional subject through NIOS, a diploma and lateral entry).
import { describe, expect, it } from 'vitest'
import { CURRENT_STREAM_GRADES, CURRENT_STREAMS, type CurrentStream } from '../../shared/constants'
import type { Requirement } from '../../shared/schemas/stream-routes'
import { engineResults, patternAnswers } from '../reports/engine-sample'
import { buildReportModel } from '../reports/report-model'
import { meetsRequirement } from './eligibility'
import { assess } from './recommend'

/** Degrees and entrance exams with the class 12 subjects they need (eligibility.ts's requirements). */
const DEGREES: { name: string; pattern: RegExp; requires: Requirement }[] = [
  // JEE Main Paper 2B (B.Planning) needs Mathematics alone; NCHM JEE (hotel management) takes any stream.
  { name: 'JEE Main or Advanced', pattern: /(?<!NCHM )\bJEE (?:Main|Advanced)\b(?! Paper 2B)/, requires: 'pcm' },
  { name: 'JoSAA counselling', pattern: /\bJoSAA\b/, requires: 'pcm' },
  { name: 'B.Arch or NATA', pattern: /\bB\.?\s?Arch\b|\bNATA\b/, requires: 'pcm' },
  { name: 'B.Tech or B.E.', pattern: /\bB\.?\s?Tech\b|\bB\.E\.(?=\s)/, requires: 'science' },
  { name: 'NEET-UG', pattern: /\bNEET(?:-UG)?\b/, requires: 'pcb' },
  { name: 'MBBS, BDS or AYUSH degrees', pattern: /\bMBBS\b|\bBDS\b|\bB(?:AMS|HMS|UMS)\b/, requires: 'pcb' },
  { name: 'B.Sc Nursing', pattern: /\bB\.?\s?Sc\.? Nursing\b/, requires: 'pcb' },
  { name: 'B.Pharm', pattern: /\bB\.?\s?Pharm\b/, requires: 'science' },
  { name: 'B.Sc or B.Stat in Mathematics or Statistics', pattern: /\bB\.?\s?Sc\.?\s?(?:\(Hons\)\s)?(?:in\s)?(?:Mathematics|Statistics)\b|\bB\.?\s?Stat\b|\bB\.?\s?Math\b/, requires: 'maths' },
  { name: 'B.Sc in Physics or Chemistry', pattern: /\bB\.?\s?Sc\.?\s?(?:\(Hons\)\s)?(?:in\s)?(?:Physics|Chemistry)\b/, requires: 'science' },
  { name: 'NDA for the Air Force or Navy (Physics and Mathematics)', pattern: /\bNDA\b[^.;]*\b(?:Air Force|Navy)\b/, requires: 'pcm' },
]

/** A step about the route that remains, or one saying a closed exam is not needed, may name it. */
const ROUTE_THAT_REMAINS = /lateral entry|additional subject|\bNIOS\b|not needed/i

/** The closed degrees a step advises for a stream: empty when it advises none. */
function closedDegreesIn(step: string, stream: CurrentStream): string[] {
  if (ROUTE_THAT_REMAINS.test(step)) return []
  return DEGREES.filter((d) => d.pattern.test(step) && !meetsRequirement(d.requires, stream)).map((d) => d.name)
}

describe('the check for closed degrees', () => {
  it('finds a closed degree in a step, and lets the route that remains and the exams of the stream pass', () => {
    expect(closedDegreesIn('Prepare for JEE Main (held in January and April)', 'commerce')).toEqual(['JEE Main or Advanced'])
    expect(closedDegreesIn('Register for NEET-UG and revise class 11 Biology', 'science-pcm')).toEqual(['NEET-UG'])
    expect(closedDegreesIn('Shortlist B.Tech colleges by branch', 'humanities')).toEqual(['B.Tech or B.E.'])
    expect(closedDegreesIn('Prepare for JEE Main', 'science-pcm')).toEqual([])
    expect(closedDegreesIn('Prepare for NCHM JEE', 'humanities')).toEqual([])
    expect(closedDegreesIn('Prepare for JEE Main Paper 2B (B.Planning), which needs Mathematics in class 12', 'commerce-maths')).toEqual([])
    expect(closedDegreesIn('Read about SSC JE and lateral entry into a B.Tech', 'commerce')).toEqual([])
  })
})


describe('next steps for every stream', () => {
  it.each(CURRENT_STREAMS)('%s: no career a result can show advises a degree the stream closes', (stream) => {
    const found: string[] = []
    for (const grade of CURRENT_STREAM_GRADES) {
      // Every cluster, so every career the stream leaves open, is in the result.
      const result = assess({ grade, answers: patternAnswers(grade, 0), timeSpentSeconds: 1200, currentStream: stream }, { count: 1000 })
      const open = result.recommendations.filter((r) => r.eligibility?.open !== false)
      expect(open.length, `grade ${grade}`).toBeGreaterThan(40)
      for (const r of open) {
        for (const step of r.nextSteps) {
          for (const degree of closedDegreesIn(step, stream)) found.push(`grade ${grade}, ${r.id}: '${step}' advises ${degree}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it.each(CURRENT_STREAMS)('%s: the results screen and the PDF advise no degree the stream closes', (stream) => {
    const found: string[] = []
    for (const grade of CURRENT_STREAM_GRADES) {
      for (let seed = 0; seed < 12; seed++) {
        const results = engineResults(grade, seed, { currentStream: stream })
        // The results screen shows the first career's steps; the PDF those and the grade's own.
        const screen = results.recommendations[0]?.nextSteps ?? []
        const pdf = buildReportModel(results).nextSteps
        for (const step of [...screen, ...pdf]) {
          for (const degree of closedDegreesIn(step, stream)) found.push(`grade ${grade}, answers ${seed}: '${step}' advises ${degree}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})
