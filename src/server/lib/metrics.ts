// Prometheus metrics (prom-client), one registry per app so tests can build several apps in one process.
// The per-request cost is one onResponse hook: a cached labelled child per route, method and status, an
// increment and a histogram observation. Nothing is collected from the database except when scraped.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export interface Metrics {
  registry: Registry
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
  const requests = new Counter({
    name: 'disha_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'disha_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
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

  // Label sets are few (routes x methods x statuses): cache each child so a request costs no label hashing.
  const children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<"method" | "route"> }>()
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`
      let child = children.get(key)
      if (!child) {
        child = { count: requests.labels(method, route, String(status)), time: latency.labels(method, route) }
        children.set(key, child)
      }
      child.count.inc()
      child.time.observe(seconds)
    },
    observeQuery(seconds) {
      queries.observe(seconds)
    },
    mailFailures,
    jobFailures,
  }
}
