// The cohort report of a class and of a school: where each student is with the class grade's test, the spread of best
// career families and (grades 9-10) of suggested streams, the results to read with care, as JSON and as CSV. Every
// figure is checked against the students' own results as the results API serves them, and every call against
// callers who may not make it and ids of another school.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassReport, CohortStudent, SchoolReport } from '../../src/shared/schemas/cohort-report'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { Client, registerUser, uniqueEmail, type TestApp } from '../support/app'
import { parseCsv } from '../support/csv'
import { createClass, finishTest, importList, signInWithSlip, startWithTwoSchools, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
const ids = { class9: '', class11: '', bClass: '', bela: '', chetan: '', arif: '', formula: '', emailStudent: '' }
/** Each finished student's test id. */
const testOf = new Map<string, string>()

/** The test's best family, suggested stream and notes, as the results API gives them to the counsellor. */
async function resultFacts(testId: string) {
  const res = await a.counsellor.get(`/api/tests/${testId}/results`)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { test: { bestFamily?: CohortStudent['bestFamily']; qualityNotes?: string[] }; stream: { stream: string } | null }
  return { bestFamily: body.test.bestFamily ?? null, suggestedStream: body.stream?.stream ?? null, qualityNotes: body.test.qualityNotes ?? [] }
}

function spread(labels: (string | null | undefined)[]) {
  const counts = new Map<string, number>()
  for (const l of labels) if (l) counts.set(l, (counts.get(l) ?? 0) + 1)
  return [...counts].map(([label, count]) => ({ label, count })).sort((x, y) => y.count - x.count || x.label.localeCompare(y.label))
}

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())

  const class9 = await createClass(a.counsellor, { name: '9 A', grade: 9 })
  ids.class9 = class9.id
  // Roll numbers out of text order, a name with a comma and a name a spreadsheet would run as a formula.
  const slips = (await importList(a.counsellor, class9.id, 'Asha Verma,1\nBela Rao,2\nChetan Das,10\n"Khan, Arif",3\n=HYPERLINK("http://x.test"),4')) as SignInSlip[]
  const [asha, bela, chetan, arif, formula] = slips as [SignInSlip, SignInSlip, SignInSlip, SignInSlip, SignInSlip]
  Object.assign(ids, { bela: bela.studentId, chetan: chetan.studentId, arif: arif.studentId, formula: formula.studentId })
  testOf.set(asha.studentId, await finishTest(await signInWithSlip(t, asha, 'asha-own-pw', '198.51.100.31'), 9, 0))
  testOf.set(bela.studentId, await finishTest(await signInWithSlip(t, bela, 'bela-own-pw', '198.51.100.32'), 9, 'flat'))
  const chetanClient = await signInWithSlip(t, chetan, 'chetan-own-pw', '198.51.100.33')
  expect((await chetanClient.post('/api/attempts', { grade: 9, studentName: 'Chetan Das' })).statusCode).toBe(201)
  // Arif took another grade's test: the class's grade 9 test is still not started.
  await finishTest(await signInWithSlip(t, arif, 'arif-own-pw', '198.51.100.34'), 8, 1)
  testOf.set(formula.studentId, await finishTest(await signInWithSlip(t, formula, 'formula-own-pw', '198.51.100.35'), 9, 3))
  // A student with an e-mail address who joined by the class code.
  const emailStudent = new Client(t.app, '198.51.100.36')
  const registered = await emailStudent.post('/api/register', { email: uniqueEmail(), password: 'secret123', firstName: 'Dia', lastName: 'Menon', joinCode: class9.joinCode })
  expect(registered.statusCode).toBe(201)
  ids.emailStudent = registered.json().id
  testOf.set(ids.emailStudent, await finishTest(emailStudent, 9, 1))

  const class11 = await createClass(a.counsellor, { name: '11 Science, PCM', grade: 11 })
  ids.class11 = class11.id
  const [eshan] = (await importList(a.counsellor, class11.id, 'Eshan Gill,1')) as [SignInSlip]
  testOf.set(eshan.studentId, await finishTest(await signInWithSlip(t, eshan, 'eshan-own-pw', '198.51.100.37'), 11, 2))

  const bClass = await createClass(b.counsellor, { name: '9 A', grade: 9 })
  ids.bClass = bClass.id
  const [bSlip] = (await importList(b.counsellor, bClass.id, 'Farah Ali,1')) as [SignInSlip]
  await finishTest(await signInWithSlip(t, bSlip, 'farah-own-pw', '198.51.100.38'), 9, 'flat')
})
afterAll(async () => {
  await smtp.close()
})

