// Which Latin-script words a Hindi text of a result may keep: the official names of exams, degrees, boards and
// bodies, a web address, and an English term given in brackets after its Hindi. Anything else is an English word a
// Hindi reader should not meet.

/** Words of names that are not abbreviations: exams' parts, tools and portals a step names as they are written. */
const NAMES = new Set([
  // exams and their stages, as the bodies name them
  'Main', 'Advanced', 'Foundation', 'Intermediate', 'Final', 'Executive', 'Professional', 'Aptitude', 'Test',
  // a body: DG Shipping
  'Shipping',
  // software and kits a step names
  'Python', 'Scratch', 'Linux', 'Windows', 'Arduino', 'Raspberry', 'Pi', 'Google', 'Earth', 'GitHub', 'Figma', 'Blender',
  'Unity', 'Unreal', 'SketchUp', 'AutoCAD', 'JavaScript', 'Wi', 'Fi',
  // a chemistry notation
  'pH',
])

/** Removes bracketed text, innermost first: '(Mechanical Engineering)' is the English term beside the Hindi. */
function withoutBrackets(text: string): string {
  let out = text
  for (let before = ''; before !== out; ) {
    before = out
    out = out.replace(/\([^()]*\)/g, ' ')
  }
  return out
}

const WEB_ADDRESS = /\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:in|org|com|edu)\b/g
/** Degrees and other dotted abbreviations: B.Tech, M.Sc, D.El.Ed, B.E., M.S. */
const DOTTED = /\b(?:[A-Z][A-Za-z]{0,5}\.)+[A-Za-z]*\.?/g
/** 3D, 10th: a number with its letters. */
const NUMBERED = /\b\d+[A-Za-z]+\b/g
/** Abbreviations: JEE, NEET, CBSE, IISc, PhD, JoSAA, and single letters (GAT-B, NIELIT's O level). */
const ABBREVIATION = /^(?:[A-Z]|[A-Z][A-Z0-9]+|[A-Z][a-z]?[A-Z]+[a-z]?|[A-Z]{2,}[a-z]|[A-Z][a-z][A-Z]{2,})$/

/** The Latin-script words of a Hindi text that none of the allowances above covers. */
export function latinWordsInHindi(text: string): string[] {
  const rest = withoutBrackets(text).replace(WEB_ADDRESS, ' ').replace(DOTTED, ' ').replace(NUMBERED, ' ')
  return (rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !ABBREVIATION.test(word) && !NAMES.has(word))
}
