import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router'
import { documentTitle } from '../hooks/use-document-title'
import hiFrame from '../i18n/hi/frame.json'
import hiTest from '../i18n/hi/test.json'
import { currentI18n, showLocale } from '../i18n/i18n'
import type { Area, Catalogue } from '../i18n/messages'
import { createQueryClient } from '../lib/query-client'
import { routes } from './router'
import { testPageTitle } from './routes/test'
import type { TestPageData } from '../../shared/test-page-data'
import { seedTestPage } from './test-page-data'

// The server's entry into the app (docs/decisions/018): scripts/build-server.mjs bundles this module, with the app's
// components, its libraries and React, into dist/server/test-page.js; the browser hydrates what it renders.

/**
 * The messages a page drawn in Hindi shows, part of the bundle: the page is drawn at once, with nothing to fetch.
 * (English's frame is the app's own code, and its 'test' area is loaded with the test route.)
 */
const HINDI: Partial<Record<Area, Catalogue>> = { frame: hiFrame, test: hiTest }

/**
 * The route tree with the test page's `lazy` routes already loaded: the static router draws a route whose `lazy` is
 * still set as its loading fallback, as a browser does before that route's code has arrived. Other pages' code is
 * never run here.
 */
async function withLazyResolved(tree: RouteObject[], needed: Set<RouteObject>): Promise<RouteObject[]> {
  return Promise.all(
    tree.map(async (route) => {
      if (!needed.has(route)) return route
      const { lazy, children, ...rest } = route
      const loaded = typeof lazy === 'function' ? await lazy() : {}
      return { ...rest, ...loaded, ...(children ? { children: await withLazyResolved(children, needed) } : {}) } as RouteObject
    }),
  )
}

function testPageHandler() {
  const needed = new Set((matchRoutes(routes, '/test/10') ?? []).map((match) => match.route))
  return withLazyResolved(routes, needed).then((tree) => createStaticHandler(tree))
}

let handler: Promise<ReturnType<typeof createStaticHandler>> | undefined
/** The router of each grade's page: the same for every student, so it is made once per grade. */
const routers = new Map<number, Promise<{ router: ReturnType<typeof createStaticRouter>; context: StaticHandlerContext }>>()

function routerFor(grade: number) {
  let found = routers.get(grade)
  if (!found) {
    found = (async () => {
      handler ??= testPageHandler()
      const { query, dataRoutes } = await handler
      const context = await query(new Request(`http://disha.invalid/test/${grade}`))
      if (context instanceof Response) throw new Error(`the test page's route answered ${context.status}`)
      return { router: createStaticRouter(dataRoutes, context), context }
    })()
    found.catch(() => routers.delete(grade))
    routers.set(grade, found)
  }
  return found
}

/**
 * The test page of an open attempt (or its name entry) as the app's first render will draw it, in `data.locale`: the same route tree and components,
 * with the query cache holding the page's data. Returns the markup of `#root` and the page's title.
 */
export async function renderTestPage(data: TestPageData): Promise<{ html: string; title: string }> {
  const { router, context } = await routerFor(data.grade)
  const queryClient = createQueryClient()
  seedTestPage(queryClient, data)
  // The language is the page's store (i18n.tsx), shared by every render of this process: it is set, used and put back
  // within one synchronous stretch, so no other page's render can come in between and see it.
  if (data.locale === 'hi') showLocale('hi', HINDI)
  try {
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    )
    return { html, title: documentTitle(testPageTitle(data.grade, currentI18n())) }
  } finally {
    if (data.locale !== 'en') showLocale('en', {})
    queryClient.clear()
  }
}
