import { useDocumentTitle } from '../../hooks/use-document-title'
import { AdminConfirmationNotice } from '../../features/auth/components/admin-confirmation-notice'
import { GradeCards } from '../../features/tests/components/grade-cards'
import { useI18n } from '../../i18n/i18n'
import type { MessageId } from '../../i18n/messages'

const facts = [
  { value: 'home.fact.time.value', label: 'home.fact.time.label' },
  { value: 'home.fact.questions.value', label: 'home.fact.questions.label' },
  { value: 'home.fact.grade.value', label: 'home.fact.grade.label' },
] as const satisfies readonly { value: MessageId; label: MessageId }[]

const reasons = [
  { title: 'home.reason.science.title', text: 'home.reason.science.text' },
  { title: 'home.reason.curriculum.title', text: 'home.reason.curriculum.text' },
  { title: 'home.reason.insights.title', text: 'home.reason.insights.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[]

/** Signed-in home: choose a grade to start, or see the results of a grade already taken. */
export function HomeRoute() {
  const { t } = useI18n()
  useDocumentTitle(t('home.title'))
  return (
    <>
      <AdminConfirmationNotice />
      <section aria-labelledby="home-title" className="text-center">
        <h1 id="home-title" className="text-3xl font-bold text-balance text-gray-900 sm:text-4xl">
          {t('home.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-gray-700">{t('home.intro')}</p>
        <ul className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
          {facts.map((fact) => (
            <li key={fact.value} className="rounded-xl bg-blue-50 p-3 sm:p-4">
              <span className="block font-bold text-blue-800 sm:text-lg">{t(fact.value)}</span>
              <span className="block text-sm text-gray-700">{t(fact.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <GradeCards />

      <section aria-labelledby="why-title" className="mt-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h2 id="why-title" className="text-xl font-bold text-gray-900">
          {t('home.why')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3 className="font-semibold text-gray-900">{t(reason.title)}</h3>
              <p className="mt-1 text-gray-700">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
