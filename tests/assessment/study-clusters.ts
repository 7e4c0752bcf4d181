// The clusters the validity study measures at: groups of look-alike careers inside a family, "which kind of work" a
// student can tell apart. The catalogue's own `cluster` field when its careers carry one; otherwise a provisional
// grouping made here from the catalogue's O*NET profiles (within each family, complete linkage: every two careers of
// a cluster correlate at PROVISIONAL_LINKAGE or more), so that the study can measure at the cluster level before the
// catalogue names its clusters.
import { CAREERS } from '../../src/server/assessment/careers'
import { RIASEC } from '../../src/shared/schemas/items'
import type { Career } from '../../src/shared/schemas/careers'
import { pearson } from './validity-model'

/** Complete-linkage threshold of the provisional clusters: 44 clusters of the 69-career catalogue. */
export const PROVISIONAL_LINKAGE = 0.9

const profile = (c: Career) => RIASEC.map((t) => c.interests[t])

function provisionalClusters(careers: readonly Career[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const family of [...new Set(careers.map((c) => c.family))]) {
    let clusters = careers.filter((c) => c.family === family).map((c) => [c])
    for (;;) {
      let best = -Infinity
      let pair: [number, number] | undefined
      for (let i = 0; i < clusters.length; i++) {
        for (let j = i + 1; j < clusters.length; j++) {
          let weakest = 1
          for (const a of clusters[i]!) for (const b of clusters[j]!) weakest = Math.min(weakest, pearson(profile(a), profile(b)))
          if (weakest > best) {
            best = weakest
            pair = [i, j]
          }
        }
      }
      if (!pair || best < PROVISIONAL_LINKAGE) break
      const [i, j] = pair
      clusters = clusters.map((c, k) => (k === i ? [...c, ...clusters[j]!] : c)).filter((_, k) => k !== j)
    }
    for (const cluster of clusters) {
      const id = `${family}/${[...cluster].map((c) => c.id).sort()[0]}`
      for (const c of cluster) out.set(c.id, id)
    }
  }
  return out
}

/** Where the clusters come from: the catalogue's own field, or the provisional grouping. */
export const CLUSTER_SOURCE: 'catalogue' | 'provisional' = CAREERS.every((c) => typeof (c as { cluster?: unknown }).cluster === 'string')
  ? 'catalogue'
  : 'provisional'

const CLUSTER_OF: ReadonlyMap<string, string> =
  CLUSTER_SOURCE === 'catalogue'
    ? new Map(CAREERS.map((c) => [c.id, (c as unknown as { cluster: string }).cluster]))
    : provisionalClusters(CAREERS)

/** The cluster of a catalogue career. */
export function clusterOf(careerId: string): string {
  const cluster = CLUSTER_OF.get(careerId)
  if (cluster === undefined) throw new Error(`no cluster for career '${careerId}'`)
  return cluster
}

export const CLUSTER_COUNT = new Set(CLUSTER_OF.values()).size
