// The e-mails Disha sends, in the reader's language: the texts are ICU messages in mail/messages/<locale>.json (the
// same ids and arguments in English and Hindi), laid out here once as plain text and as HTML.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from '../../shared/constants'
import { escapeHtml } from '../lib/html'
import { PROJECT_ROOT } from '../lib/paths'
import type { Message } from './mailer'

type MailId = keyof typeof import('./messages/en.json')

const MAIL_MESSAGES_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'mail', 'messages')
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }
const catalogues = new Map<Locale, Record<string, string>>()

/** A language's mail catalogue, read when first needed. Exposed for the tests. */
export function mailCatalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale)
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(MAIL_MESSAGES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>
    catalogues.set(locale, messages)
  }
  return messages
}

function text(locale: Locale, id: MailId, values?: Record<string, string>): string {
  const source = mailCatalogue(locale)[id]
  if (source === undefined) throw new Error(`No mail message '${id}' in the ${locale} catalogue`)
  return String(new IntlMessageFormat(source, INTL_LOCALE[locale]).format(values))
}

/** A mail of a greeting, a lead paragraph, the link (a button in HTML), the paragraphs after it and the signature. */
function linkMail(
  locale: Locale,
  parts: { to: string; firstName: string; link: string; subject: MailId; intro: MailId; button: MailId; after: MailId[] },
  values?: Record<string, string>,
): Message {
  const greeting = parts.firstName ? text(locale, 'greeting', { name: parts.firstName }) : text(locale, 'greetingNoName')
  const intro = text(locale, parts.intro, values)
  const after = parts.after.map((id) => text(locale, id, values))
  const signature = text(locale, 'signature')
  return {
    to: parts.to,
    subject: text(locale, parts.subject, values),
    text: [greeting, '', intro, '', parts.link, '', ...after.flatMap((p) => [p, '']), signature].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(text(locale, parts.button))}</a></p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  }
}

export function passwordResetMessage(to: string, firstName: string, link: string, locale: Locale = 'en'): Message {
  return linkMail(locale, { to, firstName, link, subject: 'reset.subject', intro: 'reset.intro', button: 'reset.button', after: ['reset.after'] })
}

export function emailConfirmationMessage(to: string, firstName: string, link: string, locale: Locale = 'en'): Message {
  return linkMail(locale, {
    to,
    firstName,
    link,
    subject: 'confirm.subject',
    intro: 'confirm.intro',
    button: 'confirm.button',
    after: ['confirm.after', 'confirm.notYou'],
  })
}

export function counsellorInvitationMessage(to: string, firstName: string, schoolName: string, link: string, locale: Locale = 'en'): Message {
  return linkMail(
    locale,
    {
      to,
      firstName,
      link,
      subject: 'invitation.subject',
      intro: 'invitation.intro',
      button: 'invitation.button',
      after: ['invitation.after', 'invitation.notExpected'],
    },
    { school: schoolName },
  )
}

/** The texts a student sends with a share link (WhatsApp's message, an e-mail's subject and body), in `locale`. */
export function shareTexts(locale: Locale, { firstName, grade, link }: { firstName: string; grade: number; link: string }) {
  const values = { name: firstName || text(locale, 'share.myChild'), grade: String(grade), link }
  return { message: text(locale, 'share.whatsapp', values), subject: text(locale, 'share.subject', values), body: text(locale, 'share.body', values) }
}
