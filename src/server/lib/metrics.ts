// Prometheus metrics (prom-client), one registry per app so tests can build several apps in one process.
// Requests are counted by plain per-route series that a route binds once (`routeSeries`): a request costs a few
// additions, where prom-client's labelled children hash and validate their labels on every call. The series are
// turned into Prometheus text only when scraped. Nothing is collected from the database except when scraped.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric, type MetricObjectWithValues, type MetricValue } from 'prom-client'

/** One route and method's request counts and latency histogram. */
export interface RouteSeries {
  observe(status: number, seconds: number): void
}

export interface Metrics {
  registry: Registry
  /** The series of one route pattern and method, made once and kept by the caller (plugins/metrics.ts binds it per route). */
  routeSeries(method: string, route: string): RouteSeries
  observeRequest(method: string, route: string, status: number, seconds: number): void
  observeQuery(seconds: number): void
  mailFailures: Counter
  jobFailures: Counter<'job'>
}

export interface MetricsSources {
  openAttempts(): Promise<number>
  pool?: () => { total: number; idle: number; waiting: number } | undefined
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'disha_' })
  const series = new Map<string, SeriesData>()
  // One handle a series: the routes bind theirs once; the unmatched requests' is found here, not rebuilt each time.
  const handles = new Map<string, RouteSeries>()
  const routeSeries = (method: string, route: string): RouteSeries => {
    const key = `${method} ${route}`
    const existing = handles.get(key)
    if (existing) return existing
    const d: SeriesData = { method, route, statuses: new Map(), buckets: new Array<number>(LATENCY_BUCKETS.length).fill(0), sum: 0, count: 0 }
    series.set(key, d)
    const handle: RouteSeries = {
      observe(status, seconds) {
        d.statuses.set(status, (d.statuses.get(status) ?? 0) + 1)
        let i = 0
        while (i < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[i] as number)) i += 1
        if (i < LATENCY_BUCKETS.length) d.buckets[i] = (d.buckets[i] as number) + 1
        d.sum += seconds
        d.count += 1
      },
    }
    handles.set(key, handle)
    return handle
  }
  registry.registerMetric(requestsMetric(series))
  registry.registerMetric(latencyMetric(series))
  const queries = new Histogram({
    name: 'disha_db_query_duration_seconds',
    help: 'Time of database queries as the app waited for them',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'disha_open_attempts',
    help: 'Test attempts started and not yet submitted',
    registers: [registry],
    async collect() {
      this.set(await sources.openAttempts())
    },
  })
  const pool = new Gauge({
    name: 'disha_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool?.()
      if (!stats) return
      pool.set({ state: 'total' }, stats.total)
      pool.set({ state: 'idle' }, stats.idle)
      pool.set({ state: 'waiting' }, stats.waiting)
    },
  })
  const mailFailures = new Counter({ name: 'disha_mail_failures_total', help: 'E-mails that could not be sent', registers: [registry] })
  const jobFailures = new Counter({
    name: 'disha_job_failures_total',
    help: 'Background job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  })

  return {
    registry,
    routeSeries,
    observeRequest(method, route, status, seconds) {
      routeSeries(method, route).observe(status, seconds)
    },
    observeQuery(seconds) {
      queries.observe(seconds)
    },
    mailFailures,
    jobFailures,
  }
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

interface SeriesData {
  method: string
  route: string
  statuses: Map<number, number>
  /** Observations per bucket (not cumulative); above the last bucket only in count. */
  buckets: number[]
  sum: number
  count: number
}

/** A metric the registry prints: prom-client's shape for a metric it does not own (name, help, type, get, reset). */
function customMetric(name: string, help: string, type: 'counter' | 'histogram', values: () => MetricValue<string>[], reset: () => void) {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }) as unknown as MetricObjectWithValues<MetricValue<string>>,
    reset,
  }
  return metric as unknown as Metric<string>
}

function requestsMetric(series: Map<string, SeriesData>) {
  return customMetric(
    'disha_http_requests_total',
    'HTTP requests answered, by route pattern, method and status',
    'counter',
    () =>
      [...series.values()].flatMap((d) =>
        [...d.statuses].map(([status, value]) => ({ labels: { method: d.method, route: d.route, status_code: String(status) }, value })),
      ),
    () => {
      for (const d of series.values()) d.statuses.clear()
    },
  )
}

function latencyMetric(series: Map<string, SeriesData>) {
  const name = 'disha_http_request_duration_seconds'
  return customMetric(
    name,
    'Time to answer HTTP requests, by route pattern and method',
    'histogram',
    () =>
      [...series.values()]
        .filter((d) => d.count > 0)
        .flatMap((d) => {
          const labels = { method: d.method, route: d.route }
          let cumulative = 0
          const buckets = LATENCY_BUCKETS.map((le, i) => {
            cumulative += d.buckets[i] as number
            return { labels: { ...labels, le }, value: cumulative, metricName: `${name}_bucket` }
          })
          return [
            ...buckets,
            { labels: { ...labels, le: '+Inf' }, value: d.count, metricName: `${name}_bucket` },
            { labels, value: d.sum, metricName: `${name}_sum` },
            { labels, value: d.count, metricName: `${name}_count` },
          ]
        }),
    () => {
      for (const d of series.values()) {
        d.buckets.fill(0)
        d.sum = 0
        d.count = 0
      }
    },
  )
}
