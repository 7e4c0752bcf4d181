/**
 * Checks an API answer against its shared zod schema without loading zod: the schema is turned into JSON Schema by
 * zod itself ahead of time (scripts/generate-wire-schemas.ts writes ./wire-schemas.generated.ts; a test fails when
 * that file no longer matches the shared schemas), and this small checker runs it. zod is a quarter of the test
 * page's JavaScript otherwise (docs/benchmarks.md, front end). Only the keywords zod emits for the schemas listed
 * there are understood; the generator refuses a schema that needs any other.
 *
 * Lengths count UTF-16 code units, as zod's `.max()` does (JSON Schema would count code points).
 */
export interface JsonSchema {
  type?: JsonType | JsonType[]
  properties?: Record<string, JsonSchema>
  required?: readonly string[]
  additionalProperties?: boolean | JsonSchema
  propertyNames?: JsonSchema
  items?: JsonSchema
  enum?: readonly unknown[]
  const?: unknown
  anyOf?: readonly JsonSchema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array'

/** The keywords matchesSchema understands (and `$schema`, which it ignores). */
export const SUPPORTED_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'enum',
  'const',
  'anyOf',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
])

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function hasType(type: JsonType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return Number.isInteger(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'null':
      return value === null
    case 'object':
      return isObject(value)
    case 'array':
      return Array.isArray(value)
  }
}

export function matchesSchema(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf && !schema.anyOf.some((option) => matchesSchema(option, value))) return false
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((type) => hasType(type, value))) return false
  }
  if (schema.enum && !schema.enum.includes(value)) return false
  if ('const' in schema && value !== schema.const) return false
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false
    if (schema.maximum !== undefined && value > schema.maximum) return false
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false
  }
  if (Array.isArray(value) && schema.items && !value.every((item) => matchesSchema(schema.items as JsonSchema, item))) return false
  if (isObject(value)) {
    const properties = schema.properties ?? {}
    for (const key of schema.required ?? []) if (!Object.hasOwn(value, key)) return false
    for (const [key, item] of Object.entries(value)) {
      // zod passes over an own "__proto__" key (JSON.parse makes one) rather than judging it; so does this.
      if (key === '__proto__') continue
      if (schema.propertyNames && !matchesSchema(schema.propertyNames, key)) return false
      const known = Object.hasOwn(properties, key) ? properties[key] : undefined
      if (known) {
        if (!matchesSchema(known, item)) return false
      } else if (schema.additionalProperties === false) {
        return false
      } else if (isObject(schema.additionalProperties) && !matchesSchema(schema.additionalProperties, item)) {
        return false
      }
    }
  }
  return true
}

/** What the API client needs of a response check; zod schemas have the same shape. */
export interface ResponseCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false }
}

/** A response check from a generated JSON Schema, typed as the shared zod schema's output. */
export function wireCheck<T>(schema: JsonSchema): ResponseCheck<T> {
  return {
    safeParse: (data) => (matchesSchema(schema, data) ? { success: true, data: data as T } : { success: false }),
  }
}
