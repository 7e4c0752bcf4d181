// Reports and sharing: who may download a test's PDF, share links (hashed, revocable, dying with the test or the
// account), the parents' summary, and what the PDF says when read by poppler.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, registerAdmin, registerUser, type TestApp, streamFor } from '../support/app'
import { pdfPageCount, pdfText, renderGrayPages } from '../support/pdf'
import { getBank } from '../../src/server/assessment/question-bank'
import type { Grade, RiasecType } from '../../src/shared/schemas/items'

// Counts the reports drawn and how many were being drawn at once, drawing them as usual (on the app's report thread).
const drawn = { count: 0, active: 0, mostAtOnce: 0 }

function countDrawings(app: TestApp['app']) {
  const thread = app.ctx.reportThread
  const draw = thread.draw.bind(thread)
  thread.draw = async (...args: Parameters<typeof draw>) => {
    drawn.count += 1
    drawn.active += 1
    drawn.mostAtOnce = Math.max(drawn.mostAtOnce, drawn.active)
    try {
      return await draw(...args)
    } finally {
      drawn.active -= 1
    }
  }
}

let t: TestApp
let admin: Client

beforeAll(async () => {
  t = await createTestApp()
  countDrawings(t.app)
  admin = (await registerAdmin(t)).client
  await admin.post('/api/admin/toggle-payments', { enabled: false })
})

type Results = {
  test: { id: string; studentName: string }
  recommendations: {
    careerField: string
    matchPercentage: number
    reasons: string[]
    band?: string
    tiedWithPrevious?: boolean
    family?: string
    eligibility?: { open: boolean; note?: string }
  }[]
  families?: { id: string; label: string; band: string; matchPercentage: number; tiedWithPrevious: boolean; careerIds: string[]; streamOpens?: { open: number; of: number } }[]
  clusters?: { id: string; name: string; family: string; band: string; matchPercentage: number; tiedWithPrevious: boolean; careerIds: string[] }[]
  stream: { stream: string } | null
}

/**
 * Submits a fixed answer pattern for a grade. With `lean`, every interest choice picks that type's option (read from
 * the bank, since the API does not say which option is which type), so the result leans that way on purpose.
 */
async function completeGrade(client: Client, grade: number, studentName: string, currentStream?: string, lean?: RiasecType) {
  const stream = currentStream ?? streamFor(grade).currentStream
  const questions = (await client.get(`/api/questions/${grade}${stream ? `?stream=${stream}` : ''}`)).json() as { id: string; questionType: string; options: string[] }[]
  const bank = getBank(grade as Grade)
  const leaning = (id: string) => {
    const item = bank.find((it) => it.id === id)
    return lean && item?.type === 'multiple_choice' && item.section === 'Interests' ? item.options.find((o) => o.type === lean)?.text : undefined
  }
  const answers = Object.fromEntries(
    questions.map((q, i) => [
      q.id,
      q.questionType === 'rating_scale' ? String((i % 5) + 1) : (leaning(q.id) ?? (q.options[i % q.options.length] as string)),
    ]),
  )
  const attempt = (await client.post('/api/attempts', { grade, studentName, ...(stream ? { currentStream: stream } : {}) })).json()
  const res = await client.post('/api/tests', { grade, studentName, answers, score: {}, timeSpent: 0, attemptId: attempt.id })
  expect(res.statusCode).toBe(201)
  const id = (res.json() as { id: string }).id
  return (await client.get(`/api/tests/${id}/results`)).json() as Results
}

async function shareLinks(client: Client, testId: string) {
  const res = await client.get(`/api/reports/${testId}/share-url`)
  expect(res.statusCode).toBe(200)
  const links = res.json() as { shareUrl: string; expiresAt: string; whatsappUrl: string; gmailUrl: string }
  const token = links.shareUrl.split('/shared/')[1] as string
  return { links, token }
}

const download = (client: Client, testId: string, token?: string) =>
  client.get(`/api/reports/${testId}/download${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`)

function expectPdf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

