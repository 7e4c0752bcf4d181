import type { ReactNode } from 'react'
import type { Plan, PlanType } from '../../../../shared/schemas/payments'
import { formatPrice } from '../../../../shared/money'
import { Button } from '../../../components/ui/button'
import { CheckList } from '../../../components/ui/check-list'
import { useI18n } from '../../../i18n/i18n'
import { cn } from '../../../lib/cn'
import { PLAN_TEXTS, type PlanKey } from '../plan-text'
import { useCheckoutFlow } from '../use-checkout-flow'

interface PlanCardProps {
  id: string
  /** Which way to pay: its name, description and features come from the catalogues (../plan-text.ts). */
  planKey: PlanKey
  /** The way to pay as the server prices it (GET /api/pricing). */
  plan: Plan
  /** Premium is a year's plan: its price reads '/year'. */
  perYear?: boolean
  featured?: boolean
  /** What the student already holds of this, said on the card (e.g. 'Your plan until 5 Mar 2027'); null if nothing. */
  held: string | null
  /** The card's action: a button to buy, or a link to where it is bought. */
  action: ReactNode
}

/** One way to pay: name, what it is, its price as charged, what it gives, what the student holds of it, and its action. */
export function PlanCard({ id, planKey, plan, perYear = false, featured = false, held, action }: PlanCardProps) {
  const { t } = useI18n()
  const texts = PLAN_TEXTS[planKey]
  const titleId = `plan-${id}-title`
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1', featured ? 'ring-2 ring-blue-700' : 'ring-gray-200')}
    >
      <h2 id={titleId} className="text-2xl font-bold text-gray-900">
        {t(texts.name)}
      </h2>
      <p className="mt-2 text-gray-700">{t(texts.description)}</p>
      <p className="mt-4 text-gray-900">
        <span className="text-4xl font-bold">{formatPrice(plan.price)}</span>
        {perYear && <span className="text-lg text-gray-700">{t('plan.perYear')}</span>}
      </p>
      <CheckList items={texts.features.map((feature) => t(feature))} className="mt-4 flex-1 space-y-2 text-gray-800" />
      {held && (
        <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900 ring-1 ring-green-300">{held}</p>
      )}
      <div className="mt-6 flex flex-col">{action}</div>
    </section>
  )
}

/** Choose Plan → order → gateway (only for a real payment) → verify; or the plan's state when it cannot be bought. */
export function ChoosePlanButton({
  planType,
  unavailable,
  onPaid,
}: {
  planType: PlanType
  /** Why the plan cannot be bought now, as the button says it ('Current Plan'); null when it can. */
  unavailable: string | null
  onPaid: () => void
}) {
  const { t } = useI18n()
  const name = t(PLAN_TEXTS[planType].name)
  const flow = useCheckoutFlow({
    body: { planType },
    description: t('plan.checkoutDescription', { plan: name }),
    messages: {
      orderFailed: t('plan.orderFailed'),
      gatewayMissing: t('plan.gatewayMissing'),
      verifyFailed: t('plan.verifyFailed'),
      paid: t('plan.paid', { plan: name }),
    },
    onPaid,
  })
  return (
    <Button
      variant={planType === 'premium' ? 'primary' : 'secondary'}
      className="w-full"
      disabled={unavailable !== null || flow.processing}
      onClick={flow.start}
      aria-describedby={`plan-${planType}-title`}
    >
      {unavailable ?? (flow.processing ? t('payment.processing') : t('plan.choose'))}
    </Button>
  )
}
