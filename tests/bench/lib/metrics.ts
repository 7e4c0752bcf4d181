// The built server's own /metrics, read by the benches between runs: the servers they start get this token.
import { randomBytes } from 'node:crypto'

export const METRICS_TOKEN = `bench-${randomBytes(16).toString('hex')}`

/** The server's /metrics as name{labels} -> value. Reading it also restarts the event-loop delay's window. */
export async function scrapeMetrics(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const values = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /^(\S+)\s+(\S+)$/.exec(line)
    if (match && !line.startsWith('#')) values.set(match[1] as string, Number(match[2]))
  }
  return values
}

/** V8's garbage collections between two scrapes: how many (of one kind, or all) and the seconds they took. */
export function gcBetween(before: Map<string, number>, after: Map<string, number>, kind?: 'major' | 'minor' | 'incremental'): { count: number; seconds: number } {
  const total = (m: Map<string, number>, part: 'count' | 'sum') =>
    [...m].filter(([k]) => k.startsWith(`disha_nodejs_gc_duration_seconds_${part}`) && (!kind || k.includes(`kind="${kind}"`))).reduce((a, [, v]) => a + v, 0)
  return { count: total(after, 'count') - total(before, 'count'), seconds: total(after, 'sum') - total(before, 'sum') }
}
