import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { SignInSlip } from '../../../../shared/schemas/schools'
import { Button } from '../../../components/ui/button'
import { useI18n } from '../../../i18n/i18n'

// Printing shows the slips alone: the print copy is a child of <body> beside the app, and everything else is hidden
// on paper. (Inline: the page's styles allow it, and it applies only while a slip sheet is on the page.)
const PRINT_CSS = `
[data-slip-print] { display: none; }
@media print {
  body > *:not([data-slip-print]) { display: none !important; }
  [data-slip-print] { display: block; }
  body { background: white !important; }
  @page { margin: 12mm; }
}`

function Slip({ slip, signInUrl }: { slip: SignInSlip; signInUrl: string }) {
  const { t, rich } = useI18n()
  return (
    <article className="break-inside-avoid rounded-lg border-2 border-dashed border-gray-500 bg-white p-4 text-gray-900" aria-label={t('slip.label', { name: slip.name })}>
      <p className="text-sm text-gray-700">{t('slip.heading', { school: slip.schoolName })}</p>
      <p className="mt-1 text-lg font-bold break-words">{slip.name}</p>
      <p className="text-sm">
        {slip.rollNumber ? t('slip.classRoll', { className: slip.className, roll: slip.rollNumber }) : t('slip.class', { className: slip.className })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt>{t('slip.schoolCode')}</dt>
        <dd className="font-mono text-lg font-bold tracking-wider break-all">{slip.schoolCode}</dd>
        <dt>{t('slip.username')}</dt>
        <dd className="font-mono text-lg font-bold break-all">{slip.username}</dd>
        <dt>{t('slip.password')}</dt>
        <dd className="font-mono text-lg font-bold tracking-wider break-all">{slip.password}</dd>
      </dl>
      <p className="mt-3 text-sm">
        {rich('slip.howTo', { url: signInUrl, address: (chunks) => <span className="font-semibold break-all">{chunks}</span> })}
      </p>
    </article>
  )
}

/**
 * The sign-in slips of students just added (or given a new password), with a Print button. The passwords are shown
 * only now: Disha keeps their hashes alone, so a lost slip means a new password, not a reprint.
 */
export function SlipSheet({ slips, title, onDone }: { slips: SignInSlip[]; title: string; onDone: () => void }) {
  const { t } = useI18n()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const signInUrl = `${window.location.origin}/school-login`
  useEffect(() => {
    headingRef.current?.focus()
  }, [slips])

  return (
    <section aria-labelledby="slips-title" className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-300">
      <style>{PRINT_CSS}</style>
      <h2 id="slips-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-gray-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-gray-800">{t('slip.intro')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => window.print()}>{t('slip.print')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('slip.done')}
        </Button>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t('slip.list')}>
        {slips.map((slip) => (
          <li key={slip.studentId}>
            <Slip slip={slip} signInUrl={signInUrl} />
          </li>
        ))}
      </ul>
      {createPortal(
        <div data-slip-print="" aria-hidden="true" className="bg-white">
          <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
            {slips.map((slip) => (
              <Slip key={slip.studentId} slip={slip} signInUrl={signInUrl} />
            ))}
          </div>
        </div>,
        document.body,
      )}
    </section>
  )
}
