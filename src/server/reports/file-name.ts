// The report's file name, Career_Report_{studentName}_Grade{grade}.pdf in the report's language (file.name in
// reports/messages), safe for every file system and header.
import type { Locale } from '../../shared/constants'
import { reportText } from './report-text'

const MAX_NAME_LENGTH = 60

/** Letters (any script), digits, '_' and '-' only; spaces become '_'. */
function safeName(studentName: string): string {
  return studentName
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
}

/** The name in plain ASCII for old clients: accents are dropped, other scripts give 'Student'. */
function asciiName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
  return ascii || 'Student'
}

/** The UTF-8 name in the report's language; the ASCII one, for old clients, always in English. */
export function reportFileName(studentName: string, grade: number, locale: Locale = 'en'): { ascii: string; unicode: string } {
  const { t } = reportText(locale)
  const name = safeName(studentName)
  return {
    ascii: `Career_Report_${asciiName(name || 'Student')}_Grade${grade}.pdf`,
    unicode: `${t('file.name', { name: name || t('file.student'), grade: String(grade) })}.pdf`,
  }
}

/** RFC 6266 / 5987: a plain filename for old clients and the UTF-8 one that browsers prefer. */
export function contentDisposition(studentName: string, grade: number, locale: Locale = 'en'): string {
  const { ascii, unicode } = reportFileName(studentName, grade, locale)
  const encoded = encodeURIComponent(unicode).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
