import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PLAN_TYPES } from '../../../shared/schemas/payments'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorMessage } from '../../lib/api-client'
import { usePricing } from '../../features/payments/api/get-pricing'
import { useSubscriptionStatus } from '../../features/payments/api/get-subscription-status'
import { loadCheckout } from '../../features/payments/checkout'
import { PlanCard } from '../../features/payments/components/plan-card'
import { formatDate } from '../../lib/format'

/** `/pricing`: 'Choose Your Plan', the active plan's banner, and a card per plan. */
export function PricingRoute() {
  useDocumentTitle('Pricing & Plans')
  const navigate = useNavigate()
  const pricing = usePricing()
  const subscription = useSubscriptionStatus()

  // SPEC.md section 7: on the pricing page the gateway's script is loaded ahead, so Choose Plan opens at once.
  useEffect(() => {
    loadCheckout().catch(() => {
      // Reported when the student chooses a plan ('Payment Gateway Error'); nothing to say before that.
    })
  }, [])

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-gray-900">Choose Your Plan</h1>
        <p className="mt-2 text-lg text-gray-700">One grade at a time, or every grade for a year.</p>
      </div>
      {subscription.data?.hasSubscription && (
        <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-center font-medium text-green-900">
          {subscription.data.planType === 'premium'
            ? `You have an active Premium plan${subscription.data.expiresAt ? ` until ${formatDate(subscription.data.expiresAt)}` : ''}.`
            : 'You have an active Basic plan: one assessment of any grade is ready for you.'}
        </p>
      )}
      {pricing.isPending ? (
        <LoadingState label="Loading plans..." />
      ) : pricing.isError ? (
        <ErrorPanel
          title="Could not load the plans"
          message={apiErrorMessage(pricing.error, 'Please check your connection and try again.')}
          onRetry={() => void pricing.refetch()}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {PLAN_TYPES.map((planType) => (
            <PlanCard
              key={planType}
              planType={planType}
              plan={pricing.data[planType]}
              current={subscription.data?.planType === planType}
              onPaid={() => void navigate('/')}
            />
          ))}
        </div>
      )}
      <p className="text-center text-gray-700">
        Payments are handled by Razorpay; Disha never sees your card or UPI details.
      </p>
    </div>
  )
}
