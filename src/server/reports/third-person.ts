// The parents' page speaks about the student, never to them: the result's sentences are written to the student ('You
// enjoy helping people', 'Your numerical reasoning is a strength'), and a parent reading 'you' would take it as said
// to them. The known turns of those sentences (recommend.ts, stream.ts, scoring.ts) are said again in the third
// person with the student's first name; a sentence that still speaks to the student after them is left out of the
// page (the PDF, which is the student's, keeps it).

/** A sentence still speaking to someone: 'you', 'your', 'yours' or 'yourself' in any case. */
const SPEAKS_TO = /\byou(?:rs?|rself)?\b/i

/** Verbs after 'You' that take an -s in the third person (the engine's sentences use only these). */
const PRESENT = ['enjoy', 'like', 'work', 'stick', 'help', 'prefer', 'want']
/** Verbs after 'You' that read the same in the third person. */
const SAME = ['finished', 'often rated', 'rated', 'did', 'alternated', 'answered', 'chose', 'picked', 'skipped', 'can', 'may']

function turns(name: string): [RegExp, string][] {
  const possessive = `${name}'s`
  return [
    // The stream advice's closing sentence speaks of the student's parents: said to the parents, it is their talk.
    [
      /This is a suggestion to talk over with your parents and teachers, not a rule: your marks, the subjects you enjoy and what your school offers matter just as much\./g,
      `This is a suggestion to talk over together and with teachers, not a rule: ${possessive} marks, the subjects ${name} enjoys and what the school offers matter just as much.`,
    ],
    [new RegExp(`, and you (${PRESENT.join('|')})\\b`, 'g'), ', and $1s'],
    [new RegExp(`\\b[Yy]ou (${PRESENT.join('|')})\\b`, 'g'), `${name} $1s`],
    [new RegExp(`\\b[Yy]ou (${SAME.join('|')})\\b`, 'g'), `${name} $1`],
    [/\band help a group\b/g, 'and helps a group'],
    [/\b(which|that) you can\b/g, `$1 ${name} can`],
    [/\b(for|fits|suit|suits) you\b/g, `$1 ${name}`],
    [/\bas you move\b/g, `as ${name} moves`],
    [/\b(subjects|work|activities) you enjoy\b/g, `$1 ${name} enjoys`],
    // A career's description speaks to anyone who does the work ('long hours on your feet', 'a shop of your own').
    [/\bon your feet\b/g, 'on their feet'],
    [/\bof your own\b/g, "of one's own"],
    [/\b[Yy]our\b/g, possessive],
  ]
}

/** A sentence said about the student (`name`, their first name), or null when it would still speak to them. */
export function aboutStudent(text: string, name: string): string | null {
  let out = text
  for (const [pattern, replacement] of turns(name)) out = out.replace(pattern, replacement)
  return SPEAKS_TO.test(out) ? null : out
}

/** Each sentence said about the student; those that would still speak to them are left out. */
export function aboutStudentAll(texts: readonly string[], name: string): string[] {
  return texts.flatMap((text) => {
    const said = aboutStudent(text, name)
    return said === null ? [] : [said]
  })
}

/**
 * A Hindi sentence speaking to the reader as आप ('you', in any case: आपको, आपकी, आपने …). अपना and its forms are not
 * counted: they are reflexive, and refer to whoever the sentence is about.
 */
const HINDI_SPEAKS_TO = /(?<![\u0900-\u097F])आप(?:को|की|के|का|ने|से|में)?(?![\u0900-\u097F])/

/** Whether a Hindi sentence still speaks to the student (आप), and so has no place on the parents' page. */
export function hindiSpeaksTo(text: string): boolean {
  return HINDI_SPEAKS_TO.test(text)
}
