// Draws a school's cohort report as an A4 PDF in the counsellor's language, with the class report's parts
// (class-report-pdf.ts): where the school's students are with the test, each class's counts in a table whose header
// is repeated on each page, each grade's spread of best career families and (grades 9-10) of suggested streams, and
// every student to follow up with their class. It reads only the SchoolReport (services/cohort-report.ts).
import type { Locale } from '../../shared/constants'
import type { SchoolReport } from '../../shared/schemas/cohort-report'
import { classText, type ClassMessageId } from './class-report-messages'
import {
  COLOR,
  drawerOf,
  drawFollowUp,
  drawFooters,
  drawProgress,
  drawSpread,
  drawTable,
  drawTitle,
  MARGIN,
  PROGRESS_TEXT,
  reportDate,
  TYPE,
  yieldToOtherRequests,
  type ClassPdfOptions,
  type Column,
  type Drawer,
  type Say,
} from './class-report-pdf'
import { openPdf } from './pdf-document'

type SchoolClassRow = SchoolReport['classes'][number]

export async function renderSchoolReport(report: SchoolReport, locale: Locale, options: ClassPdfOptions = {}): Promise<Buffer> {
  const say: Say = (id: ClassMessageId, values?: Record<string, string | number>) => classText(locale, id, values)
  const { schoolName } = report
  const { doc, done } = openPdf(locale, MARGIN, {
    title: say('school.meta.title', { school: schoolName }),
    subject: say('school.meta.subject'),
    creationDate: options.creationDate,
  })
  const d = drawerOf(doc)
  const students = report.classes.reduce((n, c) => n + c.studentCount, 0)

  drawTitle(d, say('school.kicker'), say('school.title', { school: schoolName }), [
    say('school.summary', { classes: report.classes.length, count: students, date: reportDate(locale, report.generatedAt) }),
  ])
  drawProgress(d, say('school.progress.title'), report.progress, say)
  await drawClasses(d, report.classes, say)
  for (const grade of report.grades) {
    await yieldToOtherRequests()
    d.ensureSpace(100)
    d.heading(say('school.grade.title', { grade: grade.grade }))
    d.text(say('school.grade.finished', { finished: grade.progress.finished, count: grade.studentCount }), MARGIN.left, doc.y, { size: TYPE.body, color: COLOR.muted })
    doc.y += 10
    drawSpread(d, say('school.families.title', { grade: grade.grade }), grade.families, say)
    if (grade.streams) drawSpread(d, say('school.streams.title', { grade: grade.grade }), grade.streams, say)
  }
  await yieldToOtherRequests()
  drawFollowUp(d, report.followUp, say, { showClass: true })
  drawFooters(d, say('school.footer', { school: schoolName }), say)
  doc.end()
  return done
}

/** Each class, one row: its grade, its students, and how many have not started, are on the way and have finished. */
async function drawClasses(d: Drawer, classes: SchoolClassRow[], say: Say) {
  d.ensureSpace(80)
  d.heading(say('school.classes.title'))
  if (classes.length === 0) {
    d.text(say('school.classes.none'), MARGIN.left, d.doc.y, { size: TYPE.body, color: COLOR.muted })
    d.doc.y += 18
    return
  }
  const count = (n: number) => ({ text: String(n) })
  const columns: Column<SchoolClassRow>[] = [
    { title: say('school.col.class'), width: 0, cell: (c) => ({ text: c.name, weight: 'bold' }) },
    { title: say('school.col.grade'), width: 62, cell: (c) => count(c.grade) },
    { title: say('school.col.students'), width: 66, cell: (c) => count(c.studentCount) },
    { title: say(PROGRESS_TEXT['not-started']), width: 72, cell: (c) => count(c.progress.notStarted) },
    { title: say(PROGRESS_TEXT['in-progress']), width: 72, cell: (c) => count(c.progress.inProgress) },
    { title: say(PROGRESS_TEXT.finished), width: 72, cell: (c) => count(c.progress.finished) },
  ]
  await drawTable(d, columns, classes, say('school.classes.continued'))
  d.doc.y += 18
}
