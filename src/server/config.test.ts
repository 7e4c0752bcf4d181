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
})
