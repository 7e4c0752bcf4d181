// Grades 11 and 12: which careers a student's current stream still opens, and what route remains when it has closed
// the usual one. A Commerce student must not be told to prepare for NEET as if nothing stood in the way; nor should
// the door be shut without naming the way round (an additional subject through NIOS, a diploma, another exam).
// Requirements are the usual ones for admission after class 12 in India; each note says what to check.
import type { CurrentStream } from '../../shared/constants'
import type { Career } from '../../shared/schemas/careers'

/** What a career needs in class 12: Physics-Chemistry-Mathematics, Physics-Chemistry-Biology, either, Mathematics, nothing. */
export type Requirement = 'pcm' | 'pcb' | 'science' | 'maths' | 'none'

export interface Eligibility {
  open: boolean
  /** Closed: why, and the route that remains. Open: a caution worth knowing, when there is one. */
  note?: string
}

/**
 * Careers whose real requirement differs from the usual stream the catalogue gives for grades 9-10.
 * urban-planning: B.Plan (JEE Main Paper 2B) needs Mathematics, not Physics and Chemistry.
 * actuarial-science: ACET is open after class 12 in any stream; its syllabus is mathematics and statistics.
 * defence-services: the NDA Army wing is open to any stream; the Air Force and Navy wings need Physics and Mathematics.
 */
const OVERRIDES: Partial<Record<string, { requires: Requirement; note?: string }>> = {
  'urban-planning': { requires: 'maths' },
  'actuarial-science': {
    requires: 'none',
    note: 'ACET, the entry exam of the Institute of Actuaries of India, is open after class 12 in any stream, but it tests class 12 level mathematics and statistics.',
  },
  'defence-services': {
    requires: 'none',
    note: 'The NDA Army wing takes any stream; the Air Force and Navy wings need Physics and Mathematics in class 12. Women can apply to NDA since 2021.',
  },
}

export function requirementOf(career: Career): Requirement {
  const override = OVERRIDES[career.id]
  if (override) return override.requires
  switch (career.stream) {
    case 'Science (PCM)':
      return 'pcm'
    case 'Science (PCB)':
      return 'pcb'
    case 'Science (PCM or PCB)':
      return 'science'
    default:
      return 'none'
  }
}

const HAS = {
  maths: new Set<CurrentStream>(['science-pcm', 'science-pcmb', 'commerce-maths']),
  physicsChemistry: new Set<CurrentStream>(['science-pcm', 'science-pcb', 'science-pcmb']),
  biology: new Set<CurrentStream>(['science-pcb', 'science-pcmb']),
}

const SCIENCE_ROUTE_NIOS = 'the missing subjects through NIOS (the National Institute of Open Schooling) alongside or after class 12'

export function eligibilityFor(career: Career, stream: CurrentStream): Eligibility {
  const requires = requirementOf(career)
  const caution = OVERRIDES[career.id]?.note
  const hasMaths = HAS.maths.has(stream)
  const hasPC = HAS.physicsChemistry.has(stream)
  const hasBio = HAS.biology.has(stream)
  switch (requires) {
    case 'none':
      return caution ? { open: true, note: caution } : { open: true }
    case 'maths':
      return hasMaths
        ? { open: true }
        : { open: false, note: `${career.careerField} usually needs Mathematics in class 12. Route that remains: Mathematics as an additional subject (at school or through NIOS) before you apply.` }
    case 'pcm':
      if (hasMaths && hasPC) return { open: true }
      if (hasPC) {
        return {
          open: false,
          note: `${career.careerField} needs Mathematics with Physics and Chemistry in class 12 (JEE and most B.Tech or B.Arch admissions). Routes that remain: Mathematics as an additional subject (at school or through NIOS), or a polytechnic diploma followed by lateral entry into the second year of a B.Tech.`,
        }
      }
      return {
        open: false,
        note: `${career.careerField} needs Physics, Chemistry and Mathematics in class 12, which your stream does not include. Routes that remain: ${SCIENCE_ROUTE_NIOS}, or a polytechnic diploma (admission after class 10) followed by lateral entry into a B.Tech.`,
      }
    case 'pcb':
      if (hasBio) return { open: true }
      if (hasPC) {
        return {
          open: false,
          note: `${career.careerField} needs Biology with Physics and Chemistry in class 12 (NEET-UG and most health degrees). Route that remains: Biology as an additional subject; check the current NEET-UG information bulletin, which states whether it counts. Nearby fields your subjects open include biomedical engineering and biotechnology.`,
        }
      }
      return {
        open: false,
        note: `${career.careerField} needs Physics, Chemistry and Biology in class 12 (NEET-UG and most health degrees), which your stream does not include. Routes that remain: ${SCIENCE_ROUTE_NIOS}, or health work that does not need them, such as hospital administration or public health after a degree.`,
      }
    case 'science':
      return hasPC
        ? { open: true }
        : {
            open: false,
            note: `${career.careerField} needs Physics and Chemistry with Mathematics or Biology in class 12, which your stream does not include. Route that remains: ${SCIENCE_ROUTE_NIOS}.`,
          }
  }
}
