// The traits' names: one list of keys (src/shared/traits.ts), the catalogues the words. Every trait has its entry in
// every language, and the English entries say what the server's English report says for the same trait. The streams a
// result suggests, said as the server says them in each language.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/constants'
import { APTITUDE_LABELS, APTITUDES, INTEREST_SHORT_LABELS, RIASEC, WORK_STYLE_LABELS, WORK_STYLES } from '../../../shared/traits'
import type { I18n } from '../../i18n/i18n'
import { interestShortMessage, streamText, traitMessage } from './results-text'

// Read as written: the build hands the app each message compiled.
const i18n = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../i18n')
const read = (locale: string) => JSON.parse(readFileSync(path.join(i18n, locale, 'results.json'), 'utf8')) as Record<string, string>
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)]))
const enResults = catalogues.en!
const traits = [...RIASEC, ...WORK_STYLES, ...APTITUDES]

describe('the names of the traits', () => {
  it('have a catalogue entry for every trait, and a short one for every interest, in every language', () => {
    for (const locale of LOCALES) {
      const missing = [...traits.map(traitMessage), ...RIASEC.map(interestShortMessage)].filter((id) => !id || !catalogues[locale]![id]?.trim())
      expect(missing, locale).toEqual([])
    }
  })

  it('say in English what the report says: the interests short, the work style and the aptitudes in full', () => {
    const english = (id: string | undefined) => (id ? enResults[id] : undefined)
    expect(Object.fromEntries(RIASEC.map((key) => [key, english(interestShortMessage(key))]))).toEqual(INTEREST_SHORT_LABELS)
    expect(Object.fromEntries(WORK_STYLES.map((key) => [key, english(traitMessage(key))]))).toEqual(WORK_STYLE_LABELS)
    expect(Object.fromEntries(APTITUDES.map((key) => [key, english(traitMessage(key))]))).toEqual(APTITUDE_LABELS)
  })

  it('name the interests in full with their RIASEC names, and leave a trait the client does not know to the caller', () => {
    expect(enResults[traitMessage('realistic')!]).toBe('Hands-on (Realistic)')
    expect(traitMessage('verbal')).toBeUndefined()
    expect(interestShortMessage('analytical')).toBeUndefined()
  })
})

describe('the streams a result suggests', () => {
  // The engine's labels and their Hindi, read from the server's catalogues (the client does not import server code).
  const engine = (locale: string) =>
    JSON.parse(readFileSync(path.resolve(i18n, '../../server/assessment/messages', `${locale}.json`), 'utf8')) as Record<string, string>
  const labels = Object.entries(engine('en')).filter(([id]) => id.startsWith('streamLabel.'))
  const inLocale = (locale: string) => ({ t: ((id: string) => catalogues[locale]![id] ?? id) as unknown as I18n['t'] })

  it('are said as the server says them, in every language', () => {
    expect(labels.length).toBeGreaterThanOrEqual(5)
    for (const locale of LOCALES) {
      const server = engine(locale)
      expect(labels.map(([, label]) => streamText(label, inLocale(locale))), locale).toEqual(labels.map(([id]) => server[id]))
    }
  })

  it('leave a stream the client does not know as the server sent it', () => {
    expect(streamText('विज्ञान', inLocale('hi'))).toBe('विज्ञान')
    expect(streamText('Science', inLocale('hi'))).toBe('विज्ञान')
  })
})
