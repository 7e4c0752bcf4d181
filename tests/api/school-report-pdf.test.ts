// The school report as a PDF drawn by the server (GET /api/school/report.pdf): read through poppler as a counsellor's
// viewer would, it names the school, counts each class's students under their labels, gives each grade's families and
// streams and every student to follow up with their class, counts only the counsellor's own school, and speaks the
// counsellor's language. Every refusal is checked against callers who may not make the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassReport, SchoolReport } from '../../src/shared/schemas/cohort-report'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { Client, registerUser, type TestApp } from '../support/app'
import { pdfRawText, pdfText } from '../support/pdf'
import { createClass, finishTest, importList, signInWithSlip, startWithTwoSchools, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
const URL = '/api/school/report.pdf'

const pdfOf = async (client: Client) => {
  const res = await client.get(URL)
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return res
}
const flat = (text: string) => text.replace(/\s+/g, ' ')

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
  const class9 = await createClass(a.counsellor, { name: '9 A', grade: 9 })
  const [asha, bela, chetan] = (await importList(a.counsellor, class9.id, 'Asha Verma,1\nBela Rao,2\nChetan Das,3\nDeepa Nair,4')) as [SignInSlip, SignInSlip, SignInSlip]
  await finishTest(await signInWithSlip(t, asha, 'asha-own-pw', '198.51.100.61'), 9, 0)
  // Flat answers: a result to read with care.
  await finishTest(await signInWithSlip(t, bela, 'bela-own-pw', '198.51.100.62'), 9, 'flat')
  const chetanClient = await signInWithSlip(t, chetan, 'chetan-own-pw', '198.51.100.63')
  expect((await chetanClient.post('/api/attempts', { grade: 9, studentName: 'Chetan Das' })).statusCode).toBe(201)
  const class11 = await createClass(a.counsellor, { name: '11 Science', grade: 11 })
  await importList(a.counsellor, class11.id, 'Esha Gupta,1\nFarhan Ali,2')

  // School B: a class whose finished test must not be counted in A's report.
  const bClass = await createClass(b.counsellor, { name: '9 Z', grade: 9 })
  const [zoya] = (await importList(b.counsellor, bClass.id, 'Zoya Khan,1')) as [SignInSlip]
  await finishTest(await signInWithSlip(t, zoya, 'zoya-own-pw', '198.51.100.64'), 9, 0)
}, 240_000)
afterAll(async () => {
  await smtp.close()
})

describe('the school report as a PDF', () => {
  it('downloads as an attachment with an ASCII file name, never kept by a cache', async () => {
    const res = await pdfOf(a.counsellor)
    const slug = a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="disha-school-${slug}-report.pdf"`)
    expect(res.headers['content-disposition']).toMatch(/^[\x20-\x7e]+$/)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it("counts each class's students, gives each grade's spreads and lists the result to read with care with its class", async () => {
    const report = (await a.counsellor.get('/api/school/report')).json() as SchoolReport
    expect(report.progress).toEqual({ notStarted: 3, inProgress: 1, finished: 2 })
    const text = flat(pdfText((await pdfOf(a.counsellor)).rawPayload))
    expect(text).toContain(`${a.name}: Report`)
    expect(text).toContain('2 classes · 6 students · As of')
    // The classes' table: each class's grade, students, not started, in progress and finished, in that order (poppler
    // may join a bold '9 A' into '9A').
    expect(text).toContain('Class Grade Students Not started In progress Finished')
    expect(text).toMatch(/9 ?A 9 4 1 1 2/)
    expect(text).toContain('11 Science 11 2 2 0 0')
    // Each grade's spreads: grade 9 with streams, grade 11 without.
    expect(text).toContain('Grade 9: best career families')
    expect(text).toContain('Grade 9: suggested streams')
    expect(text).toContain('Grade 11: best career families')
    expect(text).not.toContain('Grade 11: suggested streams')
    const grade9 = report.grades.find((g) => g.grade === 9) as SchoolReport['grades'][number]
    for (const f of grade9.families) expect(text).toContain(f.label)
    for (const s of grade9.streams ?? []) expect(text).toContain(s.label)
    // Bela's flat answers: in the list to follow up, with her class and the note her results give; exactly the
    // students the report names to follow up are there.
    const followUp = text.slice(text.indexOf('Read with care: students to follow up'))
    expect(followUp).toContain('Bela Rao · Roll no. 2 · Class 9 A')
    const bela = report.followUp.find((s) => s.firstName === 'Bela') as SchoolReport['followUp'][number]
    expect(followUp).toContain(flat(bela.qualityNotes[0] as string).slice(0, 40))
    for (const name of ['Asha Verma', 'Chetan Das', 'Deepa Nair', 'Esha Gupta', 'Farhan Ali']) {
      expect(followUp.includes(name), name).toBe(report.followUp.some((s) => `${s.firstName} ${s.lastName}` === name))
    }
  })

  it("counts only the counsellor's own school's students", async () => {
    const aText = flat(pdfText((await pdfOf(a.counsellor)).rawPayload))
    expect(aText).not.toContain(b.name)
    expect(aText).not.toContain('9 Z')
    expect(aText).not.toContain('Zoya Khan')
    const bText = flat(pdfText((await pdfOf(b.counsellor)).rawPayload))
    expect(bText).toContain(`${b.name}: Report`)
    expect(bText).toContain('1 class · 1 student · As of')
    expect(bText).toMatch(/9 ?Z 9 1 0 0 1/)
    for (const name of ['9 A', '11 Science', 'Bela Rao', a.name]) expect(bText, name).not.toContain(name)
  })

  it('speaks Hindi to a Hindi counsellor: the headings, the classes table, the families as the results name them', async () => {
    const hindi = a.counsellor
    expect((await hindi.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
    try {
      const text = flat(pdfRawText((await pdfOf(hindi)).rawPayload))
      expect(text).toContain('रिपोर्ट')
      for (const heading of ['विद्यालय का परीक्षण', 'हर कक्षा का परीक्षण', 'कक्षा-स्तर', 'सबसे उपयुक्त करियर परिवार', 'सुझाए गए संकाय', 'शुरू नहीं किया', 'पूरा हुआ', 'सावधानी से पढ़ें']) {
        expect(text, heading).toContain(heading)
      }
      for (const english of ['best career families', 'Not started', 'Each class', 'Read with care']) expect(text).not.toContain(english)
      // The best family of each finished test as the results API names it to the same Hindi reader.
      const school = (await hindi.get('/api/school/report')).json() as SchoolReport
      const class9 = school.classes.find((c) => c.name === '9 A') as SchoolReport['classes'][number]
      const report = (await hindi.get(`/api/school/classes/${class9.id}/report`)).json() as ClassReport
      for (const student of report.students.filter((s) => s.testId)) {
        const results = (await hindi.get(`/api/tests/${student.testId}/results`)).json() as { test: { bestFamily: { label: string } } }
        expect(results.test.bestFamily.label).toMatch(/[\u0900-\u097F]/)
        expect(text).toContain(results.test.bestFamily.label)
      }
    } finally {
      await hindi.request('PUT', '/api/account/locale', { locale: 'en' })
    }
  })
})

describe('who may download the PDF', () => {
  it('answers 401 signed out, and 403 to a student and an admin', async () => {
    expect((await new Client(t.app).get(URL)).statusCode).toBe(401)
    const { client: student } = await registerUser(t.app)
    for (const [who, client] of [['student', student], ['admin', admin]] as const) {
      const res = await client.get(URL)
      expect(res.statusCode, who).toBe(403)
      expect(res.json().message.length).toBeGreaterThan(0)
    }
  })
})
