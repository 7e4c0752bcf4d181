import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { LandingPage } from '../landing-page'

/**
 * `/` signed out, inside the app (after an in-app navigation, or when a remembered session turned out to have
 * ended). A first visit gets the same page pre-rendered by the server instead (../landing-main.tsx).
 */
export function LandingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const showAuthRequested = searchParams.get('showAuth') === 'true'
  const [showForm, setShowForm] = useState(showAuthRequested)

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

  return <LandingPage showForm={showForm} onShowFormChange={setShowForm} />
}
