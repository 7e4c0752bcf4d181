// The engine's sentences for the student as message descriptors, and the one place that turns them into text. The
// engine says what it means as `{ id, values }` (an id of messages/en.json, with its ICU arguments); a stored result
// keeps the descriptors beside the English text, so that a reader can be told the same in their own language
// (docs/decisions/048-engine-sentences-as-messages.md). The catalogues are data, like the careers: messages/en.json
// is the source, messages/hi.json its twin with the same ids and arguments.
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locale } from '../../shared/constants'
import { readAssessmentJson } from '../lib/paths'

type Catalogue = typeof import('./messages/en.json')
export type MessageId = keyof Catalogue

/** What an ICU argument of a message holds: a word or number, another message, or a list said as "A, B and C". */
export type MessageValue = string | number | MessageDescriptor | MessageList | SentencesValue

export interface MessageDescriptor {
  id: MessageId
  values?: Record<string, MessageValue>
}

/** Items joined by the language's own conjunction (Intl.ListFormat: "A, B and C", "A, B, और C"). */
export interface MessageList {
  list: readonly (string | MessageDescriptor)[]
}

/** Whole sentences, one after another. */
export interface SentencesValue {
  sentences: readonly StoredSentence[]
}

/**
 * One text of a result as stored: a descriptor, or a sentence that is data written in English (a career's route from
 * stream-routes.json, a family's costs from route-costs.json), said as written in every language.
 */
export type StoredSentence = MessageDescriptor | string

/** Builds a descriptor; values only when there are any, so that stored results stay small. */
export function message(id: MessageId, values?: Record<string, MessageValue>): MessageDescriptor {
  return values ? { id, values } : { id }
}

/** The Intl locale of each of Disha's languages: Indian English and Hindi, as the client formats them (decision 045). */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/**
 * Who a sentence speaks to. 'student': the student, as every result does ('You enjoy …'). 'about': someone else about
 * the student, named by an argument `name` (the parents' page); a language with such a catalogue
 * (messages/<locale>-about.json, Hindi) says there, in gender-free constructions, each message that speaks to the
 * student, and the others as to the student. English turns its sentences by their wording instead
 * (reports/third-person.ts).
 */
export type Voice = 'student' | 'about'

/** The languages with a catalogue of sentences about the student. */
const ABOUT_CATALOGUES: ReadonlySet<Locale> = new Set(['hi'])

/** Reads a language's catalogue (messages/<locale>.json, or its sentences about the student). Exposed for the tests. */
export function readCatalogue(locale: Locale, voice: Voice = 'student'): Record<string, string> {
  if (voice === 'about' && !ABOUT_CATALOGUES.has(locale)) return {}
  return readAssessmentJson(`messages/${locale}${voice === 'about' ? '-about' : ''}.json`) as Record<string, string>
}

// Each catalogue is read when first needed.
const catalogues = new Map<string, Record<string, string>>()

function catalogue(locale: Locale, voice: Voice): Record<string, string> {
  const key = `${locale}-${voice}`
  let messages = catalogues.get(key)
  if (!messages) {
    messages = readCatalogue(locale, voice)
    catalogues.set(key, messages)
  }
  return messages
}

// Parsed once per language and id: the engine formats every sentence of every result.
const formats = new Map<string, IntlMessageFormat>()
const lists = new Map<Locale, Intl.ListFormat>()

function formatOf(id: MessageId, locale: Locale, voice: Voice): IntlMessageFormat {
  const key = `${locale}\u0000${voice}\u0000${id}`
  let format = formats.get(key)
  if (!format) {
    const text = (voice === 'about' ? catalogue(locale, 'about')[id] : undefined) ?? catalogue(locale, 'student')[id]
    if (text === undefined) throw new Error(`No message '${id}' in the ${locale} catalogue`)
    format = new IntlMessageFormat(text, INTL_LOCALE[locale])
    formats.set(key, format)
  }
  return format
}

function listFormat(locale: Locale): Intl.ListFormat {
  let format = lists.get(locale)
  if (!format) {
    format = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' })
    lists.set(locale, format)
  }
  return format
}

/** The student a sentence is about, by the name it uses, when it speaks about them (Voice 'about'). */
export interface About {
  name: string
}

function valueText(value: MessageValue, locale: Locale, about?: About): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value
  if ('list' in value) return listFormat(locale).format(value.list.map((item) => sayIn(item, locale, about)))
  if ('sentences' in value) return value.sentences.map((s) => sayIn(s, locale, about)).join(' ')
  return formatMessage(value, locale, about)
}

/** A descriptor said in a language: to the student, or, given `about`, about them (Voice). */
export function formatMessage(descriptor: MessageDescriptor, locale: Locale, about?: About): string {
  const values = Object.fromEntries(Object.entries(descriptor.values ?? {}).map(([name, value]) => [name, valueText(value, locale, about)]))
  const format = formatOf(descriptor.id, locale, about ? 'about' : 'student')
  return String(format.format(about ? { ...values, name: about.name } : values))
}

/** A stored sentence said in a language: data text as written. */
export function sayIn(sentence: StoredSentence, locale: Locale, about?: About): string {
  return typeof sentence === 'string' ? sentence : formatMessage(sentence, locale, about)
}

/** A descriptor in English: what the engine writes as the result's text. */
export function say(descriptor: MessageDescriptor): string {
  return formatMessage(descriptor, 'en')
}
