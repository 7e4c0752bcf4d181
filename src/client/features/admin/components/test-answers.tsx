import type { AdminTestAnswer } from '../../../../shared/schemas/admin'

/**
 * A sitting's questions in the order asked, each with the student's answer; a knowledge item also says the key and
 * whether the answer was right. A numbered list of cards, one column at 360 px.
 */
export function TestAnswers({ answers }: { answers: AdminTestAnswer[] }) {
  return (
    <ol aria-label="Answers, in the order asked" className="flex flex-col gap-3">
      {answers.map((a) => (
        <li key={a.questionId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-700">
            {`Question ${a.position}`}
            {a.section ? ` · ${a.section}` : ''}
          </p>
          <p className="mt-1 font-medium text-gray-900">{a.questionText ?? `${a.questionId} (no longer in the question bank)`}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">Answer</dt>
            <dd className="break-words text-gray-900">{a.answer ?? 'Not answered'}</dd>
            {a.key !== undefined && (
              <>
                <dt className="text-gray-700">Key</dt>
                <dd className="break-words text-gray-900">
                  {a.key}
                  <span className={a.correct ? 'ml-2 font-semibold text-green-800' : 'ml-2 font-semibold text-red-800'}>
                    {a.correct ? 'Right' : 'Wrong'}
                  </span>
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ol>
  )
}
