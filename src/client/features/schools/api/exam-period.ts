import { classSummarySchema, extraTimeResponseSchema, type ExtraTimeBody } from '../../../../shared/schemas/schools'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'
import { useRefreshingSchool } from './my-school'

/** PUT /api/school/classes/:id/test-window: opens or closes the class's test window; answers the class. */
export function setTestWindow({ classId, open }: { classId: string; open: boolean }) {
  return api.put(`/api/school/classes/${encodeURIComponent(classId)}/test-window`, { open }, classSummarySchema)
}

export function useSetTestWindow(classId: string, config: MutationConfig<typeof setTestWindow> = {}) {
  return useRefreshingSchool(setTestWindow, config, classId)
}

/** PUT /api/school/students/:id/extra-time: the student's time for their next test; answers what was saved. */
export function setExtraTime({ studentId, timeFactor }: { studentId: string } & ExtraTimeBody) {
  return api.put(`/api/school/students/${encodeURIComponent(studentId)}/extra-time`, { timeFactor }, extraTimeResponseSchema)
}

export function useSetExtraTime(classId: string, config: MutationConfig<typeof setExtraTime> = {}) {
  return useRefreshingSchool(setExtraTime, config, classId)
}
