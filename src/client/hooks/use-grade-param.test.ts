import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gradeParamSchema } from '../../shared/schemas/common'
import { parseGradeParam } from './use-grade-param'

describe('parseGradeParam', () => {
  it('reads a path grade exactly as the shared gradeParamSchema does', () => {
    const candidates = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -20, max: 120 }).map(String), fc.constantFrom('08', '8 ', ' 9', '1e1', '10.0', '012'))
    fc.assert(
      fc.property(candidates, (value) => {
        const zod = gradeParamSchema.safeParse({ grade: value })
        expect(parseGradeParam(value)).toBe(zod.success ? zod.data.grade : null)
      }),
    )
    expect([8, 9, 10, 11, 12].map((g) => parseGradeParam(String(g)))).toEqual([8, 9, 10, 11, 12])
    expect(parseGradeParam(undefined)).toBeNull()
  })
})
