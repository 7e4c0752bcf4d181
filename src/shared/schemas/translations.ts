// A grade's bank in Hindi (banks/hi/grade-N.json, docs/decisions/049-questions-in-hindi.md): each item's words, by the
// English item's id. Only words: the type, the key, the weights, the boards and the difficulty are the English item's,
// and the options follow the English item's order, so an answer is the same whichever language showed the question.
import { z } from 'zod'
import type { Section } from './items'

/** One item in Hindi: its question, its options (choice items) and its explanation (knowledge items). */
export const translatedItemSchema = z
  .object({
    text: z.string().trim().min(5).max(400),
    /** In the English item's order: option i here is option i there. Absent on a rating item. */
    options: z.array(z.string().trim().min(1).max(160)).min(1).optional(),
    explanation: z.string().trim().min(10).optional(),
  })
  .strict()
export type TranslatedItem = z.infer<typeof translatedItemSchema>

/** A Hindi file: every item of the grade's bank, by id. */
export const translationFileSchema = z.record(z.string(), translatedItemSchema)

/**
 * The 1..5 scale in Hindi, in the order of RATING_LABELS; the first and last as the Hindi instructions name them
 * (src/client/i18n/hi/pages.json, instructions.box.format.text).
 */
export const RATING_LABELS_HI = ['बिल्कुल नहीं', 'थोड़ा', 'न कम न अधिक', 'काफ़ी', 'बहुत अधिक'] as const

/** Each section's name in Hindi, as the Hindi instructions and results name them. */
export const SECTION_NAMES_HI: Readonly<Record<Section, string>> = {
  Interests: 'रुचियाँ',
  'Work Style': 'काम करने का ढंग',
  'Logical Reasoning': 'तार्किक सोच',
  'Numerical Aptitude': 'संख्यात्मक क्षमता',
  Science: 'विज्ञान',
}
