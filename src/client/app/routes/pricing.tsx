import { Link, useNavigate } from 'react-router'
import { ErrorPanel } from '../../components/ui/error-panel'
import { buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorMessage } from '../../lib/api-client'
import { usePricing } from '../../features/payments/api/get-pricing'
import { useSubscriptionStatus } from '../../features/payments/api/get-subscription-status'
import { ChoosePlanButton, PlanCard } from '../../features/payments/components/plan-card'
import { useGradeAccessList } from '../../features/tests/api/get-grade-access'
import { formatDate } from '../../lib/format'

/** 'Grade 8', 'Grades 8 and 11', 'Grades 8, 9 and 11'. */
function gradeList(grades: number[]): string {
  if (grades.length === 1) return `Grade ${grades[0]}`
  return `Grades ${grades.slice(0, -1).join(', ')} and ${grades.at(-1)}`
}

/**
 * `/pricing`: 'Choose Your Plan' with the three ways to pay side by side (one grade's test, Basic, Premium) at the
 * prices the server charges, and what the student already holds: a plan they have is marked and not offered again.
 * Razorpay's checkout.js is not loaded here: only when a real payment starts (never in mock mode).
 */
export function PricingRoute() {
  useDocumentTitle('Pricing & Plans')
  const navigate = useNavigate()
  const pricing = usePricing()
  const subscription = useSubscriptionStatus()
  const access = useGradeAccessList()

  const premium = subscription.data?.planType === 'premium' ? subscription.data : null
  const basicUnused = subscription.data?.planType === 'basic'
  const boughtGrades = (access.data?.grades ?? []).filter((g) => g.coveredBy === 'grade').map((g) => g.grade)
  const onPaid = () => void navigate('/')
  const premiumUntil = premium?.expiresAt ? ` until ${formatDate(premium.expiresAt)}` : ''

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-gray-900">Choose Your Plan</h1>
        <p className="mt-2 text-lg text-gray-700">One grade at a time, one assessment of any grade, or every grade for a year.</p>
      </div>
      {subscription.data?.hasSubscription && (
        <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-center font-medium text-green-900">
          {premium
            ? `You have an active Premium plan${premiumUntil}.`
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
        <div className="grid gap-6 md:grid-cols-3">
          <PlanCard
            id="grade-test"
            plan={pricing.data.gradeTest}
            held={
              premium
                ? 'Every grade is included in your Premium plan.'
                : boughtGrades.length > 0
                  ? `You have bought ${gradeList(boughtGrades)}.`
                  : null
            }
            action={
              premium ? null : (
                <Link to="/" className={buttonStyles('secondary', 'w-full')} aria-describedby="plan-grade-test-title">
                  Choose a Grade
                </Link>
              )
            }
          />
          <PlanCard
            id="basic"
            plan={pricing.data.basic}
            held={basicUnused ? 'Your plan: its one assessment is ready to use.' : premium ? 'Included in your Premium plan.' : null}
            action={
              <ChoosePlanButton
                planType="basic"
                plan={pricing.data.basic}
                unavailable={basicUnused ? 'Current Plan' : premium ? 'Included in Premium' : null}
                onPaid={onPaid}
              />
            }
          />
          <PlanCard
            id="premium"
            plan={pricing.data.premium}
            perYear
            featured
            held={premium ? `Your plan${premiumUntil}.` : null}
            action={
              <ChoosePlanButton
                planType="premium"
                plan={pricing.data.premium}
                unavailable={premium ? 'Current Plan' : null}
                onPaid={onPaid}
              />
            }
          />
        </div>
      )}
      <p className="text-center text-gray-700">
        {pricing.data?.mockMode
          ? 'Payments here run in test mode: a purchase is recorded at once and nothing is charged.'
          : 'Payments are handled by Razorpay; Disha never sees your card or UPI details.'}
      </p>
    </div>
  )
}
