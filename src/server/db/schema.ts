// Drizzle's view of the tables that migrations/*.sql create. The SQL files are the source of truth.
import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { CurrentStream } from '../../shared/constants'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
})

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
})

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const tests = pgTable('tests', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id'),
  studentName: text('student_name').notNull(),
  grade: smallint('grade').notNull(),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  timeSpent: integer('time_spent').notNull(),
  score: jsonb('score').$type<Record<string, number>>().notNull(),
  completedAt: timestamptz('completed_at').notNull().defaultNow(),
  attemptId: uuid('attempt_id'),
  /** The result as computed at submission (src/server/services/results.ts StoredResult). */
  result: jsonb('result').$type<unknown>(),
  /** Grades 11-12: the stream the student studies (CURRENT_STREAMS); null for other grades and older tests. */
  currentStream: text('current_stream').$type<CurrentStream>(),
})

export const testAttempts = pgTable('test_attempts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  grade: smallint('grade').notNull(),
  studentName: text('student_name').notNull(),
  answers: jsonb('answers').$type<Record<string, string>>().notNull(),
  position: smallint('position').notNull(),
  revision: integer('revision').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  deadlineAt: timestamptz('deadline_at').notNull(),
  savedAt: timestamptz('saved_at').notNull(),
  submittedAt: timestamptz('submitted_at'),
  testId: uuid('test_id'),
  currentStream: text('current_stream').$type<CurrentStream>(),
})

export const counsellingRequests = pgTable('counselling_requests', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  testId: uuid('test_id'),
  contactName: text('contact_name').notNull(),
  phone: text('phone').notNull(),
  preferredTime: text('preferred_time').notNull(),
  message: text('message').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id'),
  purpose: text('purpose').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('INR'),
  gateway: text('gateway').$type<'razorpay' | 'mock'>().notNull(),
  gatewayOrderId: text('gateway_order_id').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status').$type<'created' | 'replaced' | 'paid'>().notNull().default('created'),
  paymentId: text('payment_id'),
  paidVia: text('paid_via').$type<'verify' | 'webhook' | 'reconcile' | 'mock'>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
  checkedAt: timestamptz('checked_at'),
})

export const entitlements = pgTable('entitlements', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  kind: text('kind').$type<'grade' | 'basic' | 'premium'>().notNull(),
  grade: smallint('grade'),
  orderId: uuid('order_id'),
  grantedBy: uuid('granted_by'),
  note: text('note'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at'),
})

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
})

export const reportShares = pgTable('report_shares', {
  tokenHash: text('token_hash').primaryKey(),
  testId: uuid('test_id').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const emailConfirmations = pgTable('email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})
