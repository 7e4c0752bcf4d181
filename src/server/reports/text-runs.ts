// Splits text into runs of one script, so each run is drawn with a font that has its glyphs: a student may type a
// Hindi name, and a report may mix it with English sentences, or be written in Hindi with English exam names in it.

export interface TextRun {
  text: string
  devanagari: boolean
}

// Devanagari letters and signs, and the marks it shares with other Indic scripts (danda, Vedic signs).
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u
// Spaces and joiners belong to whichever script surrounds them, so a Hindi full name stays one run.
const SPACE = /[\s\u200C\u200D]/
const LETTER = /[\p{L}\p{M}]/u

const CLOSING = /^[,.;:!?)\]}%\u0964\u0965]*[\s\u200C\u200D]*/
const OPENING = /[([{‘“]*$/
/**
 * Digits, punctuation and symbols (both fonts have them) belong to the script around them as spaces do: a Hindi
 * sentence's commas and numbers stay in its run.
 */
const isNeutral = (char: string) => SPACE.test(char) || (!LETTER.test(char) && !DEVANAGARI.test(char))

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text)
}

export function splitScriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let pendingNeutral = ''
  for (const char of text) {
    if (isNeutral(char)) {
      pendingNeutral += char
      continue
    }
    const devanagari = DEVANAGARI.test(char)
    const last = runs[runs.length - 1]
    if (last && last.devanagari === devanagari) {
      last.text += pendingNeutral + char
    } else if (last) {
      // Where the script changes, a line must not break between a word and its punctuation: the Hindi run keeps the
      // marks that close its last word (a comma, a bracket, a danda) and the spaces after them, the next Hindi run
      // starts with the marks that open its first word; the Latin run takes the rest.
      const split = last.devanagari
        ? (CLOSING.exec(pendingNeutral)?.[0] ?? '').length
        : pendingNeutral.length - (OPENING.exec(pendingNeutral)?.[0] ?? '').length
      last.text += pendingNeutral.slice(0, split)
      runs.push({ text: pendingNeutral.slice(split) + char, devanagari })
    } else {
      runs.push({ text: pendingNeutral + char, devanagari })
    }
    pendingNeutral = ''
  }
  const last = runs[runs.length - 1]
  if (last) last.text += pendingNeutral
  else if (pendingNeutral) runs.push({ text: pendingNeutral, devanagari: false })
  return runs
}
