// Deterministic students for the engine's unit tests: answers that follow a catalogue career's O*NET profile exactly,
// with no noise. They check wiring and wording, not validity (that is validity.test.ts, with its own response model).
import { type Career } from '../../src/shared/schemas/careers'
import { APTITUDES, RIASEC, WORK_STYLES, type Aptitude, type Grade, type RiasecType, type WorkStyle } from '../../src/shared/schemas/items'
import { getBank, optionTexts } from '../../src/server/assessment/question-bank'
import type { Profile } from '../../src/server/assessment/scoring'

/** A student who likes exactly what the career's O*NET profile says and answers every knowledge item right. */
export function answersLike(career: Career, grade: Grade): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const item of getBank(grade)) {
    if (item.type === 'rating_scale') {
      const [type, w] = Object.entries(item.weights).find(([, x]) => x) as [RiasecType, number]
      const level = Math.round(1 + (4 * (career.interests[type] - 1)) / 6)
      answers[item.id] = String(w > 0 ? level : 6 - level)
    } else if ('answer' in item) {
      answers[item.id] = item.options[item.answer]!
    } else if (item.section === 'Interests') {
      const best = [...item.options].sort((a, b) => career.interests[b.type] - career.interests[a.type])[0]!
      answers[item.id] = best.text
    } else {
      const weight = (t: WorkStyle) => career.workStyles[t] ?? 0
      const best = [...item.options].sort((a, b) => weight(b.trait) - weight(a.trait))[0]!
      answers[item.id] = optionTexts(item)[item.options.indexOf(best)]!
    }
  }
  return answers
}

/** A noise-free profile of a career: its O*NET ratings as interests, its weights as work style and aptitude. */
export function careerProfile(career: Career, grade: Grade): Profile {
  const riasec = Object.fromEntries(RIASEC.map((t) => [t, (100 * (career.interests[t] - 1)) / 6])) as Record<RiasecType, number>
  const workStyle = Object.fromEntries(WORK_STYLES.map((t) => [t, 100 * (career.workStyles[t] ?? 0.3)])) as Record<WorkStyle, number>
  const aptitude = Object.fromEntries(APTITUDES.map((a) => [a, 50 + 40 * (career.aptitudes[a] ?? 0)])) as Record<Aptitude, number>
  const section = { answered: 0, total: 0 }
  const values = RIASEC.map((t) => riasec[t]).sort((a, b) => b - a)
  return {
    grade,
    riasec,
    workStyle,
    aptitude,
    interestSources: { rating: riasec, choice: riasec },
    sections: { Interests: section, 'Work Style': section, 'Logical Reasoning': section, 'Numerical Aptitude': section, Science: section },
    answered: 0,
    total: 0,
    quality: {
      differentiation: values[0]! - values.slice(1).reduce((s, v) => s + v, 0) / 5,
      consistency: 1,
      acquiescence: 0,
      keyInconsistency: 0,
      pairContradictions: null,
      lowConfidence: false,
      reasons: [],
      flags: [],
    },
  }
}
