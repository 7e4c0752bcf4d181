// A TCP proxy on loopback in front of PostgreSQL, to play the faults of a real network: pause() stops forwarding
// while keeping every connection open (a database that stops answering), outage() drops every connection and
// refuses new ones for a while (a restart), without touching the real server other tests share.
import net, { type AddressInfo } from 'node:net'

export interface TcpProxy {
  port: number
  /** Rewrites a postgres:// URL to go through the proxy. */
  url(target: string): string
  pause(): void
  resume(): void
  /** Drops every connection now and refuses new ones for ms. */
  outage(ms: number): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>()
  let paused = false
  let refusing = false
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy()
      return
    }
    const upstream = net.connect(targetPort, targetHost)
    const pair = { client, upstream }
    pairs.add(pair)
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => {
        if (paused) return // swallowed: the other side waits for an answer that never comes
        to.write(chunk)
      })
    }
    forward(client, upstream)
    forward(upstream, client)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url(target) {
      const u = new URL(target)
      u.hostname = '127.0.0.1'
      u.port = String(port)
      return u.toString()
    },
    pause() {
      paused = true
    },
    resume() {
      paused = false
    },
    async outage(ms) {
      refusing = true
      for (const { client, upstream } of [...pairs]) {
        client.destroy()
        upstream.destroy()
      }
      await new Promise((resolve) => setTimeout(resolve, ms))
      refusing = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy()
          upstream.destroy()
        }
        server.close(() => resolve())
      }),
  }
}
