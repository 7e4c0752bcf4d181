import { Link } from 'react-router'
import { buttonStyles } from '../../../components/ui/button'

/** A grade is taken once: its results, and how a retake becomes possible (SPEC.md sections 2 and 4). */
export function TestAlreadyCompleted({ grade, testId }: { grade: number; testId: string }) {
  return (
    <section aria-labelledby="completed-title" className="mx-auto max-w-md py-8 text-center">
      <p aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12 5 5 9-10" />
        </svg>
      </p>
      <h1 id="completed-title" className="mt-4 text-2xl font-bold text-gray-900">
        Test Already Completed
      </h1>
      <p className="mt-3 text-gray-700">
        You have already completed the Grade {grade} assessment. It can be retaken only if an admin resets your test
        history.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={`/results/${encodeURIComponent(testId)}`} className={buttonStyles('primary')}>
          View Your Results
        </Link>
        <Link to="/" className={buttonStyles('secondary')}>
          Back to Home
        </Link>
      </div>
    </section>
  )
}
