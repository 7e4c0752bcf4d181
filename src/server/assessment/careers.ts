// The career catalogue: every career the report can suggest. The data is careers.json, so that a counsellor can
// review a change in a pull request; its schema is src/shared/schemas/careers.ts, and this file validates it at load.
//
// Each career is tied to its closest O*NET-SOC occupation. The six RIASEC interest ratings (O*NET scale OI, 1 to 7)
// and the high points (scale IH) are copied literally from onet/Interests.txt, O*NET 29.3, so the app never reads
// the O*NET files at run time; careers.test.ts checks every number against the file. To refresh from a newer
// O*NET release, replace the files in onet/, update the numbers, and let the test point out every mismatch.
import { catalogueSchema, type Career } from '../../shared/schemas/careers'
import { readAssessmentJson } from '../lib/paths'

/** Reads the catalogue data file (careers.json). Exposed for the catalogue tests. */
export function readCatalogueFile(): unknown {
  return readAssessmentJson('careers.json')
}

/** The catalogue, validated at start-up: a bad entry stops the server with the zod issue, not a wrong result later. */
export const CAREERS: readonly Career[] = Object.freeze(catalogueSchema.parse(readCatalogueFile()))
