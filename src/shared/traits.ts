// The traits a profile measures, in the order every chart and report lists them, and their English names. The lists
// are the one source of the trait keys: the question banks and careers weigh them (schemas/items.ts), the engine
// scores them, and the browser names each through its catalogue entry built from the key
// (client/features/results/results-text.ts). The English names below are what the server writes in English (the PDF
// report); the English catalogue says exactly these words (results-text.test.ts), so the report and the results
// screen name a trait alike. No zod here: the browser imports this file.

/** Holland's six interest types (RIASEC), in O*NET's order. */
export const RIASEC = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const
export type RiasecType = (typeof RIASEC)[number]

export const WORK_STYLES = ['analytical', 'creative', 'leadership', 'teamwork', 'persistence'] as const
export type WorkStyle = (typeof WORK_STYLES)[number]

export const APTITUDES = ['logical', 'numerical', 'science'] as const
export type Aptitude = (typeof APTITUDES)[number]

export type Trait = RiasecType | WorkStyle | Aptitude

/** The six interest types in short words, for the results summary's chart and the report (the full profile adds the RIASEC names). */
export const INTEREST_SHORT_LABELS: Record<RiasecType, string> = {
  realistic: 'Hands-on',
  investigative: 'Investigating',
  artistic: 'Creating',
  social: 'Helping people',
  enterprising: 'Leading',
  conventional: 'Organising',
}

export const WORK_STYLE_LABELS: Record<WorkStyle, string> = {
  analytical: 'Analytical thinking',
  creative: 'Creativity',
  leadership: 'Leadership',
  teamwork: 'Teamwork',
  persistence: 'Persistence',
}

export const APTITUDE_LABELS: Record<Aptitude, string> = {
  logical: 'Logical reasoning',
  numerical: 'Numerical ability',
  science: 'Science',
}
