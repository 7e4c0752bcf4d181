// Summarises a V8 .cpuprofile (from `npm run bench -- --cpu-prof`): self time by function and by package.
// Usage: node tests/bench/profile-summary.mjs file.cpuprofile [top]
import { readFileSync } from 'node:fs'
import process from 'node:process'

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const top = Number(process.argv[3] ?? 25)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i]
  self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0))
}
const total = [...self.values()].reduce((a, b) => a + b, 0)
const fn = new Map()
const pkg = new Map()
for (const [id, us] of self) {
  const { callFrame } = byId.get(id)
  const url = callFrame.url || '(native)'
  const key = `${callFrame.functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist|src)\//, '$1/')}:${callFrame.lineNumber + 1}`
  fn.set(key, (fn.get(key) ?? 0) + us)
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  const p = m ? m[1] : url.startsWith('node:') ? 'node internals' : url.includes('/dist/server/') ? 'disha (dist/server)' : callFrame.functionName === '(idle)' ? '(idle)' : callFrame.functionName === '(garbage collector)' ? '(gc)' : url || '(program/native)'
  pkg.set(p, (pkg.get(p) ?? 0) + us)
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`
console.log(`total ${(total / 1e6).toFixed(1)} s sampled`)
console.log('\nby package')
for (const [k, v] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(v)}  ${k}`)
console.log('\nby function (self time)')
for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`)

// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const inclusive = new Map()
for (const [id, us] of self) {
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const { callFrame } = byId.get(cur)
    const key = `${callFrame.functionName || '(anonymous)'} ${(callFrame.url || '(native)').replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist|src)\//, '$1/')}:${callFrame.lineNumber + 1}`
    if (seen.has(key)) continue
    seen.add(key)
    inclusive.set(key, (inclusive.get(key) ?? 0) + us)
  }
}
console.log('\nby function (inclusive time)')
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`)
