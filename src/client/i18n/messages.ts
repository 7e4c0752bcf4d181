// The message catalogues (docs/decisions/045-i18n.md): one folder per language, en/ the source and hi/ its Hindi twin
// with the same files and keys (catalogues.test.ts). Each language is split in areas, so a page loads the messages it
// shows and not every page's:
// - frame.json: the frame of every page (header, menu, footer, toasts, errors, not-found) and what every route may
//   show (a completed grade's note, the rules of a new password);
// - landing.json: the landing page and its login and register form;
// - pages.json: the signed-in pages and the password pages;
// - test.json: the test page (name entry, the test runner, its submit confirmation);
// - results.json: a test's results, the history, the share dialog, and what the parents' page shares with the results
//   (the fit band, the stream panel, the report's download);
// - account.json: the profile (account details, board, password, purchases, the student's data);
// - counselling.json: the counselling request on the results page;
// - schools.json: the student's side of schools (joining a class, the slip's sign-in and first password) and the
//   names of a class's boards;
// - counsellor.json: the counsellor's school, classes, class lists, sign-in slips, reports and invitation page;
// - parents.json: the page a parent opens from a share link;
// - admin.json: the admin screens (Disha's own staff), which no student's page fetches.
// A key's first segment names its group ('landing.intro'); a group lives in one area. The build compiles every message
// to its ICU syntax tree (vite.config.ts), so the browser carries no message parser. English's frame is part of the
// app's code: every page, and the test page the server draws, starts with it. Every other part is its own file,
// fetched when a page needs it (the routes ask: app/router.tsx), in the language shown.
import type { MessageFormatElement } from 'react-intl'
import type { Locale } from '../../shared/constants'
import enFrame from './en/frame.json'
import type enLanding from './en/landing.json'
import type enPages from './en/pages.json'
import type enResults from './en/results.json'
import type enTest from './en/test.json'
import type enAccount from './en/account.json'
import type enCounselling from './en/counselling.json'
import type enSchools from './en/schools.json'
import type enCounsellor from './en/counsellor.json'
import type enParents from './en/parents.json'
import type enAdmin from './en/admin.json'

export const AREAS = ['frame', 'landing', 'pages', 'test', 'results', 'account', 'counselling', 'schools', 'counsellor', 'parents', 'admin'] as const
export type Area = (typeof AREAS)[number]

export type MessageId =
  | keyof typeof enFrame
  | keyof typeof enLanding
  | keyof typeof enPages
  | keyof typeof enTest
  | keyof typeof enResults
  | keyof typeof enAccount
  | keyof typeof enCounselling
  | keyof typeof enSchools
  | keyof typeof enCounsellor
  | keyof typeof enParents
  | keyof typeof enAdmin
/** An area's messages as the app holds them: compiled (the build) or as written (tests, the pre-render). */
export type Catalogue = Partial<Record<MessageId, string | MessageFormatElement[]>>

type Loader = () => Promise<{ default: Catalogue }>

const LOADERS: Record<Locale, Record<Area, Loader>> = {
  en: {
    frame: () => Promise.resolve({ default: enFrame }),
    landing: () => import('./en/landing.json'),
    pages: () => import('./en/pages.json'),
    test: () => import('./en/test.json'),
    results: () => import('./en/results.json'),
    account: () => import('./en/account.json'),
    counselling: () => import('./en/counselling.json'),
    schools: () => import('./en/schools.json'),
    counsellor: () => import('./en/counsellor.json'),
    parents: () => import('./en/parents.json'),
    admin: () => import('./en/admin.json'),
  },
  hi: {
    frame: () => import('./hi/frame.json'),
    landing: () => import('./hi/landing.json'),
    pages: () => import('./hi/pages.json'),
    test: () => import('./hi/test.json'),
    results: () => import('./hi/results.json'),
    account: () => import('./hi/account.json'),
    counselling: () => import('./hi/counselling.json'),
    schools: () => import('./hi/schools.json'),
    counsellor: () => import('./hi/counsellor.json'),
    parents: () => import('./hi/parents.json'),
    admin: () => import('./hi/admin.json'),
  },
}

export const englishFrame: Catalogue = enFrame

const loading = new Map<string, Promise<Catalogue>>()

/** An area of a language's catalogue, fetched the first time it is asked for (and again after a failure). */
export function loadArea(locale: Locale, area: Area): Promise<Catalogue> {
  const key = `${locale}/${area}`
  let found = loading.get(key)
  if (!found) {
    found = LOADERS[locale][area]().then(
      (module) => module.default,
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, found)
  }
  return found
}

declare global {
  // react-intl checks every message id the code names against the English catalogue's keys.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}
