import type { RouteObject } from 'react-router'
import { LoadingState } from '../components/ui/loading-state'
import { RootLayout } from './root-layout'
import { ForgotPasswordRoute } from './routes/forgot-password'
import { HistoryRoute } from './routes/history'
import { IndexRoute } from './routes/index'
import { NotFoundRoute } from './routes/not-found'
import { ProfileRoute } from './routes/profile'
import { ResetPasswordRoute } from './routes/reset-password'
import { RootError, RouteError } from './routes/route-error'
import { SignedInOnly, SignedOutOnly } from './session-gates'

const errorElement = <RouteError />

/**
 * The whole route tree. SPEC.md section 2's two route sets are the two gates: SignedOutOnly and SignedInOnly
 * render Page Not Found for the other session state. The pages other issues build are loaded on demand
 * (react-router `lazy`), so the first load on a low-end phone carries only the landing and home pages.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <LoadingState label="Loading..." />,
    children: [
      { index: true, element: <IndexRoute />, errorElement },
      // A parent's page from a share link: the same page signed in or out, so it sits outside both gates.
      {
        path: 'shared/:token',
        lazy: async () => ({ Component: (await import('./routes/shared-report')).SharedReportRoute }),
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
          { path: 'forgot-password', element: <ForgotPasswordRoute />, errorElement },
          { path: 'reset-password', element: <ResetPasswordRoute />, errorElement },
        ],
      },
      {
        element: <SignedInOnly />,
        errorElement,
        children: [
          { path: 'profile', element: <ProfileRoute />, errorElement },
          { path: 'history', element: <HistoryRoute />, errorElement },
          {
            path: 'pricing',
            lazy: async () => ({ Component: (await import('./routes/pricing')).PricingRoute }),
            errorElement,
          },
          {
            path: 'instructions/:grade',
            lazy: async () => ({ Component: (await import('./routes/instructions')).InstructionsRoute }),
            errorElement,
          },
          {
            path: 'test/:grade',
            lazy: async () => ({ Component: (await import('./routes/test')).TestRoute }),
            errorElement,
          },
          {
            path: 'results/:testId',
            lazy: async () => ({ Component: (await import('./routes/results')).ResultsRoute }),
            errorElement,
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
            errorElement,
          },
          {
            path: 'admin/settings',
            lazy: async () => ({ Component: (await import('./routes/admin-settings')).AdminSettingsRoute }),
            errorElement,
          },
        ],
      },
      { path: '*', element: <NotFoundRoute />, errorElement },
    ],
  },
]
