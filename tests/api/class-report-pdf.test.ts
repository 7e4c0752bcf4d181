// The class report as a PDF drawn by the server (GET /api/school/classes/:id/report.pdf): read through poppler as a
// counsellor's viewer would, it names the class and school, counts where the students are, lists every student once
// across pages whose table header is repeated, and speaks the counsellor's language. Every refusal is checked against
// callers who may not make the call and ids of another school.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassReport } from '../../src/shared/schemas/cohort-report'
import type { SignInSlip } from '../../src/shared/schemas/schools'
import { Client, registerUser, type TestApp } from '../support/app'
import { pdfPageCount, pdfRawText, pdfText, pdfWordBoxes } from '../support/pdf'
import { createClass, finishTest, importList, signInWithSlip, startWithTwoSchools, type TestSchool } from '../support/schools'
import type { MailCatcher } from '../support/smtp'

let t: TestApp
let smtp: MailCatcher
let admin: Client
let a: TestSchool
let b: TestSchool
const ids = { class9: '', big: '', bClass: '' }
const BIG_CLASS = 60

const pdfOf = async (client: Client, classId: string) => {
  const res = await client.get(`/api/school/classes/${classId}/report.pdf`)
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return res
}
const flat = (text: string) => text.replace(/\s+/g, ' ')
/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1

beforeAll(async () => {
  ;({ t, smtp, admin, a, b } = await startWithTwoSchools())
  const class9 = await createClass(a.counsellor, { name: '9 A', grade: 9 })
  ids.class9 = class9.id
  const [asha, bela, chetan] = (await importList(a.counsellor, class9.id, 'Asha Verma,1\nBela Rao,2\nChetan Das,3\nDeepa Nair,4')) as [SignInSlip, SignInSlip, SignInSlip]
  await finishTest(await signInWithSlip(t, asha, 'asha-own-pw', '198.51.100.51'), 9, 0)
  // Flat answers: a result to read with care.
  await finishTest(await signInWithSlip(t, bela, 'bela-own-pw', '198.51.100.52'), 9, 'flat')
  const chetanClient = await signInWithSlip(t, chetan, 'chetan-own-pw', '198.51.100.53')
  expect((await chetanClient.post('/api/attempts', { grade: 9, studentName: 'Chetan Das' })).statusCode).toBe(201)

  const big = await createClass(a.counsellor, { name: '10 B', grade: 10 })
  ids.big = big.id
  const names = Array.from({ length: BIG_CLASS }, (_, i) => `Pupil${String(i + 1).padStart(2, '0')} Sharma,${i + 1}`)
  await importList(a.counsellor, big.id, names.join('\n'))

  const bClass = await createClass(b.counsellor, { name: '9 A', grade: 9 })
  ids.bClass = bClass.id
}, 240_000)
afterAll(async () => {
  await smtp.close()
})

