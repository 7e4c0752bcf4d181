// The cohort report (docs/decisions/047-cohort-report.md): for a class or the whole school of a
// counsellor, where each student is with the class grade's test, the spread of the best career families and
// (grades 9-10) of the suggested streams, and the results that ask to be read with care, on screen and as CSV. Every
// read takes the counsellor's school id: another school's class is not found (404).
import { listCohort, type CohortRow } from '../db/cohort-repository'
import type { Db } from '../db/client'
import { findClassInSchool, findSchool, listClasses } from '../db/schools-repository'
import { notFound } from '../errors'
import { toCsv } from '../lib/csv'
import { MAX_RETEST_PAIRS } from '../../shared/schemas/admin'
import { listRetestPairs } from '../db/tests-repository'
import { schoolRetestReport } from './retest'
import type { ReportThread } from '../reports/report-thread'
import { suggestsStream, type Locale } from '../../shared/constants'
import {
  type ClassReport,
  type CohortStudent,
  type ProgressCounts,
  type SchoolReport,
  type SchoolRetestReport,
  type Spread,
} from '../../shared/schemas/cohort-report'
import { qualityNotesOf } from '../../shared/schemas/results'
import type { TestProgress } from '../../shared/schemas/schools'
import { familyNameIn, inLanguage, streamLabelIn } from './result-language'
import type { Counsellor } from './schools'

const PROGRESS_LABELS: Record<TestProgress, string> = { 'not-started': 'Not started', 'in-progress': 'In progress', finished: 'Finished' }

type StoredFamily = { id?: unknown; label?: unknown; band?: unknown; tiedWithPrevious?: unknown } | null

/**
 * The leading family of a stored result's `listed` part, and the family tied with it, read defensively; in English as
 * stored, in another language by the family's id (a family no longer in the catalogue keeps its stored name).
 */
function bestFamilyOf(listed: unknown, locale: Locale): CohortStudent['bestFamily'] {
  const families = (listed as { families?: StoredFamily[] } | null)?.families
  const [first, second] = Array.isArray(families) ? families : []
  const name = (family: NonNullable<StoredFamily>, label: string) => (typeof family.id === 'string' ? familyNameIn(family.id, label, locale) : label)
  if (typeof first?.label !== 'string' || typeof first.band !== 'string') return null
  return {
    label: name(first, first.label),
    band: first.band,
    ...(second?.tiedWithPrevious === true && typeof second.label === 'string' ? { tiedWith: name(second, second.label) } : {}),
  }
}

/**
 * The "read with care" notes of a stored result's `listed` part, as the student's own results show them: in English
 * as stored, in another language from the descriptors stored beside the text (a too-fast note with the test's minutes).
 */
function qualityNotesOfListed(listed: unknown, timeSpent: number | null, locale: Locale): string[] {
  const stored = listed as { lowConfidence?: unknown; profile?: { quality?: unknown } } | null
  const quality = stored?.profile?.quality as Parameters<typeof qualityNotesOf>[0]['profile']['quality'] | null | undefined
  if (!quality || typeof quality !== 'object') return []
  const said = locale === 'en' ? quality : inLanguage(quality, locale, timeSpent ?? 0)
  return qualityNotesOf(
    {
      ...(locale !== 'en' && timeSpent !== null ? { test: { timeSpent } } : {}),
      lowConfidence: stored?.lowConfidence === true,
      profile: { quality: { reasons: Array.isArray(said.reasons) ? said.reasons : [], flags: said.flags, strongFitWithheld: said.strongFitWithheld } },
    },
    locale,
  )
}

function toCohortStudent(row: CohortRow, locale: Locale): CohortStudent {
  const finished = row.testId !== null
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    rollNumber: row.rollNumber,
    classId: row.classId,
    className: row.className,
    grade: row.grade,
    progress: finished ? 'finished' : row.inProgress ? 'in-progress' : 'not-started',
    testId: row.testId,
    completedAt: row.completedAt?.toISOString() ?? null,
    bestFamily: finished ? bestFamilyOf(row.listed, locale) : null,
    suggestedStream: finished && suggestsStream(row.grade) && row.suggestedStream !== null ? streamLabelIn(row.suggestedStream, locale) : null,
    qualityNotes: finished ? qualityNotesOfListed(row.listed, row.timeSpent, locale) : [],
  }
}

function countProgress(students: CohortStudent[]): ProgressCounts {
  const counts = { notStarted: 0, inProgress: 0, finished: 0 }
  for (const s of students) {
    if (s.progress === 'finished') counts.finished += 1
    else if (s.progress === 'in-progress') counts.inProgress += 1
    else counts.notStarted += 1
  }
  return counts
}

