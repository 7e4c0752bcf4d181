// Drizzle's view of the tables that migrations/*.sql create. The SQL files are the source of truth.
import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Board, CurrentStream, Locale } from '../../shared/constants'
import type { ClassBoard, UserRole } from '../../shared/schools'
import type { AuditAction } from '../../shared/schemas/admin'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** NULL for a student made from a class list, who signs in with the school's code and `username` instead. */
  email: text('email'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  adminRevokedAt: timestamptz('admin_revoked_at'),
  role: text('role').$type<UserRole>().notNull().default('student'),
  /** A counsellor's school, or the school of a student's class. */
  schoolId: uuid('school_id'),
  classId: uuid('class_id'),
  /** A student without an e-mail: the name typed at school sign-in, unique in the school. */
  username: text('username'),
  rollNumber: text('roll_number'),
  /** Signed in with a one-time password: nothing is allowed but choosing a password of one's own. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The school board the student named (or their class follows); null until named. */
  board: text('board').$type<Board>(),
  /** The student's time as a percentage of the test's limit (TIME_FACTORS): extra time a counsellor gave. */
  timeFactorPercent: smallint('time_factor_percent').notNull().default(100),
  /** The language the account chose for the interface; null until chosen. */
  locale: text('locale').$type<Locale>(),
})

export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  code: text('code').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const classes = pgTable('classes', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  schoolId: uuid('school_id').notNull(),
  name: text('name').notNull(),
  grade: smallint('grade').notNull(),
  board: text('board').$type<ClassBoard>().notNull(),
  joinCode: text('join_code').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** While false, the class's students cannot start the class grade's test. */
  testWindowOpen: boolean('test_window_open').notNull().default(true),
})

export const counsellorInvitations = pgTable('counsellor_invitations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
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
  /** The board the student named for the test; null when none was named and on older tests. */
  board: text('board').$type<Board>(),
  /** The ids of the 30 questions the student met, in order; null on tests from before tests were drawn (the legacy bank). */
  questionIds: jsonb('question_ids').$type<string[]>(),
  /**
   * The part of `result` a list shows (the leading family and the next, the response-quality findings) in the
   * result's own shape, generated by the database from `result` (migrations/0008_test_listing.sql, and 0009 for the
   * second family); never written by the app.
   */
  listed: jsonb('listed')
    .$type<unknown>()
    .generatedAlwaysAs(sql`(see migrations/0009_test_listing_tie.sql)`),
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
  board: text('board').$type<Board>(),
  /** The ids of the questions drawn for the attempt (question-bank.ts formFor); null on attempts from before. */
  questionIds: jsonb('question_ids').$type<string[]>(),
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
  status: text('status').$type<'created' | 'replaced' | 'paid' | 'refunded'>().notNull().default('created'),
  paymentId: text('payment_id'),
  paidVia: text('paid_via').$type<'verify' | 'webhook' | 'reconcile' | 'mock'>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
  checkedAt: timestamptz('checked_at'),
  flag: text('flag').$type<'disputed' | 'partially-refunded'>(),
  flaggedAt: timestamptz('flagged_at'),
  /** A school's order for seats (purpose 'seats:N'): the school the seats go to. */
  schoolId: uuid('school_id'),
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
  revokedAt: timestamptz('revoked_at'),
})

/** Seats added to a school: bought through an order, or granted by a platform admin (docs/decisions/050-seats.md). */
export const seatAdditions = pgTable('seat_additions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  schoolId: uuid('school_id').notNull(),
  kind: text('kind').$type<'bought' | 'granted'>().notNull(),
  seats: integer('seats').notNull(),
  orderId: uuid('order_id'),
  grantedBy: uuid('granted_by'),
  note: text('note'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The order was refunded in full: these seats no longer count. */
  revokedAt: timestamptz('revoked_at'),
})

/** A seat used: one per student and grade, taken when the attempt starts. */
export const seatUses = pgTable('seat_uses', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  schoolId: uuid('school_id').notNull(),
  userId: uuid('user_id'),
  grade: smallint('grade').notNull(),
  usedAt: timestamptz('used_at').notNull().defaultNow(),
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
  /** The link's token, so its owner can be shown the link again; NULL for links made before it was kept. */
  token: text('token'),
  expiresAt: timestamptz('expires_at').notNull(),
})

export const emailConfirmations = pgTable('email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})

export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  at: timestamptz('at').notNull().defaultNow(),
  actorId: uuid('actor_id'),
  actorKind: text('actor_kind').$type<'admin' | 'cli' | 'admin-emails' | 'gateway' | 'counsellor'>().notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  targetUserId: uuid('target_user_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  /** The school an action concerned (schools, counsellors, classes, their students). */
  schoolId: uuid('school_id'),
})
