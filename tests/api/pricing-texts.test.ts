// The pricing page names and describes each way to pay from the catalogues (src/client/features/payments/plan-text.ts),
// in the student's language: in English it must say exactly what GET /api/pricing says.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { PLAN_TEXTS } from '../../src/client/features/payments/plan-text'
import { Client, createTestApp, type TestApp } from '../support/app'

let t: TestApp
const english = JSON.parse(readFileSync(new URL('../../src/client/i18n/en/pages.json', import.meta.url), 'utf8')) as Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
})

describe("the plans' words", () => {
  it("are in English the server's own, for every way to pay", async () => {
    const pricing = (await new Client(t.app).get('/api/pricing')).json() as Record<keyof typeof PLAN_TEXTS, { name: string; description: string; features: string[] }>
    for (const [plan, texts] of Object.entries(PLAN_TEXTS) as [keyof typeof PLAN_TEXTS, (typeof PLAN_TEXTS)[keyof typeof PLAN_TEXTS]][]) {
      expect(english[texts.name], plan).toBe(pricing[plan].name)
      expect(english[texts.description], plan).toBe(pricing[plan].description)
      expect(texts.features.map((key) => english[key]), plan).toEqual(pricing[plan].features)
    }
  })
})
