// Career clusters: the look-alike careers of a family, which a student cannot tell apart by interests, grouped so
// that a result can rank what a student can tell apart (docs/assessment.md, "Career clusters"). The data is
// clusters.json; its schema, and the checks against the catalogue, are src/shared/schemas/clusters.ts. This file
// adds the check that needs the careers' interest profiles, loads the file once (when first imported), and gives typed access.
import { RIASEC } from '../../shared/schemas/items'
import type { Career } from '../../shared/schemas/careers'
import { clustersFileSchema, type Cluster, type ClustersFile } from '../../shared/schemas/clusters'
import { readAssessmentJson } from '../lib/paths'
import { CAREERS } from './careers'
import { pearson } from './scoring'

export type { Cluster }

/**
 * Two careers whose O*NET interest profiles correlate above this are look-alikes: an interest test cannot say which
 * of the two fits a student better (the core engineering branches correlate 0.98 to 0.99), so they belong in one
 * cluster, or the file says why a student can tell them apart all the same (`apart`).
 */
export const LOOK_ALIKE_R = 0.95

/** The profile correlation of two careers' six O*NET ratings, as matching correlates a student's profile with a career's. */
export function profileCorrelation(a: Pick<Career, 'interests'>, b: Pick<Career, 'interests'>): number {
  return (
    pearson(
      RIASEC.map((t) => a.interests[t]),
      RIASEC.map((t) => b.interests[t]),
    ) ?? 0
  )
}

export interface LookAlikePair {
  a: Career
  b: Career
  r: number
}

/** Every pair of careers above LOOK_ALIKE_R, the closest first. */
export function lookAlikePairs(careers: readonly Career[]): LookAlikePair[] {
  const pairs: LookAlikePair[] = []
  careers.forEach((a, i) => {
    for (const b of careers.slice(i + 1)) {
      const r = profileCorrelation(a, b)
      if (r > LOOK_ALIKE_R) pairs.push({ a, b, r })
    }
  })
  return pairs.sort((x, y) => y.r - x.r)
}

const pairKey = (x: string, y: string) => (x < y ? `${x} ${y}` : `${y} ${x}`)

/**
 * What the file gets wrong about look-alikes: a pair above LOOK_ALIKE_R in two clusters that `apart` does not
 * explain, and an `apart` entry that no such pair needs (so the list cannot go stale). Empty when all is well.
 */
export function lookAlikeProblems(careers: readonly Career[], file: Pick<ClustersFile, 'apart'>): string[] {
  const explained = new Set(file.apart.map((entry) => pairKey(...entry.clusters)))
  const needed = new Set<string>()
  const problems: string[] = []
  for (const { a, b, r } of lookAlikePairs(careers)) {
    if (a.cluster === b.cluster) continue
    const key = pairKey(a.cluster, b.cluster)
    needed.add(key)
    if (!explained.has(key)) {
      problems.push(`'${a.id}' and '${b.id}' are look-alikes (r = ${r.toFixed(3)}) in clusters '${a.cluster}' and '${b.cluster}': put them in one cluster, or say in 'apart' why they stay apart`)
    }
  }
  for (const key of explained) {
    if (!needed.has(key)) problems.push(`'apart' lists the clusters ${key.replace(' ', ' and ')}, but no look-alike pair is split between them`)
  }
  return problems
}

/** Reads the clusters data file (clusters.json). Exposed for the tests and the build's data check. */
export function readClustersFile(): unknown {
  return readAssessmentJson('clusters.json')
}

/** The clusters file checked against a catalogue: the schema, then the look-alikes. Throws naming every problem. */
export function parseClustersFile(careers: readonly Career[], value: unknown): ClustersFile {
  const file = clustersFileSchema(careers).parse(value)
  const problems = lookAlikeProblems(careers, file)
  if (problems.length > 0) throw new Error(`clusters.json: ${problems.join('; ')}`)
  return file
}

const FILE = parseClustersFile(CAREERS, readClustersFile())

/** Every cluster, grouped by family as in the file; validated at start-up, so a career never lacks its cluster. */
export const CLUSTERS: readonly Cluster[] = Object.freeze(FILE.clusters.map((c) => Object.freeze({ ...c })))

const BY_ID: ReadonlyMap<string, Cluster> = new Map(CLUSTERS.map((c) => [c.id, c]))
const CAREER_CLUSTER: ReadonlyMap<string, Cluster> = new Map(CAREERS.map((c) => [c.id, BY_ID.get(c.cluster)!]))
const CLUSTER_CAREERS: ReadonlyMap<string, readonly Career[]> = new Map(
  CLUSTERS.map((cluster) => [cluster.id, Object.freeze(CAREERS.filter((c) => c.cluster === cluster.id))]),
)

/** The cluster with this id, if any. */
export function clusterById(id: string): Cluster | undefined {
  return BY_ID.get(id)
}

/** The cluster a catalogue career belongs to. Throws for an id that is not in the catalogue. */
export function clusterOf(careerId: string): Cluster {
  const cluster = CAREER_CLUSTER.get(careerId)
  if (!cluster) throw new Error(`no career '${careerId}' in the catalogue`)
  return cluster
}

/** A cluster's careers (its specialisations), in catalogue order; empty for an unknown id. */
export function careersOf(clusterId: string): readonly Career[] {
  return CLUSTER_CAREERS.get(clusterId) ?? []
}
