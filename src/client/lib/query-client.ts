import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query'

/**
 * docs/product.md, "Every page": no automatic retry, no refetch on window focus, no polling, and cached data never becomes
 * stale. A screen that needs fresher data asks for it explicitly (the home page's history does).
 */
const queryDefaults = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults })
}

type AsyncFn = (...args: never[]) => Promise<unknown>

/** Options a caller may pass to a feature's mutation hook; the hook owns `mutationFn`. */
export type MutationConfig<Fn extends AsyncFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>
