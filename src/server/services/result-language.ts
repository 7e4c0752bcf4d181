// A stored result said in the reader's language. The engine stored each of its sentences twice: as English text, and
// as a message descriptor in a `messages` field beside it (assessment/messages.ts). Read in English, the stored text
// stands as written; in another language the descriptors are formatted in its place. Either way the descriptors are
// left out of what is served. A result stored before descriptors has text only and is served as stored.
import type { Locale } from '../../shared/constants'
import { minutesTaken } from '../../shared/time-taken'
import { sayIn, type MessageDescriptor, type MessageValue, type StoredSentence } from '../assessment/messages'

/**
 * A too-fast message says its minutes from the test's own time, as the English text does (withTimeTaken), so the
 * note and the results card never name two durations.
 */
function timed(value: MessageValue, minutes: number): MessageValue {
  if (typeof value !== 'object') return value
  if ('list' in value) return { list: value.list.map((item) => (typeof item === 'string' ? item : timedDescriptor(item, minutes))) }
  if ('sentences' in value) return { sentences: value.sentences.map((s) => (typeof s === 'string' ? s : timedDescriptor(s, minutes))) }
  return timedDescriptor(value, minutes)
}

function timedDescriptor(descriptor: MessageDescriptor, minutes: number): MessageDescriptor {
  if (descriptor.id === 'quality.tooFast') return { ...descriptor, values: { minutes } }
  if (!descriptor.values) return descriptor
  return { ...descriptor, values: Object.fromEntries(Object.entries(descriptor.values).map(([name, v]) => [name, timed(v, minutes)])) }
}

/** `stored` with its engine sentences in `locale` and without the descriptors; `timeSpent` is the test's, in seconds. */
export function inLanguage<T>(stored: T, locale: Locale, timeSpent: number): T {
  const minutes = minutesTaken(timeSpent)
  const say = (sentence: StoredSentence) => (typeof sentence === 'string' ? sentence : sayIn(timedDescriptor(sentence, minutes), locale))
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    const { messages, ...fields } = value as Record<string, unknown>
    const out = Object.fromEntries(Object.entries(fields).map(([name, v]) => [name, walk(v)]))
    if (locale !== 'en' && messages && typeof messages === 'object') {
      for (const [name, said] of Object.entries(messages as Record<string, StoredSentence | StoredSentence[]>)) {
        out[name] = Array.isArray(said) ? said.map(say) : say(said)
      }
    }
    return out
  }
  return walk(stored) as T
}
