import { z } from 'zod'

export const questionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  questionType: z.enum(['rating_scale', 'multiple_choice']),
  options: z.array(z.string()),
  section: z.string(),
})
export type Question = z.infer<typeof questionSchema>

export const questionListSchema = z.array(questionSchema)
