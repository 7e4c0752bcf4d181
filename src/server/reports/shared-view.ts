// The parents' page: a short view of the report for whoever holds the share link.
import type { SharedReport } from '../../shared/schemas/reports'
import type { ReportModel } from './report-model'

/** How many careers the parents' page lists; the PDF has them all. */
export const SHARED_CAREERS = 3

export function toSharedReport(model: ReportModel, downloadUrl: string): SharedReport {
  return {
    firstName: model.firstName,
    grade: model.grade,
    careers: model.careers.slice(0, SHARED_CAREERS).map((c) => ({
      careerField: c.title,
      matchPercentage: c.matchPercentage,
      description: c.description,
      reasons: c.reasons,
    })),
    stream: model.stream,
    lowConfidence: model.lowConfidence !== null,
    downloadUrl,
  }
}