/** Counts of the labels present, most first, then A to Z. */
function spreadOf(labels: (string | null | undefined)[]): Spread {
  const counts = new Map<string, number>()
  for (const label of labels) if (label) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

const familySpread = (students: CohortStudent[]) => spreadOf(students.map((s) => s.bestFamily?.label))
const streamSpread = (grade: number, students: CohortStudent[]) => (suggestsStream(grade) ? spreadOf(students.map((s) => s.suggestedStream)) : null)

/**
 * A class's report. The screen and the CSV read it in English as stored (`locale` 'en'); the PDF in the counsellor's
 * language, with families, streams and notes said in it.
 */
export async function classReport(db: Db, counsellor: Counsellor, classId: string, now: number, locale: Locale = 'en'): Promise<ClassReport> {
  const schoolClass = await findClassInSchool(db, counsellor.schoolId, classId)
  const school = schoolClass ? await findSchool(db, counsellor.schoolId) : undefined
  if (!schoolClass || !school) throw notFound('That class')
  const students = (await listCohort(db, counsellor.schoolId, schoolClass.id)).map((row) => toCohortStudent(row, locale))
  return {
    generatedAt: new Date(now).toISOString(),
    schoolName: school.name,
    schoolClass: { id: schoolClass.id, name: schoolClass.name, grade: schoolClass.grade, board: schoolClass.board },
    progress: countProgress(students),
    families: familySpread(students),
    streams: streamSpread(schoolClass.grade, students),
    students,
  }
}

/**
 * The school's report, and every student of its classes (the CSV's lines). The screen and the CSV read it in English
 * as stored; the PDF in the counsellor's language.
 */
export async function schoolReport(db: Db, counsellor: Counsellor, now: number, locale: Locale = 'en'): Promise<{ report: SchoolReport; students: CohortStudent[] }> {
  const school = await findSchool(db, counsellor.schoolId)
  if (!school) throw notFound('Your school')
  const [classes, rows] = await Promise.all([listClasses(db, school.id), listCohort(db, school.id)])
  const students = rows.map((row) => toCohortStudent(row, locale))
  const byClass = new Map<string, CohortStudent[]>()
  for (const s of students) {
    const own = byClass.get(s.classId)
    if (own) own.push(s)
    else byClass.set(s.classId, [s])
  }
  const grades = [...new Set(classes.map((c) => c.grade))].sort((a, b) => a - b)
  const report: SchoolReport = {
    generatedAt: new Date(now).toISOString(),
    schoolName: school.name,
    progress: countProgress(students),
    classes: classes.map((c) => {
      const own = byClass.get(c.id) ?? []
      return { id: c.id, name: c.name, grade: c.grade, board: c.board, studentCount: own.length, progress: countProgress(own) }
    }),
    grades: grades.map((grade) => {
      const own = students.filter((s) => s.grade === grade)
      return { grade, studentCount: own.length, progress: countProgress(own), families: familySpread(own), streams: streamSpread(grade, own) }
    }),
    followUp: students.filter((s) => s.qualityNotes.length > 0),
  }
  return { report, students }
}

/** The retest study (services/retest.ts) on the counsellor's own students who took a grade twice. */
export async function schoolRetestStudy(db: Db, counsellor: Counsellor, minDays: number): Promise<SchoolRetestReport> {
  return schoolRetestReport(await listRetestPairs(db, minDays, MAX_RETEST_PAIRS, counsellor.schoolId), minDays)
}

/** The class's report drawn as a PDF in the counsellor's language (on the report thread), and its file's name. */
export async function classReportPdf(
  db: Db,
  thread: ReportThread,
  counsellor: Counsellor,
  classId: string,
  now: number,
  locale: Locale,
): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await classReport(db, counsellor, classId, now, locale)
  return { pdf: await thread.drawClass(report, locale), fileName: reportFileName('class', report.schoolClass.name, 'pdf') }
}

/** The school's report drawn as a PDF in the counsellor's language (on the report thread), and its file's name. */
export async function schoolReportPdf(db: Db, thread: ReportThread, counsellor: Counsellor, now: number, locale: Locale): Promise<{ pdf: Buffer; fileName: string }> {
  const { report } = await schoolReport(db, counsellor, now, locale)
  return { pdf: await thread.drawSchool(report, locale), fileName: reportFileName('school', report.schoolName, 'pdf') }
}

const fullName = (s: Pick<CohortStudent, 'firstName' | 'lastName'>) => [s.firstName, s.lastName].filter(Boolean).join(' ')

/** One line a student, the same columns for a class and for the school, for a spreadsheet to sort and filter. */
export function cohortCsv(students: CohortStudent[]): string {
  return toCsv([
    ['Class', 'Grade', 'Roll number', 'Name', 'Test', 'Finished on', 'Best career family', 'Band', 'Tied with', 'Suggested stream', 'Read with care'],
    ...students.map((s) => [
      s.className,
      s.grade,
      s.rollNumber,
      fullName(s),
      PROGRESS_LABELS[s.progress],
      s.completedAt?.slice(0, 10) ?? null,
      s.bestFamily?.label,
      s.bestFamily?.band,
      s.bestFamily?.tiedWith,
      s.suggestedStream,
      s.qualityNotes.join(' '),
    ]),
  ])
}

/** A file name of ASCII letters, digits and dashes: `disha-class-9-a-report.csv`. */
export function reportFileName(kind: 'class' | 'school', name: string, extension: 'csv' | 'pdf' = 'csv'): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `disha-${kind}${slug ? `-${slug}` : ''}-report.${extension}`
}
