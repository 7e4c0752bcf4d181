import type { RouteObject } from 'react-router'
import { withMessages } from '../i18n/i18n'
import { AppShell } from './app-shell'
import { RootLayout } from './root-layout'
import { IndexRoute } from './routes/index'
import { NotFoundRoute } from './routes/not-found'
import { RootError, RouteError } from './routes/route-error'
import { SignedInOnly, SignedOutOnly } from './session-gates'

const errorElement = <RouteError />

/**
 * The whole route tree. The two route sets of docs/product.md ("Routes and the session") are the two gates: SignedOutOnly and SignedInOnly
 * render Page Not Found for the other session state. Every page but the landing page is loaded on demand
 * (react-router `lazy`, and React `lazy` for the signed-in home), so the first load on a low-end phone over mobile
 * data carries the landing page alone: no zod, no Radix, no admin code (docs/benchmarks.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    // The frame index.html already shows (app-shell.tsx), while the first page's code loads.
    hydrateFallbackElement: <AppShell />,
    children: [
      { index: true, element: <IndexRoute />, errorElement },
      // A parent's page from a share link: the same page signed in or out, so it sits outside both gates.
      {
        path: 'shared/:token',
        lazy: async () => ({ Component: (await withMessages(['results', 'parents'], import('./routes/shared-report'))).SharedReportRoute }),
        errorElement,
      },
      // The link mailed to an ADMIN_EMAILS address: whoever holds the mailbox, signed in (as anyone) or not.
      {
        path: 'confirm-email',
        lazy: async () => ({ Component: (await import('./routes/confirm-email')).ConfirmEmailRoute }),
        errorElement,
      },
      // The link mailed to an invited counsellor, signed in or not.
      {
        path: 'invitation',
        lazy: async () => ({ Component: (await withMessages(['counsellor'], import('./routes/invitation'))).InvitationRoute }),
        errorElement,
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
        errorElement,
      },
      {
        element: <SignedOutOnly />,
        errorElement,
        children: [
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await withMessages(['pages'], import('./routes/forgot-password'))).ForgotPasswordRoute }),
            errorElement,
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await withMessages(['pages'], import('./routes/reset-password'))).ResetPasswordRoute }),
            errorElement,
          },
          {
            path: 'school-login',
            lazy: async () => ({ Component: (await withMessages(['schools'], import('./routes/school-login'))).SchoolLoginRoute }),
            errorElement,
          },
        ],
      },
      {
        element: <SignedInOnly />,
        errorElement,
        children: [
          {
            path: 'profile',
            lazy: async () => ({ Component: (await withMessages(['account', 'schools'], import('./routes/profile'))).ProfileRoute }),
            errorElement,
          },
          { path: 'history', lazy: async () => ({ Component: (await withMessages(['results'], import('./routes/history'))).HistoryRoute }), errorElement },
          {
            path: 'pricing',
            lazy: async () => ({ Component: (await withMessages(['pages'], import('./routes/pricing'))).PricingRoute }),
            errorElement,
          },
          {
            path: 'instructions/:grade',
            lazy: async () => ({ Component: (await withMessages(['pages'], import('./routes/instructions'))).InstructionsRoute }),
            errorElement,
          },
          {
            path: 'test/:grade',
            lazy: async () => ({ Component: (await withMessages(['test'], import('./routes/test'))).TestRoute }),
            errorElement,
          },
          {
            path: 'results/:testId',
            lazy: async () => ({ Component: (await withMessages(['results', 'counselling'], import('./routes/results'))).ResultsRoute }),
            errorElement,
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await withMessages(['results', 'admin', 'test', 'account'], import('./routes/admin'))).AdminRoute }),
            errorElement,
          },
          {
            path: 'admin/settings',
            lazy: async () => ({ Component: (await withMessages(['admin'], import('./routes/admin-settings'))).AdminSettingsRoute }),
            errorElement,
          },
          {
            path: 'admin/schools',
            lazy: async () => ({ Component: (await withMessages(['admin'], import('./routes/admin-schools'))).AdminSchoolsRoute }),
            errorElement,
          },
          {
            path: 'admin/activity',
            lazy: async () => ({ Component: (await withMessages(['admin'], import('./routes/admin-activity'))).AdminActivityRoute }),
            errorElement,
          },
          {
            path: 'admin/tests/:testId',
            lazy: async () => ({ Component: (await withMessages(['results', 'admin'], import('./routes/admin-test'))).AdminTestRoute }),
            errorElement,
          },
          {
            path: 'school',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor', 'pages'], import('./routes/school'))).SchoolRoute }),
            errorElement,
          },
          {
            path: 'school/classes/:classId',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor'], import('./routes/school'))).SchoolClassRoute }),
            errorElement,
          },
          {
            path: 'school/report',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor'], import('./routes/school'))).SchoolReportRoute }),
            errorElement,
          },
          {
            path: 'school/report/retest',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor'], import('./routes/school'))).SchoolRetestRoute }),
            errorElement,
          },
          {
            path: 'school/classes/:classId/live',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor'], import('./routes/school'))).SchoolClassLiveRoute }),
            errorElement,
          },
          {
            path: 'school/classes/:classId/report',
            lazy: async () => ({ Component: (await withMessages(['schools', 'counsellor'], import('./routes/school'))).SchoolClassReportRoute }),
            errorElement,
          },
        ],
      },
      { path: '*', element: <NotFoundRoute />, errorElement },
    ],
  },
]
