import { describe, expect, it } from 'vitest'
import { acceptedLanguages, isLocale, localeFromLanguages } from './locale'

describe('localeFromLanguages', () => {
  it('takes the first language Disha speaks', () => {
    expect(localeFromLanguages(['hi-IN', 'en'])).toBe('hi')
    expect(localeFromLanguages(['hi'])).toBe('hi')
    expect(localeFromLanguages(['HI_in'])).toBe('hi')
    expect(localeFromLanguages(['en-IN', 'hi'])).toBe('en')
    expect(localeFromLanguages(['mr-IN', 'hi-IN', 'en-GB'])).toBe('hi')
    expect(localeFromLanguages(['ta', 'en-US', 'hi'])).toBe('en')
  })

  it('is null when the browser names neither language', () => {
    expect(localeFromLanguages([])).toBeNull()
    expect(localeFromLanguages(['ta-IN', 'bn'])).toBeNull()
    // 'hin' and 'eng' are other codes, not a Hindi or English region.
    expect(localeFromLanguages(['hin', 'eng'])).toBeNull()
  })
})

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the order of equal weights', () => {
    expect(acceptedLanguages('en-IN,en;q=0.9,hi;q=0.8')).toEqual(['en-IN', 'en', 'hi'])
    expect(acceptedLanguages('en;q=0.5, hi-IN')).toEqual(['hi-IN', 'en'])
    expect(acceptedLanguages('mr, hi;q=0.9, en;q=0.9')).toEqual(['mr', 'hi', 'en'])
  })

  it('drops what is not wanted or not a language', () => {
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages('')).toEqual([])
    expect(acceptedLanguages('hi;q=0, en')).toEqual(['en'])
    expect(acceptedLanguages('*, hi;q=0.1')).toEqual(['hi'])
    expect(acceptedLanguages('hi;q=abc, en')).toEqual(['en'])
  })

  it('with localeFromLanguages, reads a Hindi browser as Hindi', () => {
    expect(localeFromLanguages(acceptedLanguages('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7'))).toBe('hi')
    expect(localeFromLanguages(acceptedLanguages('en-US,en;q=0.9,hi;q=0.8'))).toBe('en')
  })
})

describe('isLocale', () => {
  it('knows only en and hi', () => {
    expect(['en', 'hi'].every(isLocale)).toBe(true)
    expect(['EN', 'hi-IN', '', null, 1].some(isLocale)).toBe(false)
  })
})