describe('drawing a report', () => {
  it('draws it once when the student and a parent download it at the same moment, and not again afterwards', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 9, 'Meera Iyer')
    const { token } = await shareLinks(client, results.test.id)
    const before = drawn.count
    const [student, parent] = await Promise.all([download(client, results.test.id), download(new Client(t.app), results.test.id, token)])
    expectPdf(student)
    expect(parent.rawPayload.equals(student.rawPayload)).toBe(true)
    expect(drawn.count - before).toBe(1)
    expect((await download(client, results.test.id)).rawPayload.equals(student.rawPayload)).toBe(true)
    expect(drawn.count - before).toBe(1)
  })

  it('draws one report at a time when several students download theirs at the same moment', async () => {
    const students = await Promise.all([9, 10, 11].map(async (grade) => {
      const { client } = await registerUser(t.app)
      return { client, results: await completeGrade(client, grade, `Student ${grade}`) }
    }))
    drawn.mostAtOnce = 0
    const pdfs = await Promise.all(students.map(({ client, results }) => download(client, results.test.id)))
    for (const pdf of pdfs) expectPdf(pdf)
    expect(drawn.mostAtOnce).toBe(1)
  })
})

describe('who may download a report', () => {
  let owner: Client
  let results: Results

  beforeAll(async () => {
    owner = (await registerUser(t.app)).client
    results = await completeGrade(owner, 10, 'Meera Nair')
  })

  it('gives the owner an A4 PDF named after the student and grade', async () => {
    const res = await download(owner, results.test.id)
    expectPdf(res)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Career_Report_Meera_Nair_Grade10.pdf"; filename*=UTF-8''Career_Report_Meera_Nair_Grade10.pdf`,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/)
  })

  it('gives it to an admin and to the holder of a share token, signed out', async () => {
    expectPdf(await download(admin, results.test.id))
    const { token } = await shareLinks(owner, results.test.id)
    expectPdf(await download(new Client(t.app), results.test.id, token))
  })

  it('answers 404 to another user, a signed-out visitor and a wrong, malformed or other test token', async () => {
    const { client: stranger } = await registerUser(t.app)
    const other = await completeGrade(stranger, 9, 'Ravi Kumar')
    const { token: otherToken } = await shareLinks(stranger, other.test.id)
    const anonymous = new Client(t.app)
    const refusals = [
      await download(stranger, results.test.id),
      await download(anonymous, results.test.id),
      await download(anonymous, results.test.id, 'A'.repeat(43)),
      await download(anonymous, results.test.id, 'not a token'),
      await download(anonymous, results.test.id, 'x'.repeat(300)),
      await download(anonymous, results.test.id, otherToken),
      await download(stranger, results.test.id, otherToken),
      await download(anonymous, 'not-a-uuid', otherToken),
      await download(owner, '00000000-0000-4000-8000-000000000000'),
      await stranger.get(`/api/reports/${results.test.id}/share-url`),
      await stranger.request('DELETE', `/api/reports/${results.test.id}/share`),
    ]
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json().message).toMatch(/not found/)
    }
    // Signed out, the owner's calls ask for a login.
    expect((await anonymous.get(`/api/reports/${results.test.id}/share-url`)).statusCode).toBe(401)
  })

  it('serves a repeat from the cache, byte for byte', async () => {
    const first = await download(owner, results.test.id)
    const before = t.app.ctx.reports.cache.size
    const second = await download(owner, results.test.id)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(t.app.ctx.reports.cache.size).toBe(before)
    expect(before).toBeGreaterThan(0)
  })
})

