// The server sets a script-readable `disha_signed_in` cookie beside the HttpOnly session cookie, with the same
// expiry, and clears both at logout (docs/decisions/011). Without it the browser certainly holds no session, so
// the page does not ask GET /api/auth/user, whose 401 would show as a failed request in the console.
const HINT = 'disha_signed_in'

export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return true
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${HINT}=`))
}

/** The session behind the hint has ended (expired, revoked): forget the hint so the next page does not ask. */
export function clearSignedInHint(): void {
  if (typeof document === 'undefined') return
  document.cookie = `${HINT}=; Path=/; Max-Age=0; SameSite=Lax`
}
