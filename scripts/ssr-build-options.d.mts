import type { BuildOptions } from 'esbuild'

/** esbuild's options for the test page's server render, writing `outfile` (see ssr-build-options.mjs). */
export function ssrBuildOptions(outfile: string): BuildOptions
