import type { ReactNode } from 'react'
import type { Plan, PlanType } from '../../../../shared/schemas/payments'
import { formatPrice } from '../../../../shared/money'
import { Button } from '../../../components/ui/button'
import { CheckList } from '../../../components/ui/check-list'
import { cn } from '../../../lib/cn'
import { useCheckoutFlow } from '../use-checkout-flow'

const PLAN_MESSAGES = {
  orderFailed: 'Failed to create payment order. Please try again.',
  gatewayMissing: 'Payment gateway is not available. Please refresh and try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
}

interface PlanCardProps {
  id: string
  /** The way to pay as the server describes and prices it (GET /api/pricing). */
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
export function PlanCard({ id, plan, perYear = false, featured = false, held, action }: PlanCardProps) {
  const titleId = `plan-${id}-title`
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1', featured ? 'ring-2 ring-blue-700' : 'ring-gray-200')}
    >
      <h2 id={titleId} className="text-2xl font-bold text-gray-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-gray-700">{plan.description}</p>
      <p className="mt-4 text-gray-900">
        <span className="text-4xl font-bold">{formatPrice(plan.price)}</span>
        {perYear && <span className="text-lg text-gray-700">/year</span>}
      </p>
      <CheckList items={plan.features} className="mt-4 flex-1 space-y-2 text-gray-800" />
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
  plan,
  unavailable,
  onPaid,
}: {
  planType: PlanType
  plan: Plan
  /** Why the plan cannot be bought now, as the button says it ('Current Plan'); null when it can. */
  unavailable: string | null
  onPaid: () => void
}) {
  const flow = useCheckoutFlow({
    body: { planType },
    description: `Disha ${plan.name} Plan`,
    messages: { ...PLAN_MESSAGES, paid: `Your ${plan.name} plan is active.` },
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
      {unavailable ?? (flow.processing ? 'Processing...' : 'Choose Plan')}
    </Button>
  )
}
