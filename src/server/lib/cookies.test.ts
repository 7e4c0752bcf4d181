import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerCookies } from './cookies'

function app() {
  const server = Fastify({ logger: false })
  registerCookies(server)
  return server
}

describe('cookies without a hook on every request', () => {
  it('reads the Cookie header when asked, the first value of a name winning, and nothing when there is none', async () => {
    const server = app()
    server.get('/', (request) => ({ cookies: { ...request.cookies }, again: request.cookies === request.cookies }))
    const withCookies = await server.inject({ method: 'GET', url: '/', headers: { cookie: 'a=1; b=two%20words; a=3' } })
    expect(withCookies.json()).toEqual({ cookies: { a: '1', b: 'two words' }, again: true })
    const without = await server.inject({ method: 'GET', url: '/' })
    expect(without.json()).toEqual({ cookies: {}, again: true })
  })

  it('gives each request its own cookies', async () => {
    const server = app()
    server.get('/', (request) => ({ who: request.cookies.who ?? null }))
    const [first, second, third] = await Promise.all([
      server.inject({ method: 'GET', url: '/', headers: { cookie: 'who=first' } }),
      server.inject({ method: 'GET', url: '/', headers: { cookie: 'who=second' } }),
      server.inject({ method: 'GET', url: '/' }),
    ])
    expect([first.json(), second.json(), third.json()]).toEqual([{ who: 'first' }, { who: 'second' }, { who: null }])
  })

  it('sets several cookies, SameSite=Lax unless told otherwise, and a second set of one name and path replaces the first', async () => {
    const server = app()
    server.get('/', (_request, reply) => {
      reply.setCookie('session', 'old', { path: '/', httpOnly: true })
      reply.setCookie('hint', '1', { path: '/', sameSite: 'strict' })
      reply.setCookie('session', 'new', { path: '/', httpOnly: true, secure: true })
      reply.setCookie('session', 'elsewhere', { path: '/api' })
      return { ok: true }
    })
    const res = await server.inject({ method: 'GET', url: '/' })
    expect(res.headers['set-cookie']).toEqual([
      'session=new; Path=/; HttpOnly; Secure; SameSite=Lax',
      'hint=1; Path=/; SameSite=Strict',
      'session=elsewhere; Path=/api; SameSite=Lax',
    ])
  })

  it('sends no Set-Cookie when none was set', async () => {
    const server = app()
    server.get('/', () => ({ ok: true }))
    expect((await server.inject({ method: 'GET', url: '/' })).headers['set-cookie']).toBeUndefined()
  })

  it('clears a cookie: empty, expired in the past, at the path given (or /)', async () => {
    const server = app()
    server.get('/', (_request, reply) => reply.clearCookie('session', { httpOnly: true }).send({ ok: true }))
    const res = await server.inject({ method: 'GET', url: '/' })
    const [cleared] = res.cookies
    expect(cleared).toMatchObject({ name: 'session', value: '', path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax' })
    expect(cleared?.expires?.getTime()).toBe(0)
  })

  it('refuses a cookie name or value that would break the header', async () => {
    const server = app()
    server.get('/', (_request, reply) => reply.setCookie('bad name', 'x').send({ ok: true }))
    expect((await server.inject({ method: 'GET', url: '/' })).statusCode).toBe(500)
  })
})
