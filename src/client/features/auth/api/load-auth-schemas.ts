// The landing and login pages are the first a phone on mobile data loads; zod is a quarter of that JavaScript.
// Their three calls (who am I, login, register) load the shared schemas on demand instead: the form prefetches
// them while the student types, so the answer is still checked against the same schema as everywhere else.
export function loadAuthSchemas() {
  return import('../../../../shared/schemas/auth')
}
