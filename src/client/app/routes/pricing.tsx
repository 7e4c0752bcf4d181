import { Link, useNavigate } from 'react-router'
import { ErrorPanel } from '../../components/ui/error-panel'
import { buttonStyles } from '../../components/ui/button'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n } from '../../i18n/i18n'
import { usePricing } from '../../features/payments/api/get-pricing'
import { useSubscriptionStatus } from '../../features/payments/api/get-subscription-status'
import { ChoosePlanButton, PlanCard } from '../../features/payments/components/plan-card'
import { useGradeAccessList } from '../../features/tests/api/get-grade-access'

/** A date as the plans say it, in the page's language: '5 Mar 2027', '5 मार्च 2027'. */
const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const

/**
 * `/pricing`: 'Choose Your Plan' with the three ways to pay side by side (one grade's test, Basic, Premium) at the
 * prices the server charges, and what the student already holds: a plan they have is marked and not offered again.
 * Razorpay's checkout.js is not loaded here: only when a real payment starts (never in mock mode).
 */
export function PricingRoute() {
  const i18n = useI18n()
  const { t, intl } = i18n
  useDocumentTitle(t('menu.pricing'))
  const navigate = useNavigate()
  const pricing = usePricing()
  const subscription = useSubscriptionStatus()
  const access = useGradeAccessList()

  const premium = subscription.data?.planType === 'premium' ? subscription.data : null
  const basicUnused = subscription.data?.planType === 'basic'
  const boughtGrades = (access.data?.grades ?? []).filter((g) => g.coveredBy === 'grade').map((g) => g.grade)
  const onPaid = () => void navigate('/')
  const premiumUntil = premium?.expiresAt ? intl.formatDate(premium.expiresAt, DATE) : null
  // 'Grade 8', 'Grades 8 and 11', 'Grades 8, 9 and 11'.
  const bought = { count: boughtGrades.length, grades: intl.formatList(boughtGrades.map(String), { type: 'conjunction' }) }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-gray-900">{t('pricing.title')}</h1>
        <p className="mt-2 text-lg text-gray-700">{t('pricing.intro')}</p>
      </div>
      {subscription.data?.hasSubscription && (
        <p role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-center font-medium text-green-900">
          {premium
            ? premiumUntil
              ? t('pricing.status.premiumUntil', { date: premiumUntil })
              : t('pricing.status.premium')
            : t('pricing.status.basic')}
        </p>
      )}
      {pricing.isPending ? (
        <LoadingState label={t('pricing.loading')} />
      ) : pricing.isError ? (
        <ErrorPanel
          title={t('pricing.loadFailed')}
          message={apiErrorText(pricing.error, 'common.checkConnection', i18n)}
          onRetry={() => void pricing.refetch()}
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          <PlanCard
            id="grade-test"
            planKey="gradeTest"
            plan={pricing.data.gradeTest}
            held={premium ? t('pricing.held.everyGrade') : boughtGrades.length > 0 ? t('pricing.held.bought', bought) : null}
            action={
              premium ? null : (
                <Link to="/" className={buttonStyles('secondary', 'w-full')} aria-describedby="plan-grade-test-title">
                  {t('pricing.chooseGrade')}
                </Link>
              )
            }
          />
          <PlanCard
            id="basic"
            planKey="basic"
            plan={pricing.data.basic}
            held={basicUnused ? t('pricing.held.basic') : premium ? t('pricing.held.inPremium') : null}
            action={
              <ChoosePlanButton
                planType="basic"
                unavailable={basicUnused ? t('pricing.currentPlan') : premium ? t('pricing.includedInPremium') : null}
                onPaid={onPaid}
              />
            }
          />
          <PlanCard
            id="premium"
            planKey="premium"
            plan={pricing.data.premium}
            perYear
            featured
            held={premium ? (premiumUntil ? t('pricing.held.premiumUntil', { date: premiumUntil }) : t('pricing.held.premium')) : null}
            action={
              <ChoosePlanButton
                planType="premium"
                unavailable={premium ? t('pricing.currentPlan') : null}
                onPaid={onPaid}
              />
            }
          />
        </div>
      )}
      <p className="text-center text-gray-700">
        {t(pricing.data?.mockMode ? 'pricing.mockMode' : 'pricing.razorpay')}
      </p>
    </div>
  )
}
