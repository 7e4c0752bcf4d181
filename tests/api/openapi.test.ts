// The OpenAPI description served at /api/openapi.json is generated from the routes' own zod schemas: every route the
// server has is in it, with its parameters, its body and a JSON schema for its answer, except the few answers that
// are not JSON (named below with their reason).
import { beforeAll, describe, expect, it } from 'vitest'
import { Client, createTestApp, type TestApp } from '../support/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})

/** Answers that are not JSON, so they have no JSON schema: a redirect, a PDF, a CSV file, Prometheus text. */
const NOT_JSON: Record<string, string> = {
  'GET /metrics': 'Prometheus text',
  'GET /api/login': 'a redirect to the login form',
  'GET /api/logout': 'a redirect home',
  'GET /api/auth/confirm-email': 'a redirect to the confirmation page',
  'GET /api/reports/{id}/download': 'a PDF',
  'GET /api/school/report.csv': 'a CSV file',
  'GET /api/school/report.pdf': 'a PDF',
  'GET /api/school/classes/{id}/report.csv': 'a CSV file',
  'GET /api/school/classes/{id}/report.pdf': 'a PDF',
}

/** Every route the server holds, from Fastify's own route tree: 'METHOD /path/{param}'. */
function serverRoutes(tree: string): string[] {
  const stack: string[] = []
  const out: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+) \(([^)]+)\)$/.exec(line)
    if (!match) continue
    const depth = (match[1] as string).length / 4
    stack.length = depth
    const full = (stack[depth - 1] ?? '') + (match[2] as string)
    stack[depth] = full
    for (const method of (match[3] as string).split(', ')) {
      if (method !== 'HEAD') out.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`)
    }
  }
  return out
}

describe('the OpenAPI description', () => {
  it('describes every route with its inputs and a schema for each JSON answer', async () => {
    const res = await new Client(t.app).get('/api/openapi.json')
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> }
    expect(doc.openapi).toBe('3.1.0')
    const routes = serverRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => r !== 'GET /api/openapi.json')
    expect(routes.length).toBeGreaterThan(40)
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string]
      const operation = doc.paths[path]?.[method.toLowerCase()]
      expect(operation, `${route} is in the description`).toBeDefined()
      for (const param of path.match(/\{\w+\}/g) ?? []) {
        expect(operation?.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === param), `${route} describes ${param}`).toBe(true)
      }
      if (NOT_JSON[route]) continue
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))
      expect(success?.[1].content?.['application/json']?.schema, `${route} has a JSON schema for its answer`).toBeDefined()
    }
    // Calls that take a body say what it holds.
    for (const route of ['POST /api/register', 'POST /api/login', 'PUT /api/attempts/{id}/answers', 'POST /api/tests', 'DELETE /api/account', 'POST /api/payment/create-order']) {
      const [method, path] = route.split(' ') as [string, string]
      expect(doc.paths[path]?.[method.toLowerCase()]?.requestBody, `${route} describes its body`).toBeDefined()
    }
  })
})
