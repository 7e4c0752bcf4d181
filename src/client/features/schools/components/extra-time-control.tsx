import { useId, useState } from 'react'
import type { ClassStudent } from '../../../../shared/schemas/schools'
import { TEST_TIME_LIMIT_SECONDS } from '../../../../shared/constants'
import { TIME_FACTORS } from '../../../../shared/schools'
import { Button } from '../../../components/ui/button'
import { toast } from '../../../hooks/use-toast'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, type I18n } from '../../../i18n/i18n'
import { useSetExtraTime } from '../api/exam-period'

const hidden = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>

/** '1.5 × the time (45 minutes)': a factor as the counsellor reads it, with the whole time it gives. */
export function timeFactorText({ t }: Pick<I18n, 't'>, factor: number): string {
  const seconds = Math.round(TEST_TIME_LIMIT_SECONDS * factor)
  return t('class.time.factor', { factor, minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
}

/**
 * A student's time for the next test (WCAG 2.2.1 Timing Adjustable): the standard time or 1.25, 1.5 or 2 times it,
 * for a documented need. The server applies it when the student's next test starts; one already started keeps its
 * time. What was saved is said back in the server's words.
 */
export function ExtraTimeControl({ classId, student, name }: { classId: string; student: Pick<ClassStudent, 'id' | 'timeFactor'>; name: string }) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const id = useId()
  const [choice, setChoice] = useState(String(student.timeFactor))
  const [saved, setSaved] = useState('')
  const save = useSetExtraTime(classId, {
    onSuccess: (answer) => {
      // The server's own sentence in English; the catalogue's in Hindi (the server writes English only).
      const text = i18n.locale === 'en' ? answer.message : t('class.time.saved', { name, factor: answer.timeFactor })
      setSaved(text)
      toast({ title: t('class.time.savedTitle'), description: text })
    },
    onError: (err) => toast({ title: t('common.error'), description: apiErrorText(err, 'class.time.failed', i18n), variant: 'destructive' }),
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
        {rich('class.time.select', { name, hidden })}
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
            {timeFactorText(i18n, factor)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {t('class.time.hint')}
      </p>
      <Button type="submit" variant="secondary" disabled={unchanged || save.isPending}>
        {save.isPending ? t('class.time.saving') : rich('class.time.save', { name, hidden })}
      </Button>
      <p role="status" className="text-sm font-medium break-words text-gray-900">
        {saved}
      </p>
    </form>
  )
}
