// `npm run build`, first step: the item banks (banks/grade-N.json, and banks/hi/grade-N.json in Hindi), the career catalogue (careers.json) and its
// clusters (clusters.json), the costs of the main routes (route-costs.json) and the grade 11-12 stream routes
// (stream-routes.json), with the Hindi twins of the last five and of the careers' exams (i18n/hi/), are data that a counsellor edits and reviews in a pull request. A file that breaks the shared schemas fails the build here,
// naming the file and what is wrong, instead of stopping the server at its next start.
// Usage: node --import tsx scripts/check-data.ts [folder]   (default: src/server/assessment)
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { z } from 'zod'
import type { Item } from '../src/shared/schemas/items'

/** Every problem found in the folder's banks, catalogue and route costs, each naming its file; empty when all are valid. */
export async function checkAssessmentData(dir?: string): Promise<string[]> {
  // The shared schemas (src/shared/schemas) and the bank's blueprint rules (parseGradeBank, parseBank). Importing question-bank also
  // validates the project's own banks, and a broken one throws with the grade and item it names.
  const [
    { parseBank, parseGradeBank },
    { catalogueSchema, CAREER_FAMILY_IDS },
    { GRADES },
    { ASSESSMENT_DATA_DIR, readAssessmentJson },
    { routeCostsFileSchema },
    { streamRoutesFileSchema },
    { clustersFileSchema },
    { lookAlikeProblems },
    { hindiBankFile, parseHindiBank },
    hindi,
  ] = await Promise.all([
    import('../src/server/assessment/question-bank'),
    import('../src/shared/schemas/careers'),
    import('../src/shared/schemas/items'),
    import('../src/server/lib/paths'),
    import('../src/shared/schemas/route-costs'),
    import('../src/shared/schemas/stream-routes'),
    import('../src/shared/schemas/clusters'),
    import('../src/server/assessment/clusters'),
    import('../src/server/assessment/hindi-bank'),
    import('../src/shared/schemas/hindi-content'),
  ])
  const folder = dir ?? ASSESSMENT_DATA_DIR
  const problems: string[] = []
  /** Reads `file` and checks it, recording a JSON error, a thrown message or the schema's first ten issues. */
  const check = (file: string, validate: (value: unknown) => void | { success: boolean; error?: z.ZodError }) => {
    try {
      const result = validate(readAssessmentJson(file, folder))
      for (const issue of result?.error?.issues.slice(0, 10) ?? []) problems.push(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`)
    } catch (err) {
      problems.push(`${file}: ${(err as Error).message}`)
    }
  }
  for (const grade of GRADES) {
    let items: Item[] | undefined
    check(path.join('banks', `grade-${grade}.json`), (value) => {
      const bank = parseGradeBank(grade, value)
      items = bank.kind === 'fixed' ? [...bank.items] : [...bank.core, ...bank.knowledge]
    })
    // Checked against the bank read above; a broken bank is already named. A grade without a Hindi file is served in English.
    const hindi = hindiBankFile(grade)
    if (items && existsSync(path.join(folder, hindi))) {
      const english = items
      check(hindi, (value) => void parseHindiBank(grade, value, english))
    }
    // The fixed bank of 30 from before the pools, which stored attempts and tests without question ids were taken on.
    const legacy = path.join('banks', 'legacy', `grade-${grade}.json`)
    if (existsSync(path.join(folder, legacy))) check(legacy, (value) => void parseBank(grade, value))
  }
  let careers: z.infer<typeof catalogueSchema> = []
  check('careers.json', (value) => {
    const result = catalogueSchema.safeParse(value)
    careers = result.success ? result.data : []
    return result
  })
  let routeCosts: Parameters<typeof hindi.hindiRouteCostsSchema>[0] | undefined
  check('route-costs.json', (value) => {
    const result = routeCostsFileSchema(CAREER_FAMILY_IDS).safeParse(value)
    routeCosts = result.data?.families
    return result
  })
  // Checked against the catalogue read above; a broken catalogue is already named, so its careers are not asked for.
  if (careers.length > 0) {
    const checked = careers
    let streamRoutes: Parameters<typeof hindi.hindiStreamRoutesSchema>[0] | undefined
    let clusters: Parameters<typeof hindi.hindiClustersSchema>[0] | undefined
    check('stream-routes.json', (value) => {
      const result = streamRoutesFileSchema(checked.map((c) => c.id)).safeParse(value)
      streamRoutes = result.data?.careers
      return result
    })
    check('clusters.json', (value) => {
      const result = clustersFileSchema(checked).safeParse(value)
      if (result.success) for (const problem of lookAlikeProblems(checked, result.data)) problems.push(`clusters.json: ${problem}`)
      clusters = result.data?.clusters
      return result
    })
    // The Hindi twins (i18n/hi/), each against the English file it translates.
    const hi = (file: string) => path.join('i18n', 'hi', file)
    try {
      const joined = hindi.joinHindiCareerFiles(hindi.HINDI_CAREER_FILES.map((file) => [file, readAssessmentJson(hi(file), folder)]))
      const result = hindi.hindiCareersSchema(checked).safeParse(joined)
      for (const issue of result.error?.issues.slice(0, 10) ?? []) problems.push(`${hi('careers-*.json')}: ${issue.path.join('.') || 'the file'}: ${issue.message}`)
    } catch (err) {
      problems.push(`${hi('careers-*.json')}: ${(err as Error).message}`)
    }
    check(hi('families.json'), (value) => hindi.hindiFamiliesSchema(CAREER_FAMILY_IDS).safeParse(value))
    const englishClusters = clusters
    if (englishClusters) check(hi('clusters.json'), (value) => hindi.hindiClustersSchema(englishClusters).safeParse(value))
    const englishRoutes = streamRoutes
    if (englishRoutes) {
      check(hi('stream-routes.json'), (value) => hindi.hindiStreamRoutesSchema(englishRoutes).safeParse(value))
      check(hi('exams.json'), (value) => hindi.hindiExamsSchema(hindi.examTexts(checked, englishRoutes)).safeParse(value))
    }
  }
  const englishCosts = routeCosts
  if (englishCosts) check(path.join('i18n', 'hi', 'route-costs.json'), (value) => hindi.hindiRouteCostsSchema(englishCosts).safeParse(value))
  return problems
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const problems = await checkAssessmentData(process.argv[2])
    if (problems.length > 0) {
      console.error(`The assessment's data files are not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
      process.exit(1)
    }
    console.log('Assessment data: the five item banks, the career catalogue and its clusters, the route costs and the stream routes, each with its Hindi, and the Hindi of the exams are valid.')
  } catch (err) {
    console.error(`The assessment's data files are not valid: ${(err as Error).message}`)
    process.exit(1)
  }
}
