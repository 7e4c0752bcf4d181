// Splits text into runs of one script, so each run is drawn with a font that has its glyphs: a student may type a
// Hindi name, and a report may mix it with English sentences.

export interface TextRun {
  text: string
  devanagari: boolean
}

// Devanagari letters and signs, and the marks it shares with other Indic scripts (danda, Vedic signs).
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u
// Spaces and joiners belong to whichever script surrounds them, so a Hindi full name stays one run.
const NEUTRAL = /[\s\u200C\u200D]/

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text)
}

export function splitScriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let pendingNeutral = ''
  for (const char of text) {
    if (NEUTRAL.test(char)) {
      pendingNeutral += char
      continue
    }
    const devanagari = DEVANAGARI.test(char)
    const last = runs[runs.length - 1]
    if (last && last.devanagari === devanagari) {
      last.text += pendingNeutral + char
    } else if (last) {
      // A space between two scripts stays with the run before it.
      last.text += pendingNeutral
      runs.push({ text: char, devanagari })
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