describe('the class report', () => {
  it('says where each student is, and reads each result as the results page does', async () => {
    const res = await a.counsellor.get(`/api/school/classes/${ids.class9}/report`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const report = res.json() as ClassReport
    expect(report.schoolName).toBe(a.name)
    expect(report.schoolClass).toEqual({ id: ids.class9, name: '9 A', grade: 9, board: 'cbse' })
    // Roll numbers in number order; the e-mail student has none and comes last.
    expect(report.students.map((s) => s.rollNumber)).toEqual(['1', '2', '3', '4', '10', null])
    const byId = new Map(report.students.map((s) => [s.id, s]))
    expect(byId.get(ids.chetan)?.progress).toBe('in-progress')
    expect(byId.get(ids.arif)?.progress).toBe('not-started')
    expect(byId.get(ids.arif)?.testId).toBeNull()
    expect(report.progress).toEqual({ notStarted: 1, inProgress: 1, finished: 4 })

    const finished = report.students.filter((s) => s.progress === 'finished')
    expect(finished.map((s) => s.id).sort()).toEqual([...testOf.keys()].filter((id) => byId.has(id)).sort())
    for (const student of finished) {
      expect(student.testId).toBe(testOf.get(student.id))
      const facts = await resultFacts(student.testId as string)
      expect(student.bestFamily, student.firstName).toEqual(facts.bestFamily)
      expect(student.suggestedStream, student.firstName).toEqual(facts.suggestedStream)
      expect(student.qualityNotes, student.firstName).toEqual(facts.qualityNotes)
      expect(student.suggestedStream).not.toBeNull()
    }
    // Flat answers are to be read with care.
    expect(byId.get(ids.bela)?.qualityNotes.length).toBeGreaterThan(0)
    expect(report.families).toEqual(spread(finished.map((s) => s.bestFamily?.label)))
    expect(report.streams).toEqual(spread(finished.map((s) => s.suggestedStream)))
    expect(report.families.reduce((n, f) => n + f.count, 0)).toBe(4)
  })

  it('has no stream spread outside grades 9 and 10', async () => {
    const report = (await a.counsellor.get(`/api/school/classes/${ids.class11}/report`)).json() as ClassReport
    expect(report.progress).toEqual({ notStarted: 0, inProgress: 0, finished: 1 })
    expect(report.streams).toBeNull()
    expect(report.students[0]?.suggestedStream).toBeNull()
    expect(report.families).toEqual(spread([report.students[0]?.bestFamily?.label]))
  })

  it('downloads as CSV: a line a student, quoted as a spreadsheet reads it, no cell run as a formula', async () => {
    const res = await a.counsellor.get(`/api/school/classes/${ids.class9}/report.csv`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="disha-class-9-a-report.csv"')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.startsWith('\uFEFF')).toBe(true)
    const report = (await a.counsellor.get(`/api/school/classes/${ids.class9}/report`)).json() as ClassReport
    const [header, ...lines] = parseCsv(res.body)
    expect(header).toEqual(['Class', 'Grade', 'Roll number', 'Name', 'Test', 'Finished on', 'Best career family', 'Band', 'Tied with', 'Suggested stream', 'Read with care'])
    expect(lines).toHaveLength(report.students.length)
    const rows = new Map(lines.map((line, i) => [report.students[i]?.id, line]))
    expect(rows.get(ids.arif)?.slice(0, 5)).toEqual(['9 A', '9', '3', 'Arif Khan', 'Not started'])
    expect(rows.get(ids.chetan)?.[4]).toBe('In progress')
    // The name as typed, behind an apostrophe: a spreadsheet shows it and runs nothing.
    expect(rows.get(ids.formula)?.[3]).toBe(`'=HYPERLINK("http://x.test")`)
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.test"")"`)
    const bela = report.students.find((s) => s.id === ids.bela) as CohortStudent
    expect(rows.get(ids.bela)?.slice(4)).toEqual([
      'Finished',
      bela.completedAt?.slice(0, 10),
      bela.bestFamily?.label,
      bela.bestFamily?.band,
      bela.bestFamily?.tiedWith ?? '',
      bela.suggestedStream,
      bela.qualityNotes.join(' '),
    ])
    for (const line of lines) for (const cell of line) expect(cell, 'no cell starts a formula').not.toMatch(/^\s*[=+\-@]/)
  })
})

describe('the school report', () => {
  it('counts every class and grade, and lists the students to follow up, of this school alone', async () => {
    const res = await a.counsellor.get('/api/school/report')
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json() as SchoolReport
    const class9 = (await a.counsellor.get(`/api/school/classes/${ids.class9}/report`)).json() as ClassReport
    const class11 = (await a.counsellor.get(`/api/school/classes/${ids.class11}/report`)).json() as ClassReport
    expect(report.schoolName).toBe(a.name)
    expect(report.classes).toEqual([
      { id: ids.class9, name: '9 A', grade: 9, board: 'cbse', studentCount: 6, progress: class9.progress },
      { id: ids.class11, name: '11 Science, PCM', grade: 11, board: 'cbse', studentCount: 1, progress: class11.progress },
    ])
    expect(report.progress).toEqual({ notStarted: 1, inProgress: 1, finished: 5 })
    expect(report.grades).toEqual([
      { grade: 9, studentCount: 6, progress: class9.progress, families: class9.families, streams: class9.streams },
      { grade: 11, studentCount: 1, progress: class11.progress, families: class11.families, streams: null },
    ])
    const withNotes = [...class9.students, ...class11.students].filter((s) => s.qualityNotes.length > 0)
    expect(withNotes.map((s) => s.id)).toContain(ids.bela)
    expect(report.followUp).toEqual(withNotes)
  })

  it('downloads as CSV with every student of the school and nobody of another', async () => {
    const res = await a.counsellor.get('/api/school/report.csv')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="disha-school-[a-z0-9-]+-report\.csv"$/)
    const [, ...lines] = parseCsv(res.body)
    expect(lines.map((l) => l[0])).toEqual(['9 A', '9 A', '9 A', '9 A', '9 A', '9 A', '11 Science, PCM'])
    expect(res.body).toContain('\r\n"11 Science, PCM",11,1,Eshan Gill,Finished,')
    expect(lines.map((l) => l[3])).not.toContain('Farah Ali')
  })
})

