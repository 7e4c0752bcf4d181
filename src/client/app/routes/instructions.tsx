import { Link } from 'react-router'
import { suggestsStream, type Grade } from '../../../shared/constants'
import { formatPrice } from '../../../shared/money'
import type { SeatState } from '../../../shared/schemas/schools'
import { usePricing } from '../../features/payments/api/get-pricing'
import { GradePaymentButton } from '../../features/payments/components/grade-payment-button'
import { buttonStyles } from '../../components/ui/button'
import { CheckList } from '../../components/ui/check-list'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useGradeParam } from '../../hooks/use-grade-param'
import { apiErrorText } from '../../i18n/api-error-text'
import { useI18n, type I18n } from '../../i18n/i18n'
import type { MessageId } from '../../i18n/messages'
import { GRADE_NAMES } from '../../features/tests/grade-text'
import { useUser } from '../../features/auth/api/get-user'
import { useGradeAccess } from '../../features/tests/api/get-grade-access'
import { TestAlreadyCompleted } from '../../features/tests/components/test-already-completed'
import { NotFoundRoute } from './not-found'

/** What the school's seat means for this grade (GradeAccess.seat), said on the instructions before Start. */
const SEAT_TEXT = {
  available: 'instructions.seat.available',
  used: 'instructions.seat.used',
  'all-used': 'instructions.seat.allUsed',
} as const satisfies Record<SeatState, MessageId>

export function InstructionsRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <InstructionsPage key={grade} grade={grade} />
}

const infoBoxes = [
  { title: 'instructions.box.questions.title', text: 'instructions.box.questions.text' },
  { title: 'instructions.box.time.title', text: 'instructions.box.time.text' },
  { title: 'instructions.box.format.title', text: 'instructions.box.format.text' },
  { title: 'instructions.box.submit.title', text: 'instructions.box.submit.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[]

const tips = ['instructions.tip.place', 'instructions.tip.honest', 'instructions.tip.pace', 'instructions.tip.saved'] as const satisfies readonly MessageId[]

function whatYouGet(grade: Grade, t: I18n['t']): string[] {
  return [
    t('instructions.get.careers'),
    t('instructions.get.why'),
    t('instructions.get.profile'),
    t('instructions.get.steps'),
    ...(suggestsStream(grade) ? [t('instructions.get.stream', { grade: grade + 1 })] : []),
  ]
}

/** `/instructions/{grade}`: what the test is like, then Start Assessment (or the payment the grade needs). */
function InstructionsPage({ grade }: { grade: Grade }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const title = t('instructions.title', { grade })
  useDocumentTitle(title)
  const { access, ...status } = useGradeAccess(grade)
  const { data: user } = useUser()
  const windowClosed = user?.schoolClass?.grade === grade && user.schoolClass.testWindowOpen === false
  const paymentRequired = access?.action === 'pay'
  // The price as the server charges it, asked only where it is shown.
  const pricing = usePricing({ enabled: paymentRequired })

  if (status.isPending || (paymentRequired && pricing.isPending)) {
    return (
      <>
        <h1 className="sr-only">{title}</h1>
        <LoadingState label={t('instructions.checking')} />
      </>
    )
  }
  if (status.isError || !access || (paymentRequired && pricing.isError)) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title={t('instructions.statusFailed')}
          message={apiErrorText(status.error ?? pricing.error, 'common.checkConnection', i18n)}
          onRetry={() => {
            if (status.isError) void status.refetch()
            if (pricing.isError) void pricing.refetch()
          }}
        />
      </>
    )
  }

  if (access.action === 'completed') return <TestAlreadyCompleted access={access} />

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <p className="font-semibold text-blue-700">
          {t('instructions.eyebrow', { grade, name: t(GRADE_NAMES[grade]) })}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-balance text-gray-900">{title}</h1>
        <p className="mt-2 text-lg text-gray-700">{t('instructions.intro')}</p>
      </div>

      <section aria-labelledby="about-title">
        <h2 id="about-title" className="sr-only">
          {t('instructions.about')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {infoBoxes.map((box) => (
            <li key={box.title} className="rounded-xl bg-blue-50 p-4">
              <h3 className="font-bold text-blue-900">{t(box.title)}</h3>
              <p className="mt-1 text-gray-800">{t(box.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tips-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="tips-title" className="text-xl font-bold text-gray-900">
          {t('instructions.tips')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-800">
          {tips.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="get-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="get-title" className="text-xl font-bold text-gray-900">
          {t('instructions.get')}
        </h2>
        <CheckList items={whatYouGet(grade, t)} className="mt-3 space-y-2 text-gray-800" />
      </section>

      {access.action === 'retake' && (
        <section aria-labelledby="retake-title" className="rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
          <h2 id="retake-title" className="text-lg font-bold">
            {t('grades.takeAgain')}
          </h2>
          <p className="mt-1">
            {t('instructions.retake', { grade, count: access.completedCount })} {t('grades.retakeKeepsEarlier')}
          </p>
        </section>
      )}

      {/* The counsellor has not opened the class's test window: said before Start, which the test page then holds (a
          test already started goes on, so the link stays). */}
      {windowClosed && user?.schoolClass && (
        <section aria-labelledby="window-closed-title" className="rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950">
          <h2 id="window-closed-title" className="text-lg font-bold">
            {t('instructions.windowClosed.title')}
          </h2>
          <p className="mt-1">{t('instructions.windowClosed.text', { grade, className: user.schoolClass.name })}</p>
        </section>
      )}

      {/* The school's seat (docs/decisions/050-seats.md): said before Start, since starting is what uses it. */}
      {access.seat && (
        <p className={access.seat === 'all-used' ? 'rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950' : 'rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950'}>
          {t(SEAT_TEXT[access.seat])}
        </p>
      )}

      {access.spendsBasicPlan && (
        <p className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950">
          {t('instructions.spendsBasic', { grade })}
        </p>
      )}

      {paymentRequired && pricing.data && (
        <section aria-labelledby="payment-title" className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950">
          <h2 id="payment-title" className="text-lg font-bold">
            {t('instructions.unlock.title')}
          </h2>
          <p className="mt-1">{t('instructions.unlock.price', { grade, price: formatPrice(pricing.data.gradeTest.price) })}</p>
          <p className="mt-2">
            {rich('instructions.unlock.plans', {
              link: (chunks) => (
                <Link to="/pricing" className="font-semibold text-blue-800 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
      )}

      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        {paymentRequired && pricing.data ? (
          <GradePaymentButton grade={grade} price={pricing.data.gradeTest.price} />
        ) : (
          <Link to={`/test/${grade}`} className={buttonStyles('primary', 'sm:min-w-48')}>
            {t(access.action === 'retake' ? 'grades.takeAgain' : 'grades.start')}
          </Link>
        )}
        <Link to="/" className={buttonStyles('secondary')}>
          {t('instructions.back')}
        </Link>
      </div>
    </div>
  )
}
