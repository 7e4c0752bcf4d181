// The career catalogue's schema (the data is src/server/assessment/careers.json, reviewed in pull requests): what a
// career entry must hold, the streams and the career families. The server validates the file with it at start-up,
// the build's data check (scripts/check-data.ts) before that, and careers.test.ts in the tests.
//
// Aptitude and work-style weights (0..1) are editorial judgements of how much a field leans on each trait.
// Exams are Indian entrance exams or routes; where a route comes after graduation the entry says so.
import { z } from 'zod'
import { APTITUDES, RIASEC, WORK_STYLES } from './items'

/** The stream after class 10 that best opens a field. A suggestion, never a requirement placed on the student. */
const STREAMS = [
  'Science (PCM)',
  'Science (PCB)',
  'Science (PCM or PCB)',
  'Commerce',
  'Humanities',
  'Any stream',
] as const
export type Stream = (typeof STREAMS)[number]

/** Career families: a result leads with the best family, which is steadier on a retake than any single career. */
export const CAREER_FAMILIES = {
  'engineering-technology': 'Science, engineering and technology',
  'skilled-trades': 'Skilled trades and polytechnic diplomas',
  health: 'Health and medicine',
  'allied-health': 'Allied health and pharmacy',
  'agriculture-food': 'Agriculture and food',
  'arts-design': 'Arts, design and architecture',
  'media-communication': 'Media and communication',
  'law-public-service': 'Law and public policy',
  'government-defence': 'Government jobs, police and defence',
  'business-finance': 'Business, finance and transport',
  'education-social': 'Education, psychology and social work',
  'hospitality-tourism': 'Hospitality and tourism',
  'sport-fitness': 'Sport and fitness',
  'beauty-wellness': 'Beauty and wellness',
} as const
export type CareerFamily = keyof typeof CAREER_FAMILIES
export const CAREER_FAMILY_IDS = Object.keys(CAREER_FAMILIES) as [CareerFamily, ...CareerFamily[]]

const onetRating = z.number().min(1).max(7)
const weight = z.number().min(0).max(1)
const line = z.string().trim().min(3).max(300)
const steps = z.array(line).length(3)

export const careerSchema = z.strictObject({
  /** Stable kebab-case slug; stored with results, so never rename one. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case slugs'),
  family: z.enum(CAREER_FAMILY_IDS),
  /**
   * The cluster of look-alike careers it belongs to (an id of clusters.json, in the same family): careers a student
   * cannot tell apart by interests, such as the core engineering branches (src/shared/schemas/clusters.ts).
   */
  cluster: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'cluster ids are kebab-case slugs'),
  /** Display name, such as 'Medicine (Doctor)'. */
  careerField: z.string().trim().min(3).max(80),
  /** Two or three sentences for a 14-year-old and their parent: what the work is day to day. */
  description: z.string().trim().min(80).max(450),
  onet: z.strictObject({
    code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'O*NET-SOC codes look like 15-1252.00'),
    /** Title exactly as in onet/Occ.txt. */
    title: z.string().trim().min(3),
    /** Why this occupation stands in when there is no direct civilian equivalent. */
    proxy: z.string().trim().min(20).optional(),
  }),
  /** O*NET OI ratings (1..7) per RIASEC type, and O*NET's published high points (First, Second, Third; 'none' dropped). */
  interests: z.strictObject({
    realistic: onetRating,
    investigative: onetRating,
    artistic: onetRating,
    social: onetRating,
    enterprising: onetRating,
    conventional: onetRating,
    highPoints: z
      .array(z.enum(RIASEC))
      .min(1)
      .max(3)
      .refine((hp) => new Set(hp).size === hp.length, 'high points must not repeat'),
  }),
  /** How much the field leans on each aptitude, 0..1; absent means it hardly matters. */
  aptitudes: z.partialRecord(z.enum(APTITUDES), weight),
  /** The two or three work styles the field rewards most, 0..1. */
  workStyles: z
    .partialRecord(z.enum(WORK_STYLES), weight)
    .refine((ws) => Object.keys(ws).length >= 2 && Object.keys(ws).length <= 3, 'give 2 or 3 work styles'),
  stream: z.enum(STREAMS),
  /** Real Indian entrance exams or routes; may be empty when a field has none. */
  exams: z.array(line),
  skills: z.array(line).min(4).max(6),
  pathways: z.array(line).min(2).max(4),
  nextSteps: z.strictObject({ grade8: steps, grade9to10: steps, grade11to12: steps }),
  /**
   * The job outlook, only with a published source (a government or industry report with its year). Without one the
   * result claims nothing about growth: the old fixed 'High growth potential' line said it of every career.
   */
  outlook: z.strictObject({ text: line, source: line }).optional(),
})
export type Career = z.infer<typeof careerSchema>

export const catalogueSchema = z.array(careerSchema).superRefine((careers, ctx) => {
  const seen = new Set<string>()
  for (const c of careers) {
    if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: `duplicate career id '${c.id}'` })
    seen.add(c.id)
  }
})
