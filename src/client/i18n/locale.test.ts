// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserLocale, documentLocale, LOCALE_STORAGE_KEY, preferredLocale, rememberLocale, storedLocale } from './locale'

const languages = (list: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list)

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.cookie = 'disha_locale=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  document.documentElement.lang = 'en'
})

describe("the browser's language", () => {
  it("is first taken from navigator.languages: any Hindi is Hindi, and the first of Disha's languages wins", () => {
    languages(['hi-IN', 'en-US'])
    expect(browserLocale()).toBe('hi')
    languages(['hi'])
    expect(browserLocale()).toBe('hi')
    languages(['mr-IN', 'hi-IN', 'en'])
    expect(browserLocale()).toBe('hi')
    languages(['en-IN', 'hi-IN'])
    expect(browserLocale()).toBe('en')
    languages(['ta-IN', 'bn-IN'])
    expect(browserLocale()).toBe('en')
  })

  it('is what the browser remembers once chosen, in localStorage and in the cookie the server reads', () => {
    languages(['hi-IN'])
    expect(storedLocale()).toBeNull()
    expect(preferredLocale()).toBe('hi')
    rememberLocale('en')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en')
    expect(document.cookie).toContain('disha_locale=en')
    expect(preferredLocale()).toBe('en')
    rememberLocale('hi')
    expect(storedLocale()).toBe('hi')
    expect(document.cookie).toContain('disha_locale=hi')
  })

  it('ignores a stored value that is no language of Disha', () => {
    languages(['en-GB'])
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr')
    expect(storedLocale()).toBeNull()
    expect(preferredLocale()).toBe('en')
  })

  it('still works where storage is blocked', () => {
    languages(['hi-IN'])
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(preferredLocale()).toBe('hi')
    rememberLocale('en')
    expect(document.cookie).toContain('disha_locale=en')
  })

  it("reads the document's language as the server drew it", () => {
    document.documentElement.lang = 'hi'
    expect(documentLocale()).toBe('hi')
    document.documentElement.lang = 'en'
    expect(documentLocale()).toBe('en')
    document.documentElement.lang = 'de'
    expect(documentLocale()).toBe('en')
  })
})
