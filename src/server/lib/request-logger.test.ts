import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { lazyChildLogger, RequestLineController } from './request-logger'

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger, logController: new RequestLineController() })
  app.get('/quiet', () => ({ ok: true }))
  app.get('/broken', () => {
    throw new Error('the handler broke')
  })
  app.get('/noisy', (request) => {
    request.log.warn({ detail: 1 }, 'handler warning')
    request.log.info('handler info')
    return { ok: true }
  })
  return { app, lines }
}

describe('the lazy request logger', () => {
  it('keeps the request id on every line a request writes, Fastify\'s own lines included', async () => {
    const { app, lines } = await appLogging('info')
    const res = await app.inject({ method: 'GET', url: '/noisy' })
    expect(res.statusCode).toBe(200)
    const messages = lines.map((l) => l.msg)
    expect(messages).toEqual(['incoming request', 'handler warning', 'handler info', 'request completed'])
    const ids = new Set(lines.map((l) => l.reqId))
    expect(ids.size).toBe(1)
    expect([...ids][0]).toEqual(expect.any(String))
    expect(lines[1]).toMatchObject({ detail: 1, level: 40 })
    await app.close()
  })

  it('writes only the lines at or above the level in force, still with the request id', async () => {
    const { app, lines } = await appLogging('warn')
    await app.inject({ method: 'GET', url: '/quiet' })
    expect(lines).toEqual([])
    await app.inject({ method: 'GET', url: '/noisy' })
    expect(lines.map((l) => l.msg)).toEqual(['handler warning'])
    expect(lines[0]?.reqId).toEqual(expect.any(String))
    await app.close()
  })

  it('skips the request lines below the level but still logs a request that failed', async () => {
    const { app, lines } = await appLogging('warn')
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500)
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.every((l) => l.level === 50 && typeof l.reqId === 'string')).toBe(true)
    expect(JSON.stringify(lines)).toContain('the handler broke')
    await app.close()
  })

  it('works with logging off', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyChildLogger })
    app.get('/', (request) => {
      request.log.error('not written anywhere')
      return { ok: true }
    })
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200)
    await app.close()
  })
})
