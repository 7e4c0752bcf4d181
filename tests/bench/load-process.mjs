// The load generator, run as its own process so it never shares an event loop with the server it measures.
// argv[2] is a JSON job: { url, method?, headers?, body?, connections, duration, save? }. With `save`, each
// connection is a student saving the next revision of their answers ({ answers, position, revision }).
// Prints autocannon's summary as one JSON line (with `save`, also the last revision each student sent).
import { createRequire } from 'node:module'
import process from 'node:process'
import autocannon from 'autocannon'

// autocannon appends every response body to a string (`body += buffer`), a UTF-8 decode of each chunk that costs
// this process more for a compressed body (invalid UTF-8) than for plain JSON, and skewed the br row when the load
// process was the bottleneck. Nothing here reads bodies (status codes and byte counts are kept), so they are dropped.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js')
PipelinedRequestsQueue.prototype.addBody = function addBody() {}

const job = JSON.parse(process.argv[2])
const request = { method: job.method ?? 'GET', headers: job.headers ?? {}, body: job.body }
const lastRevision = {}
let setupClient
if (job.save) {
  // Each connection is one student saving to their own attempt, with their own rising revision, as the test page
  // does; at most one connection per student. autocannon clears a request's `context` after every request when
  // there is one request in the list, so the state lives with the connection (setupClient), and the next save is
  // set as each answer arrives. Revisions continue from the highest the last run sent (`revisionFrom`): starting
  // again at 1 would make every save an older revision, which the server answers 200 without storing it.
  const ids = Object.keys(job.save.answers)
  if (job.connections > job.save.students.length) throw new Error('a save run needs a student per connection')
  let next = 0
  setupClient = (client) => {
    const index = next++
    const { cookie, attemptId } = job.save.students[index]
    let revision = job.save.revisionFrom ?? 0
    const prepare = () => {
      revision += 1
      client.setRequests([
        {
          method: 'PUT',
          path: `/api/attempts/${attemptId}/answers`,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ answers: job.save.answers, position: revision % ids.length, revision }),
        },
      ])
    }
    prepare()
    client.on('response', (status) => {
      if (status === 200) lastRevision[index] = revision
      prepare()
    })
  }
}
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  requests: [request],
  setupClient,
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
    ...(job.save ? { lastRevision } : {}),
  })}\n`,
)
