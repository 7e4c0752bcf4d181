// Share links and password-reset links carry their secret in the address; request logs must not, or anyone who
// reads the logs could open a student's report or reset a password.

const PATH_SECRET = /^(\/(?:api\/)?shared\/)[^/?#]+/
const QUERY_SECRET = /([?&]token=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url.replace(PATH_SECRET, '$1[redacted]').replace(QUERY_SECRET, '$1[redacted]')
}
