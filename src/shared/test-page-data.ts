// The test page's data as the server puts it into the HTML of a test page it draws (a reloaded test, or the name
// entry before it) and the app reads it back (docs/decisions/018 and 043, src/server/lib/test-page.ts,
// src/client/app/test-page-data.ts).
import { type Grade, type Locale } from './constants'
import type { GradeAccessList } from './schemas/access'
import type { Attempt } from './schemas/attempts'
import type { User } from './schemas/auth'
import type { Question } from './schemas/questions'

/**
 * What the test page's four first calls answer, sent inside the HTML of a page the server draws (docs/decisions/018):
 * the server renders the open attempt's question, or the name entry when no attempt is open yet, from it, and the
 * app's first render starts from the same answers, so it draws the same page instead of 'Loading...'. Each field is
 * the body of the API call named beside it.
 */
export interface TestPageData {
  grade: Grade
  /**
   * The language the page is drawn in: the account's choice, else the browser's (its cookie, then Accept-Language).
   * The questions are in it, and the app's first render speaks it.
   */
  locale: Locale
  /** GET /api/auth/user */
  user: User
  /** GET /api/grade-access */
  gradeAccess: GradeAccessList
  /** GET /api/questions/:grade, with `?lang=hi` for a page drawn in Hindi */
  questions: Question[]
  /** GET /api/attempts/current/:grade: an open attempt, or null when none is open yet (the page is the name entry). */
  attempt: Attempt | null
}

/** The id of the `<script type="application/json">` that carries the data in the page. */
export const TEST_PAGE_DATA_ID = 'disha-test-page'

/**
 * The data as a `<script>` element's content: JSON in which no `<`, `>`, `&` or line separator can end the element
 * or be read as markup (a student's name is free text).
 */
export function testPageDataScript(data: TestPageData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return `<script type="application/json" id="${TEST_PAGE_DATA_ID}">${json}</script>`
}
