// A stored result said in the reader's language. The engine stored each of its sentences twice: as English text, and
// as a message descriptor in a `messages` field beside it (assessment/messages.ts). Read in English, the stored text
// stands as written; in another language the descriptors are formatted in its place. Either way the descriptors are
// left out of what is served. A result stored before descriptors has text only and is served as stored.
//
// The content a result holds (careers, clusters, families, cost notes, stream routes, exams) is stored in English, with
// ids; in Hindi it is looked up by id, or by the English text the result stored (assessment/hindi-content.ts). Text
// that is no longer the catalogue's is served as stored.
import type { Locale } from '../../shared/constants'
import type { ClusterMatch, FamilyMatch, Recommendation } from '../../shared/schemas/results'
import { minutesTaken } from '../../shared/time-taken'
import {
  careerInHindi,
  careerNameInHindi,
  careerTextInHindi,
  clusterInHindi,
  costNoteInHindi,
  examInHindi,
  familyNameInHindi,
  streamNameInHindi,
} from '../assessment/hindi-content'
import { LABEL_MESSAGE, type StreamLabel } from '../assessment/stream'
import { formatMessage, sayIn, type About, type MessageDescriptor, type MessageValue, type StoredSentence } from '../assessment/messages'

/**
 * A descriptor made ready to say in `locale`. A too-fast message says its minutes from the test's own time, as the
 * English text does (withTimeTaken), so the note and the results card never name two durations. A career the engine
 * names (a stream's reasons, a closed route's note) is a word value holding its English name: said in Hindi, the
 * career's Hindi name.
 */
function readied(descriptor: MessageDescriptor, minutes: number, locale: Locale): MessageDescriptor {
  if (descriptor.id === 'quality.tooFast') return { ...descriptor, values: { minutes } }
  if (!descriptor.values) return descriptor
  const word = (text: string) => (locale === 'hi' ? (careerNameInHindi(text) ?? text) : text)
  const value = (v: MessageValue): MessageValue => {
    if (typeof v === 'string') return word(v)
    if (typeof v === 'number') return v
    if ('list' in v) return { list: v.list.map((item) => (typeof item === 'string' ? word(item) : readied(item, minutes, locale))) }
    if ('sentences' in v) return { sentences: v.sentences.map((s) => (typeof s === 'string' ? s : readied(s, minutes, locale))) }
    return readied(v, minutes, locale)
  }
  return { ...descriptor, values: Object.fromEntries(Object.entries(descriptor.values).map(([name, v]) => [name, value(v)])) }
}

/**
 * `stored` with its engine sentences in `locale` and without the descriptors; `timeSpent` is the test's, in seconds.
 * With `about`, the sentences speak about the student rather than to them, where the language says so (messages.ts).
 */
export function inLanguage<T>(stored: T, locale: Locale, timeSpent: number, about?: About): T {
  const minutes = minutesTaken(timeSpent)
  const say = (sentence: StoredSentence) => (typeof sentence === 'string' ? sentence : sayIn(readied(sentence, minutes, locale), locale, about))
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

/**
 * A career of a result in Hindi: its name, texts and usual stream from the catalogue by id, its data sentences and
 * exams by their English.
 */
function recommendationInHindi(r: Recommendation): Recommendation {
  const career = careerInHindi(r.id)
  if (!career) return r
  const text = (english: string) => careerTextInHindi(r.id, english)
  return {
    ...r,
    careerField: career.careerField,
    description: career.description,
    ...(r.recommendedStream === undefined ? {} : { recommendedStream: streamNameInHindi(r.recommendedStream) }),
    ...(r.eligibility?.note === undefined ? {} : { eligibility: { ...r.eligibility, note: text(r.eligibility.note) } }),
    nextSteps: r.nextSteps.map(text),
    skills: r.skills.map(text),
    pathways: r.pathways.map(text),
    exams: r.exams.map(examInHindi),
  }
}

/** What a stored result's content says, as the parts of a result that hold it. */
interface ResultContent {
  recommendations: Recommendation[]
  clusters?: ClusterMatch[] | undefined
  families?: FamilyMatch[] | undefined
  notes: string[]
}

/**
 * A result's careers, clusters, families and cost notes in `locale`, after `inLanguage` said the engine's sentences
 * in it: English as stored, Hindi looked up by id (and a cost note or an exam by its English text). An entrance exam's
 * official name stays as its body writes it, inside the Hindi.
 */
export function contentIn<T extends ResultContent>(result: T, locale: Locale): T {
  if (locale === 'en') return result
  return {
    ...result,
    recommendations: result.recommendations.map(recommendationInHindi),
    ...(result.clusters ? { clusters: result.clusters.map((c) => ({ ...c, ...clusterInHindi(c.id) })) } : {}),
    ...(result.families ? { families: result.families.map((f) => ({ ...f, label: familyNameInHindi(f.id) ?? f.label })) } : {}),
    notes: result.notes.map((note) => costNoteInHindi(note) ?? note),
  }
}

/** A family's name in `locale`, by its id; as stored in English. */
export function familyNameIn(id: string, stored: string, locale: Locale): string {
  return locale === 'hi' ? (familyNameInHindi(id) ?? stored) : stored
}

/** A suggested stream ('Commerce', 'Science (PCM)') in `locale`, by the label the result stored; other text as stored. */
export function streamLabelIn(stored: string, locale: Locale): string {
  const id = Object.hasOwn(LABEL_MESSAGE, stored) ? LABEL_MESSAGE[stored as StreamLabel] : undefined
  return locale === 'en' || !id ? stored : formatMessage({ id }, locale)
}
