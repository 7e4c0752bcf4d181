import { Link } from 'react-router'
import { GRADE_INFO, GRADES } from '../../../../shared/constants'
import { Button } from '../../../components/ui/button'
import { useTestHistory } from '../api/get-test-history'

/** One card per grade: completed grades lead to their results, the others to the test's instructions. */
export function GradeCards() {
  // The home page is where a student comes back after a test in another tab, so it refetches on focus.
  const history = useTestHistory({ refetchOnWindowFocus: true })
  const tests = history.data ?? []

  return (
    <section aria-labelledby="grades-title" className="mt-10">
      <h2 id="grades-title" className="text-xl font-bold text-gray-900">
        Choose Your Grade
      </h2>
      {history.isError && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          <p>We couldn&apos;t check which tests you have completed.</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={history.isPending}>
        {GRADES.map((grade) => {
          const info = GRADE_INFO[grade]
          const completed = tests.find((test) => test.grade === grade)
          return (
            <li key={grade}>
              <Link
                to={completed ? `/results/${encodeURIComponent(completed.id)}` : `/instructions/${grade}`}
                className="flex h-full min-h-11 flex-col gap-1 rounded-xl border border-gray-300 bg-white p-5 shadow-sm hover:border-blue-700 hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="text-2xl font-bold text-gray-900">Grade {grade}</span>
                  {completed && (
                    <span className="rounded-full bg-green-100 px-3 py-0.5 text-sm font-semibold text-green-900">
                      Completed
                    </span>
                  )}
                </span>
                <span className="font-semibold text-blue-700">{info.name}</span>
                <span className="text-gray-700">Ages {info.ages}</span>
                {info.note && <span className="text-sm text-gray-700">{info.note}</span>}
                <span className="mt-3 font-semibold text-blue-700 underline underline-offset-4">
                  {completed ? 'View Results' : 'Start Assessment'}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
