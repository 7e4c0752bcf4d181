// The parents' page: a short view of the report for whoever holds the share link.
import type { SharedReport } from '../../shared/schemas/reports'
import type { ReportModel } from './report-model'

/** How many careers the parents' page lists; the PDF has them all. */
export const SHARED_CAREERS = 3

export function toSharedReport(model: ReportModel, downloadUrl: string): SharedReport {
  const family = model.bestFamily
  return {
    firstName: model.firstName,
    grade: model.grade,
    bestFamily: family
      ? {
          label: family.label,
          band: family.band,
          matchPercentage: family.matchPercentage,
          tiedWith: family.tiedWith,
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
      description: c.description,
      reasons: c.reasons,
    })),
    currentStream: model.currentStream,
    stream: model.stream,
    lowConfidence: model.lowConfidence !== null,
    qualityNotes: model.lowConfidence?.reasons ?? [],
    downloadUrl,
  }
}

