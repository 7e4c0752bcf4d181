import { useParams } from 'react-router'
import { GRADES, type Grade } from '../../shared/constants'

/**
 * A path's grade, '8'..'12', as gradeParamSchema reads it (a test holds the two together), without loading zod
 * on the test page (docs/benchmarks.md, front end).
 */
export function parseGradeParam(value: string | undefined): Grade | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null
  const grade = Number(value)
  return (GRADES as readonly number[]).includes(grade) ? (grade as Grade) : null
}

/** The `:grade` of the path when it is 8..12, else null (the route then shows Page Not Found). */
export function useGradeParam(): Grade | null {
  return parseGradeParam(useParams().grade)
}
