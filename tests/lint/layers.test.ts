// The lint rules that keep the server's direction (routes -> services -> repositories, nothing upwards) and forbid
// import circles anywhere, run through ESLint's own API with the project's eslint.config.js: each rule fails on the
// small examples that break it and passes the ones that keep it.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const FIXTURES = 'tests/lint/fixtures'

let eslint: ESLint
beforeAll(() => {
  // `ignore: false`: the circle fixtures are left out of `npm run lint`, which must pass.
  eslint = new ESLint({ cwd: ROOT, ignore: false })
})

/** The messages of one rule for `code` linted as if it were the file at `filePath`. */
async function messagesOf(ruleId: string, code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId)
}

const restricted = (code: string, filePath: string) => messagesOf('no-restricted-imports', code, filePath)

describe('the direction of the server', () => {
  it('refuses a route that reads a repository, even for a type', async () => {
    const value = await restricted("import { findTest } from '../../db/tests-repository'\nexport const f = findTest\n", 'src/server/routes/example/index.ts')
    expect(value).toHaveLength(1)
    expect(value[0]?.message).toContain('Routes call services, never repositories')
    const type = await restricted("import type { TestRow } from '../../db/tests-repository'\nexport type T = TestRow\n", 'src/server/routes/example/index.ts')
    expect(type).toHaveLength(1)
    // routes/guards.ts sits one folder higher.
    expect(await restricted("import { users } from '../db/schema'\nexport const u = users\n", 'src/server/routes/guards.ts')).toHaveLength(1)
    // The plugins and app.ts assemble the routes; a route reaches neither.
    for (const target of ['../../plugins/error-handler', '../../app']) {
      expect(await restricted(`import * as up from '${target}'\nexport const x = up\n`, 'src/server/routes/example/index.ts'), target).toHaveLength(1)
    }
  })

  it('refuses a service that imports a route, a plugin, app.ts or the app context', async () => {
    for (const target of ['../routes/serialize', '../plugins/error-handler', '../app', '../context']) {
      const found = await restricted(`import * as up from '${target}'\nexport const x = up\n`, 'src/server/services/example.ts')
      expect(found, target).toHaveLength(1)
      expect(found[0]?.message).toContain('Services are called by routes and never call upwards')
    }
  })

  it('refuses lib reaching into routes, services, repositories or sessions, and a repository calling a service', async () => {
    for (const target of ['../routes/serialize', '../services/access', '../db/rate-limits-repository', '../auth/sessions']) {
      expect(await restricted(`import * as up from '${target}'\nexport const x = up\n`, 'src/server/lib/example.ts'), target).toHaveLength(1)
    }
    for (const target of ['../services/access', '../routes/guards']) {
      expect(await restricted(`import * as up from '${target}'\nexport const x = up\n`, 'src/server/db/example-repository.ts'), target).toHaveLength(1)
    }
  })

  it('lets every layer call the ones below it, and shared code be read from anywhere', async () => {
    const allowed: [string, string][] = [
      ['src/server/routes/example/index.ts', "import { testHistory } from '../../services/tests'\nimport { AppError } from '../../errors'\nexport const x = [testHistory, AppError]\n"],
      ['src/server/services/example.ts', "import { findTest } from '../db/tests-repository'\nimport { hashToken } from '../auth/tokens'\nexport const x = [findTest, hashToken]\n"],
      ['src/server/lib/example.ts', "import type { User } from '../../shared/schemas/auth'\nimport { escapeHtml } from './html'\nexport const x = (u: User) => escapeHtml(u.firstName)\n"],
      ['src/server/db/example-repository.ts', "import type { DbOrTx } from './client'\nimport { tests } from './schema'\nexport const x = (db: DbOrTx) => db.select().from(tests)\n"],
    ]
    for (const [filePath, code] of allowed) expect(await restricted(code, filePath), filePath).toEqual([])
  })

  it('still keeps the client out of the server, and the server out of the client', async () => {
    expect(await restricted("import { api } from '../../client/lib/api-client'\nexport const x = api\n", 'src/server/routes/example/index.ts')).toHaveLength(1)
    expect(await restricted("import { AppError } from '../../server/errors'\nexport const x = AppError\n", 'src/client/lib/example.ts')).toHaveLength(1)
  })
})

describe('import circles', () => {
  async function circles(folder: string) {
    const results = await eslint.lintFiles([`${FIXTURES}/${folder}/*.ts`])
    return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'disha/no-import-cycle').map((m) => ({ file: path.basename(r.filePath), message: m.message })))
  }

  it('fails every file of a circle, naming the whole way round', async () => {
    const found = await circles('circle')
    expect(found.map((f) => f.file).sort()).toEqual(['a.ts', 'b.ts', 'c.ts'])
    expect(found.find((f) => f.file === 'a.ts')?.message).toContain(`${FIXTURES}/circle/a.ts → ${FIXTURES}/circle/b.ts → ${FIXTURES}/circle/c.ts → ${FIXTURES}/circle/a.ts`)
  })

  it('counts a circle of type imports, and one closed by a lazy import()', async () => {
    expect((await circles('type-circle')).map((f) => f.file).sort()).toEqual(['menu.ts', 'user.ts'])
    expect((await circles('lazy-circle')).map((f) => f.file).sort()).toEqual(['menu.ts', 'panel.ts'])
  })

  it('passes a chain that never comes back', async () => {
    expect(await circles('chain')).toEqual([])
  })
})
