// Prints the tests a grade's bank draws for every board and stream, item by item, so an author can read what each
// student meets: node --import tsx scripts/show-forms.ts 11
import { BOARDS, CURRENT_STREAMS, studiesStream } from '../src/shared/constants'
import { formFor } from '../src/server/assessment/question-bank'
import { GRADES, type Grade } from '../src/shared/schemas/items'

const grades = process.argv.slice(2).map(Number).filter((g): g is Grade => (GRADES as readonly number[]).includes(g))
for (const grade of grades.length ? grades : GRADES) {
  const streams = studiesStream(grade) ? [...CURRENT_STREAMS, null] : [null]
  for (const board of [...BOARDS, null]) {
    for (const stream of streams) {
      const knowledge = formFor(grade, { board, stream }).filter((item) => 'answer' in item)
      console.log(`grade ${grade}, board ${board ?? 'none'}${stream ? `, ${stream}` : ''}: ${knowledge.map((item) => item.id).join(' ')}`)
    }
  }
}
