import type { Plan, PlanType } from '../../../../shared/schemas/payments'
import { Button } from '../../../components/ui/button'
import { CheckList } from '../../../components/ui/check-list'
import { cn } from '../../../lib/cn'
import { formatRupees } from '../../../lib/format'
import { useCheckoutFlow } from '../use-checkout-flow'

/** SPEC.md section 2's feature lists. */
export const PLAN_FEATURES: Record<PlanType, string[]> = {
  basic: ['Single career assessment', 'Detailed personality analysis', 'PDF report download'],
  premium: ['All grade-level assessments', 'Unlimited retakes', 'Advanced career insights', 'Priority support'],
}

const PLAN_MESSAGES = {
  orderFailed: 'Failed to create payment order. Please try again.',
  gatewayMissing: 'Payment gateway is not available. Please refresh and try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
}

interface PlanCardProps {
  planType: PlanType
  plan: Plan
  /** This plan is the student's active one: nothing to buy. */
  current: boolean
  onPaid: () => void
}

/** One plan: name, description, price (premium per year), features, and Choose Plan → order → gateway → verify. */
export function PlanCard({ planType, plan, current, onPaid }: PlanCardProps) {
  const titleId = `plan-${planType}-title`
  const flow = useCheckoutFlow({
    body: { planType },
    description: `Disha ${plan.name} Plan`,
    messages: { ...PLAN_MESSAGES, paid: `Your ${plan.name} plan is active.` },
    onPaid,
  })
  const featured = planType === 'premium'
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
        <span className="text-4xl font-bold">{formatRupees(plan.price)}</span>
        {planType === 'premium' && <span className="text-lg text-gray-700">/year</span>}
      </p>
      <CheckList items={PLAN_FEATURES[planType]} className="mt-4 flex-1 space-y-2 text-gray-800" />
      <Button
        variant={featured ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        disabled={current || flow.processing}
        onClick={flow.start}
        aria-describedby={titleId}
      >
        {current ? 'Current Plan' : flow.processing ? 'Processing...' : 'Choose Plan'}
      </Button>
    </section>
  )
}
