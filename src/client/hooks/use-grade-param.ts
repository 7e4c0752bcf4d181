import { useParams } from 'react-router'
import type { Grade } from '../../shared/constants'
import { gradeParamSchema } from '../../shared/schemas/common'

/** The `:grade` of the path when it is 8..12, else null (the route then shows Page Not Found). */
export function useGradeParam(): Grade | null {
  const parsed = gradeParamSchema.safeParse(useParams())
  return parsed.success ? (parsed.data.grade as Grade) : null
}
