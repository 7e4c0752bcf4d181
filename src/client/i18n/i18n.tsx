// The interface's language as React sees it (docs/decisions/045-i18n.md): one store for the whole page, read by
// useI18n(), so any component can say a message without a provider above it, the test page's server render and
// component tests included. react-intl formats each message (ICU plurals and selects; Intl for numbers and dates in
// 'en-IN' or 'hi-IN'); I18nProvider also hands the same object to react-intl's own components.
import { useSyncExternalStore, type ReactNode } from 'react'
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl'
import type { Locale } from '../../shared/constants'
import { INTL_LOCALES } from './locale'
import { englishFrame, loadArea, type Area, type Catalogue, type MessageId } from './messages'

/** Values a message's arguments take: `{count, plural, …}`, `{grade}`, a date for `{until, date}`. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>
/** Values that may also be React elements: `<link>…</link>` in a message becomes `link: (text) => <a>{text}</a>`. */
export type RichValues = Record<string, string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)>

export interface I18n {
  locale: Locale
  intl: IntlShape
  /** The message as plain text (titles, labels, toasts). */
  t: (id: MessageId, values?: MessageValues) => string
  /** The message with React elements in it (a link or <strong> inside a sentence). */
  rich: (id: MessageId, values: RichValues) => ReactNode
}

const cache = createIntlCache()

function i18nFor(locale: Locale, messages: Catalogue): I18n {
  const intl = createIntl({ locale: INTL_LOCALES[locale], defaultLocale: INTL_LOCALES.en, messages: messages as Record<string, string> }, cache)
  return {
    locale,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
    rich: (id, values) => intl.formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1]) as ReactNode,
  }
}

/** The areas the page has asked for so far: a change of language fetches them all in the new language. */
const wanted = new Set<Area>(['frame'])
/** Each language's areas fetched so far. */
const held: Record<Locale, Partial<Record<Area, Catalogue>>> = { en: { frame: englishFrame }, hi: {} }

let current = i18nFor('en', englishFrame)
let latestRequest = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const snapshot = () => current

function show(locale: Locale): void {
  current = i18nFor(locale, Object.assign({}, ...Object.values(held[locale])) as Catalogue)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  for (const listener of listeners) listener()
}

/** The interface's language and its messages; the component renders again when either changes. */
export function useI18n(): I18n {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** The language shown now. */
export function currentLocale(): Locale {
  return current.locale
}

/** The messages of the language shown now, for code outside React (a toast raised from a callback). */
export function currentI18n(): I18n {
  return current
}

/**
 * Shows `locale` at once, with areas already at hand: the build's pre-render draws each language's pages this way.
 * (Entries load what they need first: showLocaleWith.)
 */
export function showLocale(locale: Locale, areas: Partial<Record<Area, Catalogue>>): void {
  latestRequest += 1
  for (const [area, catalogue] of Object.entries(areas) as [Area, Catalogue][]) {
    wanted.add(area)
    held[locale][area] = catalogue
  }
  show(locale)
}

async function fetchAreas(locale: Locale, areas: Iterable<Area>): Promise<void> {
  await Promise.all(
    [...areas].map(async (area) => {
      held[locale][area] ??= await loadArea(locale, area)
    }),
  )
}

/**
 * Makes `areas` part of the page in the language shown (fetching them first): a route asks for its areas before it
 * renders (app/router.tsx). Rejects when an area cannot be fetched (offline).
 */
export async function needAreas(areas: Area[]): Promise<void> {
  const missing = areas.filter((area) => !held[current.locale][area])
  for (const area of areas) wanted.add(area)
  if (missing.length === 0) return
  const locale = current.locale
  await fetchAreas(locale, missing)
  // The language may have changed meanwhile: that change fetched every wanted area, these among them.
  if (current.locale === locale) show(locale)
}

/** A page's code and the catalogue areas it shows (beyond every page's frame), fetched side by side: routes load so. */
export async function withMessages<T>(areas: Area[], code: Promise<T>): Promise<T> {
  const [module] = await Promise.all([code, needAreas(areas)])
  return module
}

/**
 * Fetches every area the page uses in `locale`, then shows it everywhere. Of several calls in a row the last one wins,
 * whichever arrives first. Rejects when something cannot be fetched (offline); nothing changes then.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  const request = ++latestRequest
  // A route may ask for another area while these arrive: fetched too before the change.
  do await fetchAreas(locale, wanted)
  while ([...wanted].some((area) => !held[locale][area]))
  if (request !== latestRequest) return
  show(locale)
}

/** The first render's language, with the areas it needs besides the frame: an entry calls it before rendering. */
export function startLocale(locale: Locale, areas: Area[] = []): Promise<void> {
  for (const area of areas) wanted.add(area)
  return switchLocale(locale)
}

/** Gives react-intl's own components (FormattedMessage, FormattedDate…) the page's language. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { intl } = useI18n()
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}
