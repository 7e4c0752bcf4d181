import { z } from 'zod'

export const questionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(['rating_scale', 'multiple_choice']),
  /** The values an answer sends: a choice item's English option texts, in any language (decision 049). */
  options: z.array(z.string()),
  /** The options as the reader's language words them, in the same order; absent when they read as `options`. */
  labels: z.array(z.string()).optional(),
  /** The section's name in the reader's language. */
  section: z.string(),
})
export type Question = z.infer<typeof questionSchema>

export const questionListSchema = z.array(questionSchema)
