import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query'
import {
  classDetailSchema,
  classSummarySchema,
  counsellorSchoolSchema,
  importClassListResponseSchema,
  resetStudentPasswordResponseSchema,
  type BuySeatsBody,
  type CreateClassBody,
} from '../../../../shared/schemas/schools'
import { messageSchema } from '../../../../shared/schemas/common'
import { orderSchema } from '../../../../shared/schemas/payments'
import { api } from '../../../lib/api-client'
import type { MutationConfig } from '../../../lib/query-client'

/** GET /api/school: the counsellor's school and its classes. */
function getMySchool(signal?: AbortSignal) {
  return api.get('/api/school', counsellorSchoolSchema, signal)
}

const mySchoolQueryKey = ['school'] as const

export function useMySchool() {
  return useQuery(queryOptions({ queryKey: mySchoolQueryKey, queryFn: ({ signal }) => getMySchool(signal) }))
}

/** GET /api/school/classes/:id: a class, its students and where each is with the test. */
function getClass(classId: string, signal?: AbortSignal) {
  return api.get(`/api/school/classes/${encodeURIComponent(classId)}`, classDetailSchema, signal)
}

export const classQueryKey = (classId: string) => ['school', 'classes', classId] as const

export function useSchoolClass(classId: string) {
  // A class's progress changes as its students take the test: asked again each time the page is opened.
  return useQuery({ queryKey: classQueryKey(classId), queryFn: ({ signal }) => getClass(classId, signal), refetchOnMount: 'always' })
}

/** Refreshes the school (class list and counts) and the given class before the mutation settles. */
export function useRefreshingSchool<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>, classId?: string) {
  const queryClient = useQueryClient()
  const { onSuccess, ...rest } = config
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: classId ? classQueryKey(classId) : mySchoolQueryKey })
      if (classId) await queryClient.invalidateQueries({ queryKey: mySchoolQueryKey, exact: true })
      await onSuccess?.(...args)
    },
  })
}

/** POST /api/school/classes: a new class with its join code. */
export function createClass(body: CreateClassBody) {
  return api.post('/api/school/classes', body, classSummarySchema)
}

export function useCreateClass(config: MutationConfig<typeof createClass> = {}) {
  return useRefreshingSchool(createClass, config)
}

/** POST /api/school/classes/:id/students/import: the students of a CSV class list, with their slips (shown once). */
export function importClassList({ classId, csv }: { classId: string; csv: string }) {
  return api.post(`/api/school/classes/${encodeURIComponent(classId)}/students/import`, { csv }, importClassListResponseSchema)
}

export function useImportClassList(classId: string, config: MutationConfig<typeof importClassList> = {}) {
  return useRefreshingSchool(importClassList, config, classId)
}

/** POST /api/school/students/:id/reset-password: a new one-time password and its slip. */
export function resetStudentPassword(studentId: string) {
  return api.post(`/api/school/students/${encodeURIComponent(studentId)}/reset-password`, undefined, resetStudentPasswordResponseSchema)
}

export function useResetStudentPassword(classId: string, config: MutationConfig<typeof resetStudentPassword> = {}) {
  return useRefreshingSchool(resetStudentPassword, config, classId)
}

/** GET /api/school/students/:id/export: everything kept about a student without an e-mail (saved as sent). */
export function exportStudentData(studentId: string) {
  return api.get<unknown>(`/api/school/students/${encodeURIComponent(studentId)}/export`)
}

export function useExportStudentData(config: MutationConfig<typeof exportStudentData> = {}) {
  return useMutation({ ...config, mutationFn: exportStudentData })
}

/** DELETE /api/school/students/:id: the account of a student without an e-mail, and all its data. */
export function deleteStudent(studentId: string) {
  return api.delete(`/api/school/students/${encodeURIComponent(studentId)}`, messageSchema)
}

export function useDeleteStudent(classId: string, config: MutationConfig<typeof deleteStudent> = {}) {
  return useRefreshingSchool(deleteStudent, config, classId)
}

/** POST /api/school/seats/orders: an order for seats × the seat price; paid at once in mock mode. */
export function orderSeats(body: BuySeatsBody) {
  return api.post('/api/school/seats/orders', body, orderSchema)
}
