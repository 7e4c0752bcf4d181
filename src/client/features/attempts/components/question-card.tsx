import type { Ref } from 'react'
import type { Question } from '../../../../shared/schemas/questions'
import { sameText } from '../../../../shared/no-break'
import { useI18n } from '../../../i18n/i18n'
import { cn } from '../../../lib/cn'
import { ratingValues } from '../local-attempt-store'

interface QuestionCardProps {
  question: Question
  answer: string | undefined
  onAnswer: (value: string) => void
  disabled?: boolean
  /** The question text, focused when the student moves to another question. */
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * The choices of a question: rating items answer '1'..'5' under their labels, choice items answer the option text.
 * The value is the same in every language (decision 049); the label is the question's words for it, when it has them.
 */
export function choicesOf(question: Question): { value: string; label: string }[] {
  const labelOf = (index: number) => question.labels?.[index] ?? question.options[index]!
  if (question.questionType === 'rating_scale') {
    const values = ratingValues(question)
    return question.options.map((_, index) => ({ value: values[index] ?? String(index + 1), label: labelOf(index) }))
  }
  return question.options.map((option, index) => ({ value: option, label: labelOf(index) }))
}

/**
 * One question as a native radio group (fieldset, legend, radio inputs) styled as large cards: arrow keys move
 * between the choices and screen readers name the group by its question.
 */
export function QuestionCard({ question, answer, onAnswer, disabled = false, headingRef }: QuestionCardProps) {
  const { t } = useI18n()
  const name = `question-${question.id}`
  const rating = question.questionType === 'rating_scale'
  return (
    // The card is a div around the fieldset: a legend sits on the fieldset's top edge, outside any padding.
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
    <fieldset className="m-0 min-w-0 border-0 p-0" disabled={disabled}>
      <legend className="w-full p-0">
        <span className="block text-sm font-semibold tracking-wide text-blue-800 uppercase">
          <span className="sr-only">{t('test.section')}</span>
          {question.section}
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 scroll-mt-24 text-xl font-semibold text-balance text-gray-900 focus:outline-none">
          {question.questionText}
        </h2>
      </legend>
      {rating && (
        <p className="mt-1 text-sm text-gray-700">{t('test.rating.hint')}</p>
      )}
      <div className={cn('mt-4 grid gap-3', rating && 'sm:grid-cols-5 sm:gap-2')}>
        {choicesOf(question).map((choice, index) => (
          <label
            key={choice.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-300 bg-white px-4 py-3 text-base text-gray-900',
              'hover:border-blue-600 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:font-semibold',
              'has-focus-visible:border-blue-700 has-disabled:cursor-not-allowed has-disabled:opacity-70',
              rating && 'sm:flex-col sm:justify-center sm:px-2 sm:text-center',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={answer !== undefined && sameText(answer, choice.value)}
              onChange={() => onAnswer(choice.value)}
              className="size-5 shrink-0 accent-blue-700"
            />
            {rating && (
              <span aria-hidden="true" className="font-mono text-sm text-gray-700">
                {index + 1}
              </span>
            )}
            <span className="min-w-0 break-words">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
    </div>
  )
}
