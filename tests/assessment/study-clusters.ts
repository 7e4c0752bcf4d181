// The clusters the validity study measures at: the catalogue's own (clusters.json), groups of look-alike careers
// inside a family, "which kind of work" a student can tell apart.
import { CLUSTERS, clusterOf as catalogueClusterOf } from '../../src/server/assessment/clusters'

/** The cluster id of a catalogue career. */
export function clusterOf(careerId: string): string {
  return catalogueClusterOf(careerId).id
}

export const CLUSTER_COUNT = CLUSTERS.length
