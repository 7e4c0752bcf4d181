import type { MessageId } from '../../i18n/messages'

export type PlanKey = 'gradeTest' | 'basic' | 'premium'

/**
 * What each way to pay is called and gives, in the catalogues: the words GET /api/pricing describes it with (a test
 * holds the English ones to the server's), said in the student's language. The prices are always the server's.
 */
export const PLAN_TEXTS = {
  gradeTest: { name: 'plan.gradeTest.name', description: 'plan.gradeTest.description', features: ['plan.gradeTest.feature', 'plan.results'] },
  basic: { name: 'plan.basic.name', description: 'plan.basic.description', features: ['plan.basic.feature.grades', 'plan.basic.feature.later', 'plan.results'] },
  premium: { name: 'plan.premium.name', description: 'plan.premium.description', features: ['plan.premium.feature.grades', 'plan.premium.feature.retakes', 'plan.results'] },
} as const satisfies Record<PlanKey, { name: MessageId; description: MessageId; features: readonly MessageId[] }>
