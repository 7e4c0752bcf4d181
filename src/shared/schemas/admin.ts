import { z } from 'zod'
import { userSchema } from './auth'
import { testSchema } from './tests'

export const adminUserListSchema = z.array(userSchema)
export const adminTestListSchema = z.array(testSchema)

export const togglePaymentsBodySchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
export const togglePaymentsResponseSchema = z.object({ message: z.string(), paymentsEnabled: z.boolean() })
