// A result as every view leads it: by the clusters it ranks ("which kind of work"), each with its careers inside as
// specialisations, and the careers the student's stream has closed apart, last. Results stored before clusters have
// no `clusters` and are listed as careers, as they always were. One grouping for the results screen, the PDF and the
// parents' page, so the three never disagree about which careers a kind of work holds.
import { hasInterestSignal, type ClusterMatch, type FamilyMatch, type Recommendation, type TestResults } from './schemas/results'

export interface ClusterGroup {
  cluster: ClusterMatch
  /** The cluster's careers in the result, in the student's order (its specialisations). */
  careers: Recommendation[]
}

export interface ClusterLedResult {
  groups: ClusterGroup[]
  /** Careers of the result in no cluster it ranks: those the student's stream has closed, each with its route left. */
  apart: Recommendation[]
  /** False when the interests did not differ at all: the kinds of work are A to Z, with no percentage or band. */
  ranked: boolean
  /**
   * The best family, when the engine put its best cluster first although a cluster of another family has a higher
   * match of its own: every view says so beside the first cluster, so the order is not read as a mistake.
   */
  ledByFamily: FamilyMatch | null
}

/** The cluster-led reading of a result, or null for a result stored before clusters. */
export function clusterLedResult(results: Pick<TestResults, 'clusters' | 'recommendations' | 'families' | 'profile'>): ClusterLedResult | null {
  const clusters = results.clusters ?? []
  if (clusters.length === 0) return null
  const byId = new Map(results.recommendations.map((r) => [r.id, r]))
  const used = new Set<string>()
  const groups = clusters
    .map((cluster) => ({
      cluster,
      careers: cluster.careerIds.flatMap((id) => {
        const career = byId.get(id)
        if (!career || used.has(id)) return []
        used.add(id)
        return [career]
      }),
    }))
    .filter((group) => group.careers.length > 0)
  if (groups.length === 0) return null
  const ranked = hasInterestSignal(results.profile.quality.differentiation)
  const first = groups[0]!.cluster
  const best = results.families?.[0]
  const outranked = groups.slice(1).some((g) => g.cluster.family !== first.family && g.cluster.matchPercentage > first.matchPercentage)
  return {
    groups,
    apart: results.recommendations.filter((r) => !used.has(r.id)),
    ranked,
    ledByFamily: ranked && best && best.id === first.family && outranked ? best : null,
  }
}
