import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import disha from './eslint-rules/no-import-cycle.mjs'

/**
 * An import of one of these folders (or files, without their extension) of src/server, from a folder beside it or
 * below one: `../db/client`, `../../db/client`; not `../../shared/schemas/auth`.
 */
const serverFolders = (...names) => `^(\\.\\./)+(${names.join('|')})(/|$)`

const NO_CLIENT = { group: ['**/client/**'], message: 'Server and shared code must not import client code.' }

/**
 * The server's direction: app.ts assembles plugins and routes; routes call services; services call repositories
 * (db) and the building blocks below them (auth, mail, payments, assessment, reports, lib); nothing calls upwards.
 */
const serverLayer = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIENT, { regex: serverFolders(...forbidden), message }] }] },
})

/**
 * `expect(<a query>(…))` followed by the matcher, whether the query is called on `screen`/`within(…)` or on its own;
 * with `awaited`, `expect(await <a query>(…))`: the esquery selectors no-restricted-syntax takes.
 */
const expectOfQuery = (query, matcher, { awaited = false } = {}) => {
  const [expectCall, matcherName] = matcher.startsWith('not.')
    ? ['callee.object.object', `[callee.object.property.name="not"][callee.property.name="${matcher.slice(4)}"]`]
    : ['callee.object', `[callee.property.name="${matcher}"]`]
  const argument = `${expectCall}.arguments.0`
  const head = `CallExpression${matcherName}[${expectCall}.callee.name="expect"]`
  const [withArgument, queryCall] = awaited ? [`${head}[${argument}.type="AwaitExpression"]`, `${argument}.argument`] : [head, argument]
  return [`${withArgument}[${queryCall}.callee.property.name=${query}]`, `${withArgument}[${queryCall}.callee.name=${query}]`]
}

const EMPTY_MATCHERS = ['toBeDefined', 'toBeTruthy', 'not.toBeNull']

/**
 * Assertions that cannot fail: a getBy… query throws, and an awaited findBy… query rejects, when nothing matches, so
 * `.toBeDefined()`, `.toBeTruthy()` or `.not.toBeNull()` after it checks nothing more; a queryBy… result (null or an
 * element) is always defined.
 */
const EMPTY_ASSERTIONS = [
  ...EMPTY_MATCHERS.flatMap((matcher) => expectOfQuery('/^get(All)?By/', matcher)),
  ...EMPTY_MATCHERS.flatMap((matcher) => expectOfQuery('/^find(All)?By/', matcher, { awaited: true })),
  ...expectOfQuery('/^query(All)?By/', 'toBeDefined'),
].map((selector) => ({
  selector,
  message:
    'This assertion cannot fail: say what the element must be, e.g. its text, href, disabled or checked state, heading level or count, the field an error describes (fieldDescribedBy, src/client/testing/fields.ts), or expectVisible(el) (src/client/testing/visible.ts) when being shown is the point.',
}))

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'test-results', 'playwright-report', 'tests/lint/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // No file imports, through any chain of the project's files, a file that imports it back (eslint-rules/).
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { disha },
    rules: { 'disha/no-import-cycle': 'error' },
  },
  {
    // Plain-JavaScript Node scripts (bench peers and load generator, build scripts) run without a TypeScript loader.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The dependency direction: shared <- server, shared <- client; client and server never import each other.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The client must not import server code.' }] }] },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CLIENT] }] },
  },
  serverLayer(
    ['src/server/routes/**/*.ts'],
    ['db', 'plugins', 'app'],
    'Routes call services, never repositories: move the query into a service (src/server/services). Plugins and app.ts assemble the routes, never the other way.',
  ),
  serverLayer(
    ['src/server/plugins/**/*.ts'],
    ['db', 'routes'],
    'Plugins reach the services through app.ctx (context.ts): never a repository or a route.',
  ),
  serverLayer(
    ['src/server/services/**/*.ts'],
    ['routes', 'plugins', 'app', 'context'],
    'Services are called by routes and never call upwards: no route, plugin, app.ts or context.ts. Pass what the service needs as an argument.',
  ),
  serverLayer(
    ['src/server/{auth,mail,payments,assessment,reports}/**/*.ts'],
    ['routes', 'plugins', 'app', 'context'],
    'The building blocks under the services never call upwards: no route, plugin, app.ts or context.ts.',
  ),
  serverLayer(
    ['src/server/db/**/*.ts'],
    ['services', 'routes', 'plugins', 'app', 'context', 'auth'],
    'Repositories are called by services and call nothing above them: no service, session, route or plugin.',
  ),
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...EMPTY_ASSERTIONS] },
  },
  serverLayer(
    ['src/server/lib/**/*.ts'],
    ['routes', 'services', 'plugins', 'db', 'auth', 'app', 'context'],
    'lib holds helpers that know nothing of the app: no route, service, plugin, repository or session. Take what is needed as an argument or a small interface.',
  ),
)
