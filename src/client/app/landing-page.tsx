import { useEffect, useRef } from 'react'
import { Button } from '../components/ui/button'
import { AuthForm } from '../features/auth/components/auth-form'
import { useDocumentTitle } from '../hooks/use-document-title'
import { useI18n } from '../i18n/i18n'
import type { MessageId } from '../i18n/messages'
import { LanguageOffer } from '../components/layout/language-switch'

const highlights = [
  { title: 'landing.highlight.test.title', text: 'landing.highlight.test.text' },
  { title: 'landing.highlight.careers.title', text: 'landing.highlight.careers.text' },
  { title: 'landing.highlight.stream.title', text: 'landing.highlight.stream.text' },
  { title: 'landing.highlight.syllabus.title', text: 'landing.highlight.syllabus.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[]

/** The page's title: the form's, or the marketing view's. */
export const landingTitle = (showForm: boolean): MessageId => (showForm ? 'landing.title.form' : 'landing.title.info')

interface LandingPageProps {
  /** The login/register form instead of the marketing view. */
  showForm: boolean
  onShowFormChange: (show: boolean) => void
}

/**
 * Signed-out home: what Disha is, and the login/register form. Free of react-router and TanStack Query, so the
 * same component is pre-rendered to HTML at build time and hydrated by the small landing entry (landing-main.tsx),
 * and rendered by the app's `/` route after an in-app navigation (routes/landing.tsx).
 */
export function LandingPage({ showForm, onShowFormChange }: LandingPageProps) {
  const startButtonRef = useRef<HTMLButtonElement>(null)
  const returningFromForm = useRef(false)
  const { t } = useI18n()
  useDocumentTitle(t(landingTitle(showForm)))

  useEffect(() => {
    if (!showForm && returningFromForm.current) {
      returningFromForm.current = false
      startButtonRef.current?.focus()
    }
  }, [showForm])

  if (showForm) {
    return (
      <AuthForm
        onBack={() => {
          returningFromForm.current = true
          onShowFormChange(false)
        }}
      />
    )
  }

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="landing-title" className="text-center">
        <LanguageOffer className="mb-4" />
        <p className="font-semibold text-blue-700">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="mt-2 text-3xl font-bold text-balance text-gray-900 sm:text-5xl">
          {t('landing.heading')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{t('landing.intro')}</p>
        <Button ref={startButtonRef} className="mt-6 w-full sm:w-auto" onClick={() => onShowFormChange(true)}>
          {t('landing.start')}
        </Button>
      </section>

      <section aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="text-center text-2xl font-bold text-gray-900">
          {t('landing.highlights')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <h3 className="font-semibold text-gray-900">{t(item.title)}</h3>
              <p className="mt-1 text-gray-700">{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
