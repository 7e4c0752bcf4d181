// Behind a reverse proxy: which client address the app believes, and what it tells browsers about HTTPS.
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { createTestApp, uniqueEmail } from '../support/app'

describe('TRUST_PROXY', () => {
  it('accepts true (one hop), a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1'])
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
  })

  // Defect 2: with every hop trusted, a client chose its own address by sending X-Forwarded-For: spoof, real.
  it('with true, believes only the address the one proxy saw, so a forged X-Forwarded-For cannot dodge the limits', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const email = uniqueEmail('sprayed')
    const statuses: number[] = []
    for (let i = 0; i < 40; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2', // the proxy
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.77` },
        payload: { email, password: 'wrong-password' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toContain(429)
  })

  it('with a list of proxies, skips only those and believes the first address outside it', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' })
    const email = uniqueEmail('sprayed')
    const statuses: number[] = []
    for (let i = 0; i < 40; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.77, 10.1.1.1` },
        payload: { email, password: 'wrong-password' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toContain(429)
  })
})

// Defect 12: no HSTS behind an HTTPS proxy.
describe('HTTPS behind a proxy', () => {
  it('sends Strict-Transport-Security on HTTPS only', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' })
    const https = await t.app.inject({ method: 'GET', url: '/api/system/payment-settings', headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const http = await t.app.inject({ method: 'GET', url: '/api/system/payment-settings' })
    expect(http.headers['strict-transport-security']).toBeUndefined()
  })
})