describe('what the PDF says', () => {
  it('names the student, the top career with its match and the stream; every page renders', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 10, 'Meera Nair')
    const pdf = (await download(client, results.test.id)).rawPayload
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    const top = results.recommendations[0] as Results['recommendations'][number]
    expect(text).toContain('Meera Nair')
    // The cover leads as the results screen does: the best family, then its top career with the band.
    const family = results.families?.[0]
    expect(family).toBeDefined()
    expect(text).toContain(`Best career family: ${family?.label} (${family?.matchPercentage}% match · ${family?.band})`)
    expect(text).toContain(`YOUR BEST CAREER FAMILY ${family?.label}`)
    expect(top.family).toBe(family?.id)
    expect(top.band).toMatch(/^(Strong fit|Good fit|Worth exploring)$/)
    // Then the kinds of work the result ranks, led by the best family's best, its first career described in full.
    const kind = results.clusters?.[0]
    expect(kind?.family).toBe(family?.id)
    expect(kind?.careerIds[0]).toBe((top as { id?: string }).id)
    const careers = kind!.careerIds.length
    const line = `: ${kind!.name} (${kind!.matchPercentage}% match · ${kind!.band}, ${careers} ${careers === 1 ? 'career' : 'careers'})`
    // 'in that family' when a kind of work of another family has a higher match of its own.
    expect([`Best kind of work${line}`, `Best kind of work in that family${line}`].some((s) => text.includes(s))).toBe(true)
    expect(text).toContain(`KIND OF WORK 1`)
    expect(text).toContain(`1.1 ${top.careerField}`)
    expect(text).not.toContain('Top career match')
    expect(text).toContain(`${top.matchPercentage}% match`)
    expect(text).toContain(top.reasons[0]?.split(':')[0])
    expect(results.stream).not.toBeNull()
    expect(text).toContain(`Stream recommendation for grade 11`.toUpperCase())
    expect(text).toContain(`Suggested stream for grade 11: ${results.stream?.stream}`)
    expect(text).toContain('O*NET 29.3 Database')
    const pages = pdfPageCount(pdf)
    expect(pages).toBeGreaterThanOrEqual(5)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    const rendered = renderGrayPages(pdf, 20)
    expect(rendered).toHaveLength(pages)
    rendered.forEach((page, i) => {
      // Every page has content above its footer (not a sheet with only a page number); a short last page, such as
      // the data attribution alone, still counts.
      const body = page.pixels.subarray(0, page.width * Math.floor(page.height * 0.9))
      const ink = body.filter((p) => p < 160).length / body.length
      expect(ink, `page ${i + 1}`).toBeGreaterThan(0.00002)
    })
  })

  it('names the stream a grade 11 student studies and, for a career it has closed, the route that remains', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 11, 'Tara Joshi', 'commerce', 'investigative')
    const closed = results.recommendations.filter((r) => r.eligibility && !r.eligibility.open)
    expect(closed.length, 'this answer pattern ranks a science career near the top').toBeGreaterThan(0)
    const text = pdfText((await download(client, results.test.id)).rawPayload).replace(/\s+/g, ' ')
    expect(text).toContain('Current stream: Commerce without Mathematics')
    const section = text.slice(text.indexOf('Not open from your current stream'))
    expect(text.indexOf('Not open from your current stream')).toBeGreaterThan(0)
    for (const career of closed) {
      expect(section).toContain(career.eligibility?.note?.replace(/\s+/g, ' '))
      expect(section).toContain(`${career.careerField} ${career.matchPercentage}% match`)
    }
  })

  it('still draws a result stored before assessment v2 (no families, bands or notes)', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 10, 'Old Result')
    const [row] = (
      (await t.database.db.execute(sql`SELECT result FROM tests WHERE id = ${results.test.id}`)) as unknown as { rows: { result: Record<string, unknown> }[] }
    ).rows
    const stored = row?.result as { recommendations: Record<string, unknown>[]; profile: { quality: Record<string, unknown> } } & Record<string, unknown>
    const { families: _families, clusters: _clusters, ...rest } = stored
    const old = {
      ...rest,
      recommendations: stored.recommendations.map(({ band: _b, family: _f, cluster: _c, tiedWithPrevious: _t, eligibility: _e, outlook: _o, ...r }) => r),
      profile: { ...stored.profile, quality: Object.fromEntries(Object.entries(stored.profile.quality).filter(([k]) => k !== 'flags' && k !== 'keyInconsistency')) },
    }
    await t.database.db.execute(sql`UPDATE tests SET result = ${JSON.stringify(old)}::jsonb WHERE id = ${results.test.id}`)
    const res = await download(client, results.test.id)
    expectPdf(res)
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ')
    const top = results.recommendations[0] as Results['recommendations'][number]
    expect(text).toContain(`Top career match: ${top.careerField} (${top.matchPercentage}% match)`)
    expect(text).not.toContain('Best career family')
    expect(text).not.toContain('YOUR BEST CAREER FAMILY')
    // The parents' summary of it still answers, without a family or bands.
    const { token } = await shareLinks(client, results.test.id)
    const body = (await new Client(t.app).get(`/api/shared/${token}`)).json()
    expect(body.bestFamily).toBeNull()
    expect(body.careers[0]).toMatchObject({ careerField: top.careerField, band: null, tiedWithPrevious: false })
  })

  it('opens, downloads and shares a result stored before clusters as before: careers led by the best family', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 10, 'Before Clusters')
    const [row] = (
      (await t.database.db.execute(sql`SELECT result FROM tests WHERE id = ${results.test.id}`)) as unknown as { rows: { result: Record<string, unknown> }[] }
    ).rows
    const stored = row?.result as { recommendations: Record<string, unknown>[] } & Record<string, unknown>
    const { clusters: _clusters, ...rest } = stored
    const old = { ...rest, recommendations: stored.recommendations.map(({ cluster: _c, ...r }) => r) }
    await t.database.db.execute(sql`UPDATE tests SET result = ${JSON.stringify(old)}::jsonb WHERE id = ${results.test.id}`)

    const opened = await client.get(`/api/tests/${results.test.id}/results`)
    expect(opened.statusCode).toBe(200)
    const body = opened.json() as Results
    expect(body.clusters).toBeUndefined()
    expect(body.recommendations.map((r) => r.careerField)).toEqual(results.recommendations.map((r) => r.careerField))

    const res = await download(client, results.test.id)
    expectPdf(res)
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ')
    const top = results.recommendations[0] as Results['recommendations'][number]
    expect(text).toContain(`Its top career: ${top.careerField} (${top.matchPercentage}% match · ${top.band})`)
    expect(text).toContain('Top career in your best-fitting family')
    expect(text).not.toContain('KIND OF WORK')

    const { token } = await shareLinks(client, results.test.id)
    const shared = (await new Client(t.app).get(`/api/shared/${token}`)).json()
    expect(shared.clusters).toBeUndefined()
    expect(shared.careers.map((c: { careerField: string }) => c.careerField)).toEqual(results.recommendations.slice(0, 3).map((r) => r.careerField))
  })

  it("tells the parents, as the PDF does, how many of the best family's careers a grade 12 stream opens", async () => {
    const { client } = await registerUser(t.app)
    // An investigator's interests in Humanities: the science and health families are mostly closed there.
    const results = await completeGrade(client, 12, 'Kabir Rao', 'humanities', 'investigative')
    const opens = results.families?.[0]?.streamOpens
    expect(opens).toEqual({ open: results.families![0]!.careerIds.length, of: expect.any(Number) })
    expect(opens!.open).toBeLessThan(opens!.of)
    const { token } = await shareLinks(client, results.test.id)
    expect((await new Client(t.app).get(`/api/shared/${token}`)).json().bestFamily.streamOpens).toEqual(opens)
    const text = pdfText((await download(client, results.test.id)).rawPayload).replace(/\s+/g, ' ')
    expect(text).toContain(`The current stream opens ${opens!.open} of this family's ${opens!.of} careers`)
  })

  it('finds a Devanagari name as text (ActualText) and in the file name', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 12, 'सिद्धार्थ शर्मा')
    const res = await download(client, results.test.id)
    expectPdf(res)
    expect(pdfText(res.rawPayload)).toContain('सिद्धार्थ शर्मा')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Career_Report_Student_Grade12.pdf"; filename*=UTF-8''${encodeURIComponent('Career_Report_सिद्धार्थ_शर्मा_Grade12.pdf')}`,
    )
  })
})

