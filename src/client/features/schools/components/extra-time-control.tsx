import { useId, useState } from 'react'
import type { ClassStudent } from '../../../../shared/schemas/schools'
import { TEST_TIME_LIMIT_SECONDS } from '../../../../shared/constants'
import { durationText, TIME_FACTOR_LABELS, TIME_FACTORS, type TimeFactor } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorMessage } from '../../../lib/api-client'
import { useSetExtraTime } from '../api/exam-period'

/** '1.5 × the time (45 minutes)': a factor as the counsellor reads it, with the whole time it gives. */
export const timeFactorText = (factor: number) =>
  `${TIME_FACTOR_LABELS[factor as TimeFactor] ?? `${factor} × the time`} (${durationText(TEST_TIME_LIMIT_SECONDS * factor)})`

/**
 * A student's time for the next test (WCAG 2.2.1 Timing Adjustable): the standard time or 1.25, 1.5 or 2 times it,
 * for a documented need. The server applies it when the student's next test starts; one already started keeps its
 * time. What was saved is said back in the server's words.
 */
export function ExtraTimeControl({ classId, student, name }: { classId: string; student: Pick<ClassStudent, 'id' | 'timeFactor'>; name: string }) {
  const id = useId()
  const [choice, setChoice] = useState(String(student.timeFactor))
  const [saved, setSaved] = useState('')
  const save = useSetExtraTime(classId, {
    onSuccess: (answer) => {
      setSaved(answer.message)
      toast({ title: 'Time Saved', description: answer.message })
    },
    onError: (err) => toast({ title: 'Error', description: apiErrorMessage(err, 'The time could not be saved.'), variant: 'destructive' }),
  })
  const unchanged = Number(choice) === student.timeFactor

  return (
    <form
      className="flex flex-col gap-1 border-t border-gray-200 pt-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (!unchanged) save.mutate({ studentId: student.id, timeFactor: Number(choice) })
      }}
    >
      <label htmlFor={`${id}-time`} className="text-sm font-medium text-gray-900">
        Time for the next test<span className="sr-only"> of {name}</span>
      </label>
      <select
        id={`${id}-time`}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value)
          setSaved('')
        }}
        aria-describedby={`${id}-hint`}
        className="min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base text-gray-900"
      >
        {TIME_FACTORS.map((factor) => (
          <option key={factor} value={String(factor)}>
            {timeFactorText(factor)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        Extra time for a documented need. It applies to the student&rsquo;s next test; a test already started keeps its time.
      </p>
      <Button type="submit" variant="secondary" disabled={unchanged || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Time'}
        <span className="sr-only"> for {name}</span>
      </Button>
      <p role="status" className="text-sm font-medium break-words text-gray-900">
        {saved}
      </p>
    </form>
  )
}
