// The load generator, run as its own process so it never shares an event loop with the server it measures.
// argv[2] is a JSON job: { url, method?, headers?, body?, connections, duration, save? }. With `save`, each
// connection is a student saving the next revision of their answers ({ answers, position, revision }).
// Prints autocannon's summary as one JSON line.
import process from 'node:process'
import autocannon from 'autocannon'

const job = JSON.parse(process.argv[2])
const request = { method: job.method ?? 'GET', headers: job.headers ?? {}, body: job.body }
if (job.save) {
  // Each connection (autocannon gives each its own context) is one student saving to their own attempt, with
  // their own rising revision, as the test page does; students are handed out to connections in turn.
  const ids = Object.keys(job.save.answers)
  let next = 0
  request.path = '/'
  request.setupRequest = (req, context) => {
    context.student ??= job.save.students[next++ % job.save.students.length]
    context.revision = (context.revision ?? 0) + 1
    const { cookie, attemptId } = context.student
    return {
      ...req,
      path: `/api/attempts/${attemptId}/answers`,
      headers: { ...req.headers, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: job.save.answers, position: context.revision % ids.length, revision: context.revision }),
    }
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
