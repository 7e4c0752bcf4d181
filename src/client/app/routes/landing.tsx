import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { AuthForm } from '../../features/auth/components/auth-form'

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
    title: 'Built on the CBSE syllabus',
    text: 'Knowledge questions follow the CBSE topics of each class, grades 8 to 12.',
  },
]

/** Signed-out home: what Disha is, and the login/register form. */
export function LandingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const showAuthRequested = searchParams.get('showAuth') === 'true'
  const [showForm, setShowForm] = useState(showAuthRequested)
  const startButtonRef = useRef<HTMLButtonElement>(null)
  const returningFromForm = useRef(false)
  useDocumentTitle(showForm ? 'Login or Create Account' : 'Career Guidance for Grades 8-12')

  // `?showAuth=true` (the header button, the login redirect) opens the form, even when this page is already
  // showing (state adjusted while rendering, as React recommends over an effect)...
  if (showAuthRequested && !showForm) setShowForm(true)

  // ...then the address is cleaned without adding a history entry.
  useEffect(() => {
    if (!showAuthRequested) return
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('showAuth')
        return next
      },
      { replace: true },
    )
  }, [showAuthRequested, setSearchParams])

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
          setShowForm(false)
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
        <Button ref={startButtonRef} className="mt-6 w-full sm:w-auto" onClick={() => setShowForm(true)}>
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
