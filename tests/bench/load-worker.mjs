// Runs in a worker thread: keeps `connections` keep-alive requests in flight against one URL for `seconds`.
// Plain JavaScript so the worker needs no TypeScript loader.
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const { url, headers, connections, seconds } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const deadline = Date.now() + seconds * 1000
let ok = 0
let failed = 0

function one() {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume()
      res.on('end', () => {
        if (res.statusCode === 200) ok += 1
        else failed += 1
        resolve()
      })
    })
    req.on('error', () => {
      failed += 1
      resolve()
    })
  })
}

async function loop() {
  while (Date.now() < deadline) await one()
}

await Promise.all(Array.from({ length: connections }, loop))
agent.destroy()
parentPort?.postMessage({ ok, failed, seconds })
