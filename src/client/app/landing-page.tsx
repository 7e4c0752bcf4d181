import { useEffect, useRef } from 'react'
import { Button } from '../components/ui/button'
import { AuthForm } from '../features/auth/components/auth-form'
import { useDocumentTitle } from '../hooks/use-document-title'

const highlights = [
  {
    title: 'A 30-minute test for your grade',
    text: 'Psychometric, logical, aptitude and science questions written for students of your class.',
  },
  {
    title: 'Careers with a match percentage',
    text: 'See the career fields that suit you best, ranked, with clear next steps.',
  },
  {
    title: 'Stream guidance for grades 9 and 10',
    text: 'Get a recommended stream (Science, Commerce or Arts) for the next grade.',
  },
  {
    title: 'Built on your board’s syllabus',
    text: 'Knowledge questions follow what your class is taught in your board: CBSE, ICSE / ISC, or a state board following NCERT.',
  },
]

export const landingTitle = (showForm: boolean) => (showForm ? 'Login or Create Account' : 'Career Guidance for Grades 8-12')

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
  useDocumentTitle(landingTitle(showForm))

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
        <p className="font-semibold text-blue-700">For school students in grades 8 to 12</p>
        <h1 id="landing-title" className="mt-2 text-3xl font-bold text-balance text-gray-900 sm:text-5xl">
          Discover the career path that suits you
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">
          Disha is career guidance for Indian school students. Take a 30-minute test designed for your grade and get
          careers ranked by how well they match your interests, strengths and personality.
        </p>
        <Button ref={startButtonRef} className="mt-6 w-full sm:w-auto" onClick={() => onShowFormChange(true)}>
          Login to Start Assessment
        </Button>
      </section>

      <section aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="text-center text-2xl font-bold text-gray-900">
          What you get
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <h3 className="font-semibold text-gray-900">{item.title}</h3>
              <p className="mt-1 text-gray-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
