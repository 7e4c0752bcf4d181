import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, publicUrl } from './config'

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', LOG_LEVEL: 'info', ADMIN_EMAILS: [] })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(publicUrl(config)).toBe('http://localhost:3000')
  })

  it('parses lists and trims blanks', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' A@x.in, ,b@y.in ', SMTP_URL: '  ', PUBLIC_URL: 'https://disha.example/' })
    expect(config.ADMIN_EMAILS).toEqual(['a@x.in', 'b@y.in'])
    expect(config.SMTP_URL).toBeUndefined()
    expect(publicUrl(config)).toBe('https://disha.example')
  })

  it('fails fast with every problem listed', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'disha.example', ADMIN_EMAILS: 'not-an-email', LOG_LEVEL: 'loud' }
    expect(() => loadConfig(bad)).toThrow(ConfigError)
    try {
      loadConfig(bad)
    } catch (err) {
      const message = (err as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'ADMIN_EMAILS', 'LOG_LEVEL']) expect(message).toContain(name)
    }
  })

  it('refuses mock payments in production unless PAYMENTS_MODE=mock asks for them, naming both ways out', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    try {
      loadConfig({ NODE_ENV: 'production' })
    } catch (err) {
      const message = (err as Error).message
      expect(message).toMatch(/PAYMENTS_MODE/)
      expect(message).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/)
      expect(message).toMatch(/PAYMENTS_MODE=mock/)
    }
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'mock' }).PAYMENTS_MODE).toBe('mock')
    expect(loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }).NODE_ENV).toBe('production')
    // A laptop (no NODE_ENV) and the tests run in mock mode without asking.
    expect(loadConfig({}).NODE_ENV).toBe('development')
    expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow()
    // Contradictions are refused too.
    expect(() => loadConfig({ PAYMENTS_MODE: 'razorpay' })).toThrow(/PAYMENTS_MODE=razorpay needs/)
    expect(() => loadConfig({ PAYMENTS_MODE: 'mock', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).toThrow(/PAYMENTS_MODE=mock with Razorpay keys/)
    expect(() => loadConfig({ PAYMENTS_MODE: 'free' })).toThrow(/PAYMENTS_MODE must be mock or razorpay/)
  })

  it('gives share links a year by default, and takes another number of days', () => {
    expect(loadConfig({}).SHARE_LINK_DAYS).toBe(365)
    expect(loadConfig({ SHARE_LINK_DAYS: '30' }).SHARE_LINK_DAYS).toBe(30)
    expect(() => loadConfig({ SHARE_LINK_DAYS: '0' })).toThrow(/SHARE_LINK_DAYS/)
  })
})
