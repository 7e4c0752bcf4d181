// The validity study board by board and, in grades 11-12, stream by stream: each cohort meets the test its board and
// stream draw (question-bank.ts formFor), so the figures show what the knowledge items a board or stream adds change.
// The interest and work-style items, which rank the careers, are the same in every board's test. Run:
//   node --import tsx tests/assessment/boards.ts           (every board; a few minutes)
//   node --import tsx tests/assessment/boards.ts streams   (grades 11-12, every stream)
import { BOARDS, CURRENT_STREAMS, studiesStream } from '../../src/shared/constants'
import { formFor } from '../../src/server/assessment/question-bank'
import { GRADES, type Grade } from '../../src/shared/schemas/items'
import { formatTable, runValidityStudy, type Cohort } from './validity-study'

export function boardCohorts(): Cohort[] {
  return [...BOARDS, null].flatMap((board) =>
    (GRADES as readonly Grade[]).map((grade) => ({
      grade,
      board: board ?? 'none',
      // Grades 11-12 state a stream; a board's figures there are those of its science (PCM) students.
      bank: formFor(grade, { board, stream: studiesStream(grade) ? 'science-pcm' : null }),
    })),
  )
}

export function streamCohorts(): Cohort[] {
  return CURRENT_STREAMS.flatMap((stream) =>
    ([11, 12] as const).map((grade) => ({ grade, board: stream, bank: formFor(grade, { board: 'cbse', stream }) })),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const byStream = process.argv[2] === 'streams'
  // Every second occupation per cohort: four boards (and seven streams) of whole cohorts would take many minutes.
  const result = runValidityStudy({ cohorts: byStream ? streamCohorts() : boardCohorts(), stride: 2 })
  console.log(formatTable(result).replaceAll('| by board |', byStream ? '| by stream |' : '| by board |'))
}
