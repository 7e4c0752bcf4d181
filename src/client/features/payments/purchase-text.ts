import type { I18n } from '../../i18n/i18n'

/**
 * A purchase as the profile names it. The server describes each purchase in English (describePurpose: 'Grade 9
 * career assessment', 'Premium plan (1 year)', 'Basic plan (one assessment)', and a grant's 'Grade 9 career
 * assessment (granted by support)'); English shows that sentence as sent, and Hindi the catalogue's for the same
 * purchase (tests/api/purchase-texts.test.ts holds the shapes to the server's). A description of any other shape is
 * shown as sent.
 */
export function purchaseText(description: string, { locale, t }: I18n): string {
  if (locale === 'en') return description
  const grade = /^Grade (\d+) career assessment( \(granted by support\))?$/.exec(description)
  if (grade) return t(grade[2] ? 'purchases.item.gradeGranted' : 'purchases.item.grade', { grade: Number(grade[1]) })
  if (description === 'Premium plan (1 year)') return t('purchases.item.premium')
  if (description === 'Basic plan (one assessment)') return t('purchases.item.basic')
  return description
}
