import { mainClassName, SiteFooter, SiteHeader, SkipLink } from '../components/layout/site-frame'
import { LoadingState } from '../components/ui/loading-state'
import { useI18n } from '../i18n/i18n'

/**
 * What every app page looks like while its code and the session load: the frame and 'Loading...'. The build
 * pre-renders it into index.html (vite.config.ts), so a phone on a slow network paints the page's frame at once
 * instead of a blank screen, and the router shows the same while the first page's code arrives (router.tsx): the
 * root layout then takes over with the same header, main and footer, so nothing jumps.
 */
export function AppShell() {
  const { t } = useI18n()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={mainClassName}>
        <h1 className="sr-only">Disha</h1>
        <LoadingState label={t('common.loading')} />
      </main>
      <SiteFooter />
    </div>
  )
}
