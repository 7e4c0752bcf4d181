// The lint rule against assertions that cannot fail (a getBy… query, or an awaited findBy… one, followed by
// toBeDefined and the like), run through ESLint's own API with the project's eslint.config.js: it fails the small
// examples that break it and passes the ones that say what they check.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

/** The no-restricted-syntax messages for `line`, linted as a line of a client test file. */
async function restricted(line: string, filePath = 'src/client/example.test.tsx') {
  const code = `import { screen, within } from '@testing-library/react'\nimport { expect } from 'vitest'\nconst { getByText, findByText, queryAllByRole } = screen\nexport const run = async () => {\n  ${line}\n}\n`
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax')
}

describe('assertions that cannot fail', () => {
  // Every way of calling a query, with every matcher that adds nothing to it.
  const GET_QUERIES = ["screen.getByText('Paid')", "within(document.body).getByRole('button', { name: 'Retry' })", "screen.getAllByRole('row')", "getByText('Paid')"]
  const QUERY_QUERIES = ["screen.queryByText('Paid')", "queryAllByRole('row')"]
  const FIND_QUERIES = [
    "await screen.findByText('Paid')",
    "await within(document.body).findByRole('button', { name: 'Retry' })",
    "await screen.findAllByRole('row')",
    "await findByText('Paid')",
  ]
  const EMPTY_MATCHERS = ['toBeDefined()', 'toBeTruthy()', 'not.toBeNull()']

  it('refuses toBeDefined, toBeTruthy or not.toBeNull after a getBy… or getAllBy… query, however it is called', async () => {
    for (const query of GET_QUERIES) {
      for (const matcher of EMPTY_MATCHERS) {
        const line = `expect(${query}).${matcher}`
        const found = await restricted(line)
        expect(found, line).toHaveLength(1)
        expect(found[0]?.message).toContain('This assertion cannot fail')
      }
    }
    // In the API and end-to-end tests too.
    expect(await restricted(`expect(${GET_QUERIES[0]}).${EMPTY_MATCHERS[0]}`, 'tests/e2e/example.spec.ts')).toHaveLength(1)
  })

  it('refuses the same matchers after an awaited findBy… or findAllBy… query, which rejects when nothing matches', async () => {
    for (const query of FIND_QUERIES) {
      for (const matcher of EMPTY_MATCHERS) {
        const line = `expect(${query}).${matcher}`
        const found = await restricted(line)
        expect(found, line).toHaveLength(1)
        expect(found[0]?.message).toContain('This assertion cannot fail')
      }
    }
  })

  it('refuses toBeDefined after a queryBy… query, which is never undefined', async () => {
    for (const query of QUERY_QUERIES) expect(await restricted(`expect(${query}).${EMPTY_MATCHERS[0]}`), query).toHaveLength(1)
  })

  it('lets an assertion say what it checks', async () => {
    const checks = [
      "expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')",
      "expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false)",
      "expect(screen.getAllByRole('row')).toHaveLength(3)",
      "expect(screen.queryByText('Paid')).toBeNull()",
      "expect(screen.getByText('Paid').closest('details')).not.toBeNull()",
      "expect((await screen.findByRole('link', { name: 'Home' })).getAttribute('href')).toBe('/')",
      "expect(await screen.findAllByRole('row')).toHaveLength(3)",
      "expect((await findByText('Paid')).closest('details')).not.toBeNull()",
    ]
    for (const line of checks) expect(await restricted(line), line).toEqual([])
  })
})
