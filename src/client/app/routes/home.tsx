import { useDocumentTitle } from '../../hooks/use-document-title'
import { AdminConfirmationNotice } from '../../features/auth/components/admin-confirmation-notice'
import { GradeCards } from '../../features/tests/components/grade-cards'

const facts = [
  { value: '30 minutes', label: 'to complete' },
  { value: '30+ questions', label: 'interests, aptitude and more' },
  { value: 'Grade specific', label: 'written for your class' },
]

const reasons = [
  {
    title: 'Scientific Assessment',
    text: 'Questions grounded in established psychometric and aptitude research.',
  },
  {
    title: 'Indian Curriculum Aligned',
    text: 'Questions follow your board and class (CBSE, ICSE / ISC or a state board following NCERT), with stream guidance for grades 9 and 10.',
  },
  {
    title: 'Detailed Insights',
    text: 'Careers ranked by match percentage, with clear next steps and a PDF report.',
  },
]

/** Signed-in home: choose a grade to start, or see the results of a grade already taken. */
export function HomeRoute() {
  useDocumentTitle('Discover Your Career Path')
  return (
    <>
      <AdminConfirmationNotice />
      <section aria-labelledby="home-title" className="text-center">
        <h1 id="home-title" className="text-3xl font-bold text-balance text-gray-900 sm:text-4xl">
          Discover Your Career Path
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-gray-700">
          Choose your grade and take a short assessment to find careers that match your interests and strengths.
        </p>
        <ul className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
          {facts.map((fact) => (
            <li key={fact.value} className="rounded-xl bg-blue-50 p-3 sm:p-4">
              <span className="block font-bold text-blue-800 sm:text-lg">{fact.value}</span>
              <span className="block text-sm text-gray-700">{fact.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <GradeCards />

      <section aria-labelledby="why-title" className="mt-10 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h2 id="why-title" className="text-xl font-bold text-gray-900">
          Why Choose Disha
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3 className="font-semibold text-gray-900">{reason.title}</h3>
              <p className="mt-1 text-gray-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
