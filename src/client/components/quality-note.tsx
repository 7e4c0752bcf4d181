import { STRONG_FIT_WITHHELD_NOTES } from '../../shared/schemas/results'
import { useI18n } from '../i18n/i18n'

/**
 * A test's response-quality note in a list (history, admin): 'Read with care' and how many reasons, which fold out.
 * The results screen shows the same sentences open, in its summary. `about` names the test for screen readers, since
 * a list holds many such notes.
 */
export function QualityNote({ notes, about }: { notes: string[]; about: string }) {
  const { t } = useI18n()
  // The closing sentence that no fit is called strong follows from the reasons; it is not one of them (in the language
  // the server said the notes in).
  const closing = new Set(Object.values(STRONG_FIT_WITHHELD_NOTES))
  const reasons = notes.filter((note) => !closing.has(note)).length
  return (
    <details className="group text-amber-900">
      <summary className="flex min-h-6 cursor-pointer list-none items-center gap-1 font-semibold [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 transition-transform group-open:rotate-90" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m9 6 6 6-6 6" />
        </svg>
        <span>
          {t('results.quality.summary', { count: reasons })}
          <span className="sr-only">: {about}</span>
        </span>
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {notes.map((note, i) => (
          <li key={i}>{note}</li>
        ))}
      </ul>
    </details>
  )
}
