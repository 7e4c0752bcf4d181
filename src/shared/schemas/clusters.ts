// Career clusters: look-alike careers of one family that a student cannot tell apart by interests (their O*NET
// interest profiles nearly coincide), grouped so that a result can rank what a student can tell apart and show the
// careers inside as specialisations: "Core engineering" holds mechanical, civil, electrical and chemical engineering.
// The data is src/server/assessment/clusters.json, reviewed in pull requests; each career names its cluster in
// careers.json (`cluster`). The server checks the two files against each other at start-up
// (src/server/assessment/clusters.ts), and so does the build (scripts/check-data.ts).
import { z } from 'zod'
import { CAREER_FAMILY_IDS, type Career } from './careers'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are kebab-case slugs')

export const clusterSchema = z.strictObject({
  /** Stable kebab-case slug; results may store it, so never rename one. */
  id: slug,
  /** The one family every career of the cluster belongs to. */
  family: z.enum(CAREER_FAMILY_IDS),
  /** What a student reads, such as 'Core engineering'. */
  name: z.string().trim().min(3).max(60),
  /** One sentence: the kind of work the cluster's careers share. */
  description: z
    .string()
    .trim()
    .min(30)
    .max(200)
    .regex(/^[A-Z].*\.$/, 'one whole sentence: a capital letter first, a full stop last'),
})
export type Cluster = z.infer<typeof clusterSchema>

/**
 * Two clusters that hold a pair of look-alike careers (profile correlation above the catalogue's look-alike line)
 * and still stay apart, with the reason a student or counsellor can tell them apart all the same.
 */
const clustersApartSchema = z.strictObject({
  clusters: z.tuple([slug, slug]).refine(([a, b]) => a !== b, 'two different clusters'),
  why: z
    .string()
    .trim()
    .min(30)
    .max(400)
    .regex(/^[A-Z].*\.$/, 'whole sentences: a capital letter first, a full stop last'),
})
export type ClustersApart = z.infer<typeof clustersApartSchema>

/** The clusters file, checked against the catalogue: what each career's `cluster` must agree with. */
export function clustersFileSchema(careers: readonly Pick<Career, 'id' | 'family' | 'cluster'>[]) {
  return z
    .strictObject({
      /** What the file is and how to keep it, for the person who edits it (JSON has no comments). */
      about: z.string().trim().min(20),
      clusters: z.array(clusterSchema).min(1),
      /** Look-alike careers kept in different clusters, and why (see src/server/assessment/clusters.ts). */
      apart: z.array(clustersApartSchema),
    })
    .superRefine((file, ctx) => {
      const byId = new Map<string, Cluster>()
      file.clusters.forEach((cluster, i) => {
        if (byId.has(cluster.id)) ctx.addIssue({ code: 'custom', path: ['clusters', i, 'id'], message: `duplicate cluster id '${cluster.id}'` })
        byId.set(cluster.id, cluster)
      })
      const used = new Set<string>()
      for (const career of careers) {
        const cluster = byId.get(career.cluster)
        used.add(career.cluster)
        if (!cluster) {
          ctx.addIssue({ code: 'custom', path: ['clusters'], message: `career '${career.id}' names cluster '${career.cluster}', which the file does not have` })
        } else if (cluster.family !== career.family) {
          ctx.addIssue({
            code: 'custom',
            path: ['clusters'],
            message: `career '${career.id}' is in family '${career.family}' but its cluster '${cluster.id}' is in '${cluster.family}'`,
          })
        }
      }
      file.clusters.forEach((cluster, i) => {
        if (!used.has(cluster.id)) ctx.addIssue({ code: 'custom', path: ['clusters', i, 'id'], message: `cluster '${cluster.id}' has no career` })
      })
      const seenPairs = new Set<string>()
      file.apart.forEach((entry, i) => {
        for (const id of entry.clusters) {
          if (!byId.has(id)) ctx.addIssue({ code: 'custom', path: ['apart', i, 'clusters'], message: `no cluster '${id}'` })
        }
        const key = [...entry.clusters].sort().join(' ')
        if (seenPairs.has(key)) ctx.addIssue({ code: 'custom', path: ['apart', i, 'clusters'], message: `the clusters ${key} are listed twice` })
        seenPairs.add(key)
      })
    })
}
export type ClustersFile = z.infer<ReturnType<typeof clustersFileSchema>>
