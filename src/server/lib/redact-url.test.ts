import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact-url'

describe('redactUrl', () => {
  it('hides share tokens in the path and tokens in the query', () => {
    expect(redactUrl('/shared/abcDEF_123-xyz')).toBe('/shared/[redacted]')
    expect(redactUrl('/api/shared/abcDEF_123-xyz')).toBe('/api/shared/[redacted]')
    expect(redactUrl('/api/reports/5d0a/download?token=secret&x=1')).toBe('/api/reports/5d0a/download?token=[redacted]&x=1')
    expect(redactUrl('/reset-password?a=1&TOKEN=secret')).toBe('/reset-password?a=1&TOKEN=[redacted]')
  })

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/tests/5d0a/results')).toBe('/api/tests/5d0a/results')
    expect(redactUrl('/sharedx/abc')).toBe('/sharedx/abc')
  })
})
