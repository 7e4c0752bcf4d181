// Zod compiles fast parsers with `new Function` unless told not to, and first probes whether it may. The page's CSP
// has no 'unsafe-eval', so the probe is refused and Chrome reports a Content Security Policy issue (Lighthouse
// best practices 96 on the test page). jitless skips the probe and the compiling; the client parses small answers,
// so the interpreted path costs nothing noticeable. Zod keeps its config on globalThis, so this is set without
// importing zod (which the landing page does not load) and before any schema is built: main.tsx imports it first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

export {}