describe('who may read a report', () => {
  const classCalls = (classId: string) => [`/api/school/classes/${classId}/report`, `/api/school/classes/${classId}/report.csv`]

  it('answers 404 for another school\'s class, and 400 with a message for a malformed id', async () => {
    for (const url of [...classCalls(ids.bClass), ...classCalls('00000000-0000-4000-8000-000000000000')]) {
      const res = await a.counsellor.get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message).toBe('That class was not found.')
    }
    for (const url of classCalls('not-a-class')) {
      const res = await a.counsellor.get(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toMatch(/id is not valid/)
    }
    // B's counsellor reads B's class; B's school report holds B's student alone.
    expect((await b.counsellor.get(classCalls(ids.bClass)[0] as string)).statusCode).toBe(200)
    const bReport = (await b.counsellor.get('/api/school/report')).json() as SchoolReport
    expect(bReport.classes.map((c) => c.id)).toEqual([ids.bClass])
    expect(bReport.followUp.map((s) => s.firstName)).toEqual(['Farah'])
  })

  it('answers 401 signed out, and 403 to a student, an admin and a session on a one-time password', async () => {
    const [fresh] = (await importList(a.counsellor, ids.class11, 'Gita Sen,2')) as [SignInSlip]
    const onSlip = new Client(t.app, '198.51.100.41')
    expect((await onSlip.post('/api/school-login', { schoolCode: a.code, username: fresh.username, password: fresh.password })).statusCode).toBe(200)
    const { client: student } = await registerUser(t.app)
    const urls = ['/api/school/report', '/api/school/report.csv', ...classCalls(ids.class9)]
    for (const url of urls) {
      expect((await new Client(t.app).get(url)).statusCode, url).toBe(401)
      for (const [who, client] of [['student', student], ['admin', admin], ['slip session', onSlip]] as const) {
        const res = await client.get(url)
        expect(res.statusCode, `${who} ${url}`).toBe(403)
        expect(res.json().message.length).toBeGreaterThan(0)
      }
    }
  })
})