describe('the class report as a PDF', () => {
  it('downloads as an attachment with an ASCII file name, never kept by a cache', async () => {
    const res = await pdfOf(a.counsellor, ids.class9)
    expect(res.headers['content-disposition']).toBe('attachment; filename="disha-class-9-a-report.pdf"')
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('names the class, the school and the students, counts where they are, and lists the result to read with care', async () => {
    const report = (await a.counsellor.get(`/api/school/classes/${ids.class9}/report`)).json() as ClassReport
    expect(report.progress).toEqual({ notStarted: 1, inProgress: 1, finished: 2 })
    const pdf = (await pdfOf(a.counsellor, ids.class9)).rawPayload
    const text = flat(pdfText(pdf))
    expect(text).toContain('Class 9 A: Report')
    expect(text).toContain(`${a.name} · Grade 9 · CBSE`)
    expect(text).toContain('4 students · As of')
    for (const name of ['Asha Verma', 'Bela Rao', 'Chetan Das', 'Deepa Nair']) expect(text, name).toContain(name)
    // Each count written under its label in the tiles at the top of the first page.
    const words = pdfWordBoxes(pdf, 1)
    const countUnder = (label: string) => {
      const first = words.find((w) => w.text === label) as (typeof words)[number]
      expect(first, label).toBeDefined()
      return words.find((w) => /^\d+$/.test(w.text) && Math.abs(w.xMin - first.xMin) < 2 && w.yMin > first.yMax && w.yMin - first.yMax < 30)?.text
    }
    expect([countUnder('Not'), countUnder('In'), countUnder('Finished')]).toEqual(['1', '1', '2'])
    // The families and streams of the finished tests, with their counts.
    for (const f of report.families) expect(text).toContain(f.label)
    for (const s of report.streams ?? []) expect(text).toContain(s.label)
    // Bela's flat answers: in the list to follow up, with the note her results give; the students without a note are not.
    const bela = report.students.find((s) => s.firstName === 'Bela') as ClassReport['students'][number]
    expect(bela.qualityNotes.length).toBeGreaterThan(0)
    const followUp = text.slice(text.indexOf('Read with care: students to follow up'), text.indexOf('Students Roll no.'))
    expect(followUp).toContain('Bela Rao · Roll no. 2')
    expect(followUp).toContain(flat(bela.qualityNotes[0] as string).slice(0, 40))
    for (const s of report.students) {
      expect(followUp.includes(`${s.firstName} ${s.lastName}`), s.firstName).toBe(s.qualityNotes.length > 0)
    }
  })

  it('runs a class of 60 over pages, the table header on each, every student once', async () => {
    const pdf = (await pdfOf(a.counsellor, ids.big)).rawPayload
    const pages = pdfText(pdf).split('\f').map(flat).filter((p) => p.trim())
    expect(pdfPageCount(pdf)).toBeGreaterThan(1)
    expect(pages.length).toBe(pdfPageCount(pdf))
    const tablePages = pages.filter((p) => /Pupil\d\d Sharma/.test(p))
    expect(tablePages.length).toBeGreaterThan(1)
    // The header's cells, in order, on every page the table runs onto ('Suggested stream' and 'Read with care' wrap).
    for (const page of tablePages) expect(page).toMatch(/Roll no\. Name Test Best career family Suggested Read with stream care 1?\d* ?Pupil/)
    const all = pages.join(' ')
    for (let i = 1; i <= BIG_CLASS; i++) expect(occurrences(all, `Pupil${String(i).padStart(2, '0')} Sharma`), `pupil ${i}`).toBe(1)
    expect(all).toContain(`${BIG_CLASS} students`)
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`)
  })

  it("speaks Hindi to a Hindi counsellor: the headings, the test's states, the families as the results name them", async () => {
    const hindi = a.counsellor
    expect((await hindi.request('PUT', '/api/account/locale', { locale: 'hi' })).statusCode).toBe(200)
    try {
      const text = flat(pdfRawText((await pdfOf(hindi, ids.class9)).rawPayload))
      expect(text).toMatch(/कक्षा 9 A ?: रिपोर्ट/)
      for (const heading of ['कक्षा 9 का परीक्षण', 'सबसे उपयुक्त करियर परिवार', 'सुझाए गए संकाय', 'शुरू नहीं किया', 'पूरा हुआ', 'अनुक्रमांक']) {
        expect(text, heading).toContain(heading)
      }
      expect(text).not.toContain('Best career families')
      expect(text).not.toContain('Not started')
      // The best family of each finished test as the results API names it to the same Hindi reader.
      const report = (await hindi.get(`/api/school/classes/${ids.class9}/report`)).json() as ClassReport
      for (const student of report.students.filter((s) => s.testId)) {
        const results = (await hindi.get(`/api/tests/${student.testId}/results`)).json() as { test: { bestFamily: { label: string }; qualityNotes?: string[] } }
        expect(results.test.bestFamily.label).toMatch(/[\u0900-\u097F]/)
        expect(text).toContain(results.test.bestFamily.label)
        for (const note of results.test.qualityNotes ?? []) expect(text).toContain(flat(note).slice(0, 30))
      }
    } finally {
      await hindi.request('PUT', '/api/account/locale', { locale: 'en' })
    }
  })
})

describe('who may download the PDF', () => {
  const url = (classId: string) => `/api/school/classes/${classId}/report.pdf`

  it("answers 404 for another school's class and an unknown one, 400 with a message for a malformed id", async () => {
    for (const id of [ids.bClass, '00000000-0000-4000-8000-000000000000']) {
      const res = await a.counsellor.get(url(id))
      expect(res.statusCode, id).toBe(404)
      expect(res.json().message).toBe('That class was not found.')
    }
    const res = await a.counsellor.get(url('not-a-class'))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/id is not valid/)
    // B's counsellor gets B's class, which names nobody of A.
    const bText = pdfText((await pdfOf(b.counsellor, ids.bClass)).rawPayload)
    expect(bText).toContain(b.name)
    expect(bText).not.toContain('Asha Verma')
  })

  it('answers 401 signed out, and 403 to a student and an admin', async () => {
    expect((await new Client(t.app).get(url(ids.class9))).statusCode).toBe(401)
    const { client: student } = await registerUser(t.app)
    for (const [who, client] of [['student', student], ['admin', admin]] as const) {
      const res = await client.get(url(ids.class9))
      expect(res.statusCode, who).toBe(403)
      expect(res.json().message.length).toBeGreaterThan(0)
    }
  })
})
