// The profile names each purchase in the student's language (src/client/features/payments/purchase-text.ts) from the
// server's English description: every description the server writes must be one it recognises.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { purchaseText } from '../../src/client/features/payments/purchase-text'
import type { I18n } from '../../src/client/i18n/i18n'
import { GRADES } from '../../src/shared/constants'
import { describePurpose } from '../../src/server/services/payments'

const hindi = JSON.parse(readFileSync(new URL('../../src/client/i18n/hi/account.json', import.meta.url), 'utf8')) as Record<string, string>
/** Enough of the Hindi page for purchaseText: the message with its {grade} filled in. */
const inHindi = {
  locale: 'hi',
  t: (id: string, values?: { grade?: number }) => (hindi[id] ?? id).replace('{grade}', String(values?.grade ?? '')),
} as unknown as I18n

describe("a purchase's name", () => {
  it("is in Hindi the catalogue's for every description the server writes", () => {
    const written = [...GRADES.map((grade) => describePurpose(`grade:${grade}`)), describePurpose('plan:basic'), describePurpose('plan:premium')]
    for (const description of written) {
      const said = purchaseText(description, inHindi)
      expect(said, description).not.toBe(description)
      expect(said, description).not.toMatch(/[A-Za-z]/)
    }
    expect(purchaseText(describePurpose('grade:9'), inHindi)).toBe('कक्षा\u00a09 का करियर मूल्यांकन')
    expect(purchaseText('Grade 9 career assessment (granted by support)', inHindi)).toBe('कक्षा\u00a09 का करियर मूल्यांकन (सहायता टीम द्वारा दिया गया)')
  })

  it("is in English the server's own", () => {
    expect(purchaseText(describePurpose('plan:premium'), { locale: 'en' } as I18n)).toBe('Premium plan (1 year)')
  })
})
