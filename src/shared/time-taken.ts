// How long a test took, said one way everywhere: the results card, the response-quality note, the history, the PDF
// and the parents' page. The product's rule for minutes taken is timeSpent / 60 rounded down; a note that said
// '3 minutes' beside a card that said '2' would read as two different tests.

/** Whole seconds taken, never negative. */
export function secondsTaken(timeSpent: number): number {
  return Math.max(0, Math.round(timeSpent))
}

/** Minutes taken: timeSpent / 60, rounded down. */
export function minutesTaken(timeSpent: number): number {
  return Math.floor(secondsTaken(timeSpent) / 60)
}

/** A duration as a reader says it, by the same rule: 'under a minute', '1 minute', '2 minutes' (150 s is 2 minutes). */
export function durationInWords(timeSpent: number): string {
  const minutes = minutesTaken(timeSpent)
  if (!(minutes >= 1)) return 'under a minute'
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** The response-quality message for a test finished faster than its questions can be read. */
export function tooFastMessage(timeSpent: number): string {
  return `You finished in ${durationInWords(timeSpent)}, too fast to read the questions carefully.`
}

// The duration inside a too-fast message, whichever rounding wrote it (results stored earlier rounded to the nearest
// minute).
const TOO_FAST_DURATION = /You finished in (?:under a minute|\d+ minutes?), too fast to read the questions carefully\./g

/**
 * A stored text with the duration of any too-fast message said again by the rule above, from the test's own time:
 * the message was written when the result was stored, and older results rounded it differently from the card.
 */
export function withTimeTaken(text: string, timeSpent: number | undefined): string {
  if (timeSpent === undefined) return text
  return text.replace(TOO_FAST_DURATION, tooFastMessage(timeSpent))
}
