import { z } from 'zod'
import { testSchema } from './tests'

export const recommendationSchema = z.object({
  id: z.string(),
  careerField: z.string(),
  description: z.string(),
  matchPercentage: z.number().int().min(0).max(100),
  recommendedStream: z.string().optional(),
  nextSteps: z.array(z.string()),
  reasons: z.array(z.string()),
  skills: z.array(z.string()),
  pathways: z.array(z.string()),
  exams: z.array(z.string()),
})
export type Recommendation = z.infer<typeof recommendationSchema>

export const streamRecommendationSchema = z.object({
  forGrade: z.number().int(),
  stream: z.string(),
  runnerUp: z.string(),
  scores: z.record(z.string(), z.number()),
  summary: z.string(),
  reasons: z.array(z.string()),
})
export type StreamRecommendation = z.infer<typeof streamRecommendationSchema>

const traitScores = z.record(z.string(), z.number().nullable())

export const profileSchema = z.object({
  riasec: traitScores,
  workStyle: traitScores,
  aptitude: traitScores,
  answered: z.number().int(),
  total: z.number().int(),
  quality: z.object({
    differentiation: z.number().nullable(),
    consistency: z.number().nullable(),
    acquiescence: z.number().nullable(),
    lowConfidence: z.boolean(),
    reasons: z.array(z.string()),
  }),
})
export type ProfileSummary = z.infer<typeof profileSchema>

export const testResultsSchema = z.object({
  test: testSchema,
  recommendations: z.array(recommendationSchema),
  stream: streamRecommendationSchema.nullable(),
  profile: profileSchema,
  lowConfidence: z.boolean(),
  notes: z.array(z.string()),
})
export type TestResults = z.infer<typeof testResultsSchema>
