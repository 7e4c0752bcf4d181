// The parents' page: a short view of the report for whoever holds the share link, said about the student (their first
// name, 'their') rather than to them: the result's sentences are written to the student (third-person.ts).
import type { Locale } from '../../shared/constants'
import type { SharedReport } from '../../shared/schemas/reports'
import type { ReportModel } from './report-model'
import { aboutStudent, aboutStudentAll, hindiSpeaksTo } from './third-person'

/** How many careers the parents' page lists; the PDF has them all. */
const SHARED_CAREERS = 3
/** How many kinds of work the parents' page lists, each with its careers. */
export const SHARED_CLUSTERS = 3

const withReason = (reason: string | null) => (reason ? { tieReason: reason } : {})

/**
 * The parents' page from the report's model. English turns the model's sentences to the third person by their wording;
 * a Hindi model's engine sentences were said about the student already (messages/hi-about.json), so only a sentence
 * that still speaks to them (a data sentence) is left out.
 */
export function toSharedReport(model: ReportModel, downloadUrl: string, locale: Locale = 'en'): SharedReport {
  const family = model.bestFamily
  const name = model.firstName
  const aboutOne = (text: string) => (locale === 'en' ? aboutStudent(text, name) : hindiSpeaksTo(text) ? null : text)
  const about = (texts: readonly string[]) => (locale === 'en' ? aboutStudentAll(texts, name) : texts.filter((t) => aboutOne(t) !== null))
  const stream = model.stream
  return {
    firstName: name,
    grade: model.grade,
    bestFamily: family
      ? {
          label: family.label,
          band: family.band,
          matchPercentage: family.matchPercentage,
          tiedWith: family.tiedWith ? { label: family.tiedWith.label, band: family.tiedWith.band, matchPercentage: family.tiedWith.matchPercentage } : null,
          ...(family.streamOpens ? { streamOpens: family.streamOpens } : {}),
        }
      : null,
    ledByFamily: model.ledByFamily,
    ranked: model.ranked,
    careers: model.careers.slice(0, SHARED_CAREERS).map((c) => ({
      careerField: c.title,
      matchPercentage: c.matchPercentage,
      band: c.band ?? null,
      tiedWithPrevious: c.tiedWithPrevious,
      ...withReason(c.tieReason),
      description: aboutOne(c.description) ?? '',
      reasons: about(c.reasons),
    })),
    ...(model.clusters
      ? {
          clusters: model.clusters.slice(0, SHARED_CLUSTERS).map((k) => ({
            name: k.name,
            description: aboutOne(k.description) ?? '',
            matchPercentage: k.matchPercentage,
            band: k.band,
            tiedWithPrevious: k.tiedWithPrevious,
            ...withReason(k.tieReason),
            ...(k.familyLabel ? { family: k.familyLabel } : {}),
            careers: [
              { careerField: k.lead.title, matchPercentage: k.lead.matchPercentage, band: k.lead.band ?? null, tiedWithPrevious: false },
              ...k.others.map((o) => ({ careerField: o.title, matchPercentage: o.matchPercentage, band: o.band ?? null, tiedWithPrevious: o.tiedWithPrevious, ...withReason(o.tieReason) })),
            ],
            reasons: about(k.lead.reasons),
          })),
          clusterLeadFamily: model.clusterLeadFamily,
        }
      : {}),
    currentStream: model.currentStream,
    stream: stream
      ? {
          // The parents' page names the stream in its reader's language from the engine's label.
          forGrade: stream.forGrade,
          stream: stream.stream,
          runnerUp: stream.runnerUp,
          summary: stream.summary === null ? null : aboutOne(stream.summary),
          reasons: about(stream.reasons),
        }
      : null,
    lowConfidence: model.lowConfidence !== null,
    qualityNotes: about(model.lowConfidence?.reasons ?? []),
    downloadUrl,
  }
}
