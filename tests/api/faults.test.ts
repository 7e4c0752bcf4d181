// Faults, bounded and on loopback: the server killed with SIGKILL in the middle of 200 live attempts, then started
// again. Every save the server acknowledged must be there, and each attempt resumes with its own clock.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { setPaymentsEnabled } from '../../src/server/db/settings-repository'
import { openConfiguredDatabase } from '../../src/server/start'
import { createPostgresCopyUrl, TEST_DB_KIND } from '../support/database'

const STUDENTS = 200
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'disha-faults-'))
let copy: Awaited<ReturnType<typeof createPostgresCopyUrl>> | undefined
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  await copy?.drop()
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<void>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const ready = (async () => {
    const deadline = Date.now() + 60_000
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) return
      } catch {
        // not yet listening
      }
      if (Date.now() > deadline) throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return { child, ready, exited }
}

interface Student {
  cookie: string
  attemptId: string
  deadlineAt: string
  acked: { revision: number; answers: Record<string, string> }
}

describe('SIGKILL during live attempts', () => {
  it('keeps every acknowledged save, and attempts resume with the right time', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base, DATABASE_URL: '' }
    if (TEST_DB_KIND === 'postgres') {
      copy = await createPostgresCopyUrl()
      env.DATABASE_URL = copy.url
    }
    // Payments off, set in the database before the server starts (no admin needed).
    const setup = await openConfiguredDatabase(loadConfig(env))
    await setPaymentsEnabled(setup.db, false)
    await setup.close()

    let server = startServer(env)
    await server.ready
    const call = async (method: string, url: string, cookie: string | undefined, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0], json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    }

    const questions = await (async () => {
      const reg = await call('POST', '/api/register', undefined, { email: 'probe@faults.test', password: 'secret123', firstName: 'P' })
      return ((await call('GET', '/api/questions/8', reg.cookie)).json as unknown as { id: string; questionType: string; options: string[] }[]) ?? []
    })()
    const students: Student[] = []
    for (let start = 0; start < STUDENTS; start += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, STUDENTS - start) }, async (_, k) => {
          const reg = await call('POST', '/api/register', undefined, { email: `s${start + k}@faults.test`, password: 'secret123', firstName: 'S' })
          const attempt = await call('POST', '/api/attempts', reg.cookie, { grade: 8, studentName: `Student ${start + k}` })
          expect(attempt.status).toBe(201)
          return { cookie: reg.cookie as string, attemptId: attempt.json.id as string, deadlineAt: attempt.json.deadlineAt as string, acked: { revision: 0, answers: {} } }
        }),
      )
      students.push(...batch)
    }

    // Every student answers question after question, saving each; the server is killed while they do.
    let killed = false
    const answerOf = (i: number) => {
      const q = questions[i % questions.length]!
      return q.questionType === 'rating_scale' ? String((i % 5) + 1) : (q.options[i % q.options.length] as string)
    }
    const work = students.map(async (s) => {
      for (let revision = 1; revision <= questions.length && !killed; revision += 1) {
        const answers = Object.fromEntries(Array.from({ length: revision }, (_, i) => [questions[i]!.id, answerOf(i)]))
        try {
          const res = await call('PUT', `/api/attempts/${s.attemptId}/answers`, s.cookie, { answers, position: Math.min(29, revision - 1), revision })
          if (res.status === 200) s.acked = { revision, answers }
        } catch {
          return // the connection died with the server
        }
      }
    })
    // Kill once a good number of saves were acknowledged (and many more are in flight), or after 20 s.
    const acked = () => students.reduce((n, s) => n + s.acked.revision, 0)
    for (const until = Date.now() + 20_000; acked() < 2 * STUDENTS && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100))
    killed = true
    server.child.kill('SIGKILL')
    await Promise.all(work)
    await server.exited
    const acknowledged = acked()
    expect(acknowledged).toBeGreaterThan(STUDENTS) // the kill came mid-way, with saves acknowledged

    server = startServer(env)
    try {
      await server.ready
      let lost = 0
      for (const s of students) {
        const res = await call('GET', '/api/attempts/current/8', s.cookie)
        expect(res.status).toBe(200)
        expect(res.json.id).toBe(s.attemptId)
        expect(res.json.deadlineAt).toBe(s.deadlineAt) // the clock is the server's, unchanged by the restart
        expect(res.json.remainingSeconds as number).toBeGreaterThan(0)
        if ((res.json.revision as number) < s.acked.revision) lost += 1
        expect(res.json.answers).toMatchObject(s.acked.answers)
      }
      expect(lost).toBe(0)
      console.info(`faults: SIGKILL with ${STUDENTS} live attempts, ${acknowledged} acknowledged saves, 0 lost`)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, 180_000)
})