describe('share links', () => {
  it('carries a 256-bit token, found by its SHA-256, with an expiry a year away and WhatsApp and Gmail links', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 9, 'Asha Verma')
    const { links, token } = await shareLinks(client, results.test.id)
    expect(links.shareUrl).toMatch(/^http:\/\/disha\.test\/shared\/[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url').length).toBe(32)
    const whatsapp = new URL(links.whatsappUrl)
    expect(whatsapp.origin).toBe('https://wa.me')
    expect(whatsapp.searchParams.get('text')).toContain(links.shareUrl)
    const gmail = new URL(links.gmailUrl)
    expect(gmail.origin).toBe('https://mail.google.com')
    expect(gmail.searchParams.get('view')).toBe('cm')
    expect(gmail.searchParams.get('su')).toContain('Asha')
    expect(gmail.searchParams.get('body')).toContain(links.shareUrl)

    const rows = await t.database.db.execute(sql`SELECT token_hash FROM report_shares WHERE test_id = ${results.test.id}`)
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash)
    expect(hashes).toEqual([createHash('sha256').update(token).digest('hex')])
    const days = (new Date(links.expiresAt).getTime() - t.clock.now) / 86_400_000
    expect(days).toBeCloseTo(365, 3)

    // The student's data export says a link exists and until when, without the link.
    const exported = (await client.get('/api/account/export')).json()
    expect(exported.reportShareLinks).toEqual([{ testId: results.test.id, createdAt: expect.any(String), expiresAt: links.expiresAt }])
    expect(JSON.stringify(exported)).not.toContain(token)
  })

  it('shows the parents only the first name, grade, top careers with reasons and the stream', async () => {
    const { client } = await registerUser(t.app, { firstName: 'Account', lastName: 'Holder' })
    const results = await completeGrade(client, 10, 'Priya Sharma')
    const { token } = await shareLinks(client, results.test.id)
    const res = await new Client(t.app).get(`/api/shared/${token}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual([
      'bestFamily',
      'careers',
      'clusterLeadFamily',
      'clusters',
      'currentStream',
      'downloadUrl',
      'firstName',
      'grade',
      'ledByFamily',
      'lowConfidence',
      'qualityNotes',
      'ranked',
      'stream',
    ])
    expect(body.firstName).toBe('Priya')
    expect(body.grade).toBe(10)
    // The same family, bands and ties as the results screen's summary.
    const family = results.families?.[0]
    const tied = results.families?.[1]?.tiedWithPrevious ? results.families[1] : undefined
    expect(body.bestFamily).toEqual({
      label: family?.label,
      band: family?.band,
      matchPercentage: family?.matchPercentage,
      tiedWith: tied ? { label: tied.label, band: tied.band, matchPercentage: tied.matchPercentage } : null,
    })
    // The first career is the best family's top career (shown apart under the family's name).
    expect(body.ledByFamily).toBe(results.recommendations[0]?.family === family?.id)
    expect(body.ledByFamily).toBe(true)
    expect(body.ranked).toBe(true)
    // The top three kinds of work, as the results screen leads with them, each with its careers in order.
    const kinds = results.clusters!.slice(0, 3)
    expect(body.clusters.map((c: { name: string }) => c.name)).toEqual(kinds.map((k) => k.name))
    const byId = new Map(results.recommendations.map((r) => [(r as { id?: string }).id, r]))
    kinds.forEach((kind, i) => {
      expect(body.clusters[i]).toMatchObject({ matchPercentage: kind.matchPercentage, band: kind.band, tiedWithPrevious: i > 0 && kind.tiedWithPrevious })
      expect(body.clusters[i].careers.map((c: { careerField: string }) => c.careerField)).toEqual(kind.careerIds.map((id) => byId.get(id)?.careerField))
      // Why it suits Priya: each of the first career's reasons, said about her.
      expect(body.clusters[i].reasons).toHaveLength(byId.get(kind.careerIds[0])!.reasons.length)
    })
    expect(JSON.stringify(body.clusters)).not.toMatch(/\byour?\b/i)
    expect(JSON.stringify(body)).toContain('Priya')
    expect(body.currentStream).toBeNull()
    expect(body.lowConfidence).toBe(body.qualityNotes.length > 0)
    expect(body.stream.stream).toBe(results.stream?.stream)
    const serialized = JSON.stringify(body)
    for (const secret of ['Sharma', 'Holder', 'Account', '@example.com', 'answers']) expect(serialized).not.toContain(secret)
    expectPdf(await new Client(t.app).get(body.downloadUrl))

    // The last one differs from the real token in its final character only.
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const wrong of ['A'.repeat(43), 'short', 'x'.repeat(99), nearMiss]) {
      const refused = await new Client(t.app).get(`/api/shared/${wrong}`)
      expect(refused.statusCode).toBe(404)
    }
  })

  it('stops every link of the test on Stop sharing; sharing again gives a new working link', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 11, 'Kabir Singh')
    const first = await shareLinks(client, results.test.id)
    const anonymous = new Client(t.app)
    expectPdf(await download(anonymous, results.test.id, first.token))

    const stop = await client.request('DELETE', `/api/reports/${results.test.id}/share`)
    expect(stop.statusCode).toBe(200)
    expect((await download(anonymous, results.test.id, first.token)).statusCode).toBe(404)
    expect((await anonymous.get(`/api/shared/${first.token}`)).statusCode).toBe(404)
    // The owner still downloads, and may share again: a new link.
    expectPdf(await download(client, results.test.id))
    const third = await shareLinks(client, results.test.id)
    expect(third.token).not.toBe(first.token)
    expect((await anonymous.get(`/api/shared/${third.token}`)).statusCode).toBe(200)
    // An admin may stop it too.
    expect((await admin.request('DELETE', `/api/reports/${results.test.id}/share`)).statusCode).toBe(200)
    expect((await anonymous.get(`/api/shared/${third.token}`)).statusCode).toBe(404)
  })

  // Another site can make a signed-in browser GET this address as often as it likes: it must change nothing.
  it('answers the same link however often it is asked, so asking can never end a link a parent holds', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 8, 'Anu')
    const first = await shareLinks(client, results.test.id)
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000)
      const again = await shareLinks(client, results.test.id)
      expect(again.token).toBe(first.token)
      expect(again.links.expiresAt).toBe(first.links.expiresAt)
    }
    expect((await new Client(t.app).get(`/api/shared/${first.token}`)).statusCode).toBe(200)
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM report_shares WHERE test_id = ${results.test.id}`)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
  })

  it('stops working when it expires, says so to the parent, and the owner then gets a new one', async () => {
    const short = await createTestApp({ SHARE_LINK_DAYS: '2' })
    await (await registerAdmin(short)).client.post('/api/admin/toggle-payments', { enabled: false })
    const { client } = await registerUser(short.app)
    const results = await completeGrade(client, 9, 'Ira')
    const first = await shareLinks(client, results.test.id)
    expect((new Date(first.links.expiresAt).getTime() - short.clock.now) / 86_400_000).toBeCloseTo(2, 3)
    const anonymous = new Client(short.app)
    short.clock.advance(86_400_000)
    expect((await anonymous.get(`/api/shared/${first.token}`)).statusCode).toBe(200)
    short.clock.advance(2 * 86_400_000)
    const expired = await anonymous.get(`/api/shared/${first.token}`)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'This link has expired. Ask the student to share the report again.' })
    expect((await download(anonymous, results.test.id, first.token)).statusCode).toBe(404)
    const renewed = await shareLinks(client, results.test.id)
    expect(renewed.token).not.toBe(first.token)
    expect((await anonymous.get(`/api/shared/${renewed.token}`)).statusCode).toBe(200)
  })

  it('dies with the test when an admin resets it', async () => {
    const { client } = await registerUser(t.app)
    const results = await completeGrade(client, 10, 'Nisha Rao')
    const { token } = await shareLinks(client, results.test.id)
    const anonymous = new Client(t.app)
    expectPdf(await download(anonymous, results.test.id, token))
    expect(t.app.ctx.reports.cache.size).toBeGreaterThan(0)
    expect((await admin.request('DELETE', `/api/admin/tests/${results.test.id}`)).statusCode).toBe(200)
    expect((await download(anonymous, results.test.id, token)).statusCode).toBe(404)
    expect((await anonymous.get(`/api/shared/${token}`)).statusCode).toBe(404)
    expect((await download(client, results.test.id)).statusCode).toBe(404)
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM report_shares WHERE test_id = ${results.test.id}`)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('dies with the account', async () => {
    const { client, password } = await registerUser(t.app)
    const results = await completeGrade(client, 9, 'Dev Patel')
    const { token } = await shareLinks(client, results.test.id)
    const anonymous = new Client(t.app)
    expect((await anonymous.get(`/api/shared/${token}`)).statusCode).toBe(200)
    const res = await client.request('DELETE', '/api/account', { password })
    expect(res.statusCode).toBe(200)
    expect((await anonymous.get(`/api/shared/${token}`)).statusCode).toBe(404)
    expect((await download(anonymous, results.test.id, token)).statusCode).toBe(404)
  })
})
