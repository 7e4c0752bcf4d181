import { describe, expect, it } from 'vitest'
import { hasDevanagari, splitScriptRuns } from './text-runs'

describe('splitScriptRuns', () => {
  it('keeps Latin text as one run', () => {
    expect(splitScriptRuns('Meera Nair, ₹50')).toEqual([{ text: 'Meera Nair, ₹50', devanagari: false }])
  })

  it('keeps a Hindi full name, with its space and joiners, as one run', () => {
    expect(splitScriptRuns('सिद्धार्थ शर्मा')).toEqual([{ text: 'सिद्धार्थ शर्मा', devanagari: true }])
    expect(splitScriptRuns('क्\u200Dष')).toEqual([{ text: 'क्\u200Dष', devanagari: true }])
  })

  it('splits mixed text where the script changes, losing no character', () => {
    const text = 'Report for प्रिया Sharma (grade 10)'
    const runs = splitScriptRuns(text)
    expect(runs).toEqual([
      { text: 'Report for ', devanagari: false },
      { text: 'प्रिया ', devanagari: true },
      { text: 'Sharma (grade 10)', devanagari: false },
    ])
    expect(runs.map((r) => r.text).join('')).toBe(text)
  })

  it("keeps a Hindi sentence's punctuation and numbers in its run, and an English name inside it apart", () => {
    expect(splitScriptRuns('60% मेल')).toEqual([{ text: '60% मेल', devanagari: true }])
    expect(splitScriptRuns('इसे मानें, और बात करें।')).toEqual([{ text: 'इसे मानें, और बात करें।', devanagari: true }])
    const text = 'प्रवेश परीक्षाएँ: JEE Main, NEET-UG (कक्षा 12 के बाद)'
    expect(splitScriptRuns(text)).toEqual([
      { text: 'प्रवेश परीक्षाएँ: ', devanagari: true },
      { text: 'JEE Main, NEET-UG ', devanagari: false },
      { text: '(कक्षा 12 के बाद)', devanagari: true },
    ])
  })

  it('handles empty and blank text', () => {
    expect(splitScriptRuns('')).toEqual([])
    expect(splitScriptRuns('  ')).toEqual([{ text: '  ', devanagari: false }])
  })

  it('detects Devanagari', () => {
    expect(hasDevanagari('अर्जुन')).toBe(true)
    expect(hasDevanagari('Arjun')).toBe(false)
  })
})
