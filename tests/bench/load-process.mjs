// The load generator, run as its own process so it never shares an event loop with the server it measures.
// argv[2] is a JSON job: { url, method?, headers?, body?, connections, duration, save? }. With `save`, every
// request carries the next revision of an answer save ({ answers, position, revision }), as the test page sends.
// Prints autocannon's summary as one JSON line.
import process from 'node:process'
import autocannon from 'autocannon'

const job = JSON.parse(process.argv[2])
let revision = job.save?.firstRevision ?? 1
const request = { method: job.method ?? 'GET', headers: job.headers ?? {}, body: job.body }
if (job.save) {
  const ids = Object.keys(job.save.answers)
  request.setupRequest = (req) => {
    revision += 1
    const position = revision % ids.length
    return { ...req, body: JSON.stringify({ answers: job.save.answers, position, revision }) }
  }
}
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  requests: [request],
})
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  })}\n`,
)
