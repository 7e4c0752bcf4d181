import { Link } from 'react-router'
import { GRADE_INFO, type Grade } from '../../../shared/constants'
import { formatPrice } from '../../../shared/money'
import { usePricing } from '../../features/payments/api/get-pricing'
import { GradePaymentButton } from '../../features/payments/components/grade-payment-button'
import { buttonStyles } from '../../components/ui/button'
import { CheckList } from '../../components/ui/check-list'
import { ErrorPanel } from '../../components/ui/error-panel'
import { LoadingState } from '../../components/ui/loading-state'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useGradeParam } from '../../hooks/use-grade-param'
import { apiErrorMessage } from '../../lib/api-client'
import { RETAKE_KEEPS_EARLIER } from '../../features/tests/access-text'
import { useGradeAccess } from '../../features/tests/api/get-grade-access'
import { TestAlreadyCompleted } from '../../features/tests/components/test-already-completed'
import { NotFoundRoute } from './not-found'

export function InstructionsRoute() {
  const grade = useGradeParam()
  if (grade === null) return <NotFoundRoute />
  return <InstructionsPage key={grade} grade={grade} />
}

const infoBoxes = [
  { title: '30-32 questions', text: 'Interests, work style, logical reasoning, numbers and science.' },
  { title: '30-minute limit', text: 'The timer starts when you press Start Test.' },
  { title: 'Multiple choice and rating scales', text: 'Pick one option, or rate from Not at all to Very much.' },
  { title: 'Auto-submit', text: 'Your answers are submitted automatically when time expires.' },
]

const tips = [
  'Find a quiet place and make sure your phone is charged.',
  'Answer honestly: the interest and work-style questions have no right or wrong answers.',
  'Do not spend too long on one question; you can go back with Previous.',
  'Your answers are saved as you go. If the page reloads or your connection drops, you continue where you left off.',
]

function whatYouGet(grade: Grade): string[] {
  return [
    'Career fields that suit you, ranked by match percentage',
    'Why each career fits you, with its skills, courses and entrance exams',
    'A profile of your interests, work style and aptitudes',
    'Recommended next steps you can start on now',
    ...(grade === 9 || grade === 10 ? [`A recommended stream (Science, Commerce or Arts) for Grade ${grade + 1}`] : []),
  ]
}

/** `/instructions/{grade}`: what the test is like, then Start Assessment (or the payment the grade needs). */
function InstructionsPage({ grade }: { grade: Grade }) {
  const title = `Grade ${grade} Assessment Instructions`
  useDocumentTitle(title)
  const { access, ...status } = useGradeAccess(grade)
  const paymentRequired = access?.action === 'pay'
  // The price as the server charges it, asked only where it is shown.
  const pricing = usePricing({ enabled: paymentRequired })

  if (status.isPending || (paymentRequired && pricing.isPending)) {
    return (
      <>
        <h1 className="sr-only">{title}</h1>
        <LoadingState label="Checking test status..." />
      </>
    )
  }
  if (status.isError || !access || (paymentRequired && pricing.isError)) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
        <ErrorPanel
          title="We couldn't check your test status"
          message={apiErrorMessage(status.error ?? pricing.error, 'Please check your connection and try again.')}
          onRetry={() => {
            if (status.isError) void status.refetch()
            if (pricing.isError) void pricing.refetch()
          }}
        />
      </>
    )
  }

  if (access.action === 'completed') return <TestAlreadyCompleted access={access} />

  const info = GRADE_INFO[grade]
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <p className="font-semibold text-blue-700">
          Grade {grade}: {info.name}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-balance text-gray-900">{title}</h1>
        <p className="mt-2 text-lg text-gray-700">Read this before you start. It takes a minute.</p>
      </div>

      <section aria-labelledby="about-title">
        <h2 id="about-title" className="sr-only">
          About the test
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {infoBoxes.map((box) => (
            <li key={box.title} className="rounded-xl bg-blue-50 p-4">
              <h3 className="font-bold text-blue-900">{box.title}</h3>
              <p className="mt-1 text-gray-800">{box.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tips-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="tips-title" className="text-xl font-bold text-gray-900">
          Tips
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-800">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="get-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 id="get-title" className="text-xl font-bold text-gray-900">
          What you get
        </h2>
        <CheckList items={whatYouGet(grade)} className="mt-3 space-y-2 text-gray-800" />
      </section>

      {access.action === 'retake' && (
        <section aria-labelledby="retake-title" className="rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
          <h2 id="retake-title" className="text-lg font-bold">
            Take it again
          </h2>
          <p className="mt-1">
            You have completed Grade {grade} {access.completedCount === 1 ? 'once' : `${access.completedCount} times`}. Your
            Premium plan lets you take it again: this starts a new test with a new result. {RETAKE_KEEPS_EARLIER}
          </p>
        </section>
      )}

      {access.spendsBasicPlan && (
        <p className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950">
          Starting this test uses your Basic plan&apos;s one assessment for Grade {grade}.
        </p>
      )}

      {paymentRequired && pricing.data && (
        <section aria-labelledby="payment-title" className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950">
          <h2 id="payment-title" className="text-lg font-bold">
            Unlock this assessment
          </h2>
          <p className="mt-1">
            The Grade {grade} assessment costs {formatPrice(pricing.data.gradeTest.price)}, paid once by UPI, card or net
            banking. Your report and share link are included.
          </p>
          <p className="mt-2">
            Taking more than one grade?{' '}
            <Link to="/pricing" className="font-semibold text-blue-800 underline underline-offset-2">
              See the plans
            </Link>
            .
          </p>
        </section>
      )}

      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        {paymentRequired && pricing.data ? (
          <GradePaymentButton grade={grade} price={pricing.data.gradeTest.price} />
        ) : (
          <Link to={`/test/${grade}`} className={buttonStyles('primary', 'sm:min-w-48')}>
            {access.action === 'retake' ? 'Take it again' : 'Start Assessment'}
          </Link>
        )}
        <Link to="/" className={buttonStyles('secondary')}>
          Back to Grade Selection
        </Link>
      </div>
    </div>
  )
}
