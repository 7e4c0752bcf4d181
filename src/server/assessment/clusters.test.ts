import { describe, expect, it } from 'vitest'
import { CAREERS } from './careers'
import { careersOf, clusterById, clusterOf, CLUSTERS, LOOK_ALIKE_R, lookAlikePairs, lookAlikeProblems, parseClustersFile, profileCorrelation, readClustersFile } from './clusters'
import { clustersFileSchema, type ClustersFile } from '../../shared/schemas/clusters'
import type { Career } from '../../shared/schemas/careers'

const career = (id: string) => CAREERS.find((c) => c.id === id)!
/** A fresh copy of the project's clusters file, to break in one place. */
const fileCopy = () => structuredClone(readClustersFile()) as ClustersFile
const issuesOf = (careers: readonly Career[], value: unknown) => {
  const result = clustersFileSchema(careers).safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('career clusters', () => {
  it("give every career a cluster that exists and is in the career's own family", () => {
    for (const c of CAREERS) {
      const cluster = clusterOf(c.id)
      expect(cluster.id, c.id).toBe(c.cluster)
      expect(cluster.family, c.id).toBe(c.family)
      expect(clusterById(c.cluster)).toBe(cluster)
    }
    expect(() => clusterOf('astrology')).toThrow(/no career 'astrology'/)
  })

  it('leave no cluster empty, repeat no id, and hold every career exactly once', () => {
    expect(new Set(CLUSTERS.map((c) => c.id)).size).toBe(CLUSTERS.length)
    for (const cluster of CLUSTERS) {
      expect(careersOf(cluster.id).length, cluster.id).toBeGreaterThan(0)
      for (const c of careersOf(cluster.id)) expect(c.family, `${cluster.id}: ${c.id}`).toBe(cluster.family)
    }
    expect(CLUSTERS.flatMap((cluster) => careersOf(cluster.id).map((c) => c.id)).sort()).toEqual(CAREERS.map((c) => c.id).sort())
    expect(careersOf('astrology')).toEqual([])
  })

  it('group the look-alikes a student cannot tell apart: the core engineering branches, and CA, CMA and CS', () => {
    const core = careersOf('core-engineering').map((c) => c.id)
    for (const id of ['mechanical-engineering', 'civil-engineering', 'electrical-electronics-engineering', 'chemical-engineering']) expect(core).toContain(id)
    expect(clusterOf('cost-management-accountancy')).toBe(clusterOf('chartered-accountancy'))
    expect(clusterOf('company-secretary')).toBe(clusterOf('chartered-accountancy'))
    expect(clusterOf('computer-science-software')).not.toBe(clusterOf('mechanical-engineering'))
  })

  it('put every pair of careers above the look-alike line in one cluster, or say why not', () => {
    expect(LOOK_ALIKE_R).toBe(0.95)
    expect(lookAlikeProblems(CAREERS, fileCopy())).toEqual([])
    const pairs = lookAlikePairs(CAREERS)
    expect(pairs.length).toBeGreaterThan(0)
    for (const { a, b, r } of pairs) {
      expect(r).toBeGreaterThan(LOOK_ALIKE_R)
      expect(profileCorrelation(b, a)).toBeCloseTo(r, 12)
      if (a.cluster !== b.cluster) {
        const entry = fileCopy().apart.find((e) => [...e.clusters].sort().join() === [a.cluster, b.cluster].sort().join())
        expect(entry?.why, `${a.id} / ${b.id}`).toMatch(/\w/)
      }
    }
    expect(profileCorrelation(career('law'), career('law'))).toBeCloseTo(1, 12)
  })

  it('refuse a split look-alike pair without a reason, and a reason that no pair needs', () => {
    // Mechanical engineering alone in a cluster of its own: its look-alikes are now split from it without a reason.
    const moved = CAREERS.map((c) => (c.id === 'mechanical-engineering' ? { ...c, cluster: 'machines' } : c))
    const file = fileCopy()
    file.clusters.push({ id: 'machines', family: 'engineering-technology', name: 'Machines', description: 'Designing and building machines of every size.' })
    expect(lookAlikeProblems(moved, file)).toContainEqual(expect.stringMatching(/'mechanical-engineering' and 'civil-engineering' are look-alikes \(r = 0\.98\d\)/))
    expect(() => parseClustersFile(moved, file)).toThrow(/look-alikes/)

    const stale = fileCopy()
    stale.apart.push({ clusters: ['law', 'performing-arts'], why: 'Lawyers and performers are not look-alikes at all, so nothing needs this.' })
    expect(lookAlikeProblems(CAREERS, stale)).toEqual(["'apart' lists the clusters law and performing-arts, but no look-alike pair is split between them"])

    const withoutReason = fileCopy()
    const [removed] = withoutReason.apart.splice(0, 1)
    expect(lookAlikeProblems(CAREERS, withoutReason).join(' ')).toContain(`clusters '${removed!.clusters[0]}' and '${removed!.clusters[1]}'`)
  })

  it('refuse a career whose cluster is missing or in another family, an empty cluster and a repeated id', () => {
    const unknown = CAREERS.map((c) => (c.id === 'psychology' ? { ...c, cluster: 'astrology' } : c))
    expect(issuesOf(unknown, fileCopy())).toContainEqual("career 'psychology' names cluster 'astrology', which the file does not have")
    // With psychology, a cluster of one, moved out, its own cluster is left empty.
    expect(careersOf('psychology').map((c) => c.id)).toEqual(['psychology'])
    expect(issuesOf(unknown, fileCopy())).toContainEqual("cluster 'psychology' has no career")

    const otherFamily = CAREERS.map((c) => (c.id === 'law' ? { ...c, cluster: 'core-engineering' } : c))
    expect(issuesOf(otherFamily, fileCopy())).toContainEqual(
      "career 'law' is in family 'law-public-service' but its cluster 'core-engineering' is in 'engineering-technology'",
    )

    const repeated = fileCopy()
    repeated.clusters.push({ ...repeated.clusters[0]! })
    expect(issuesOf(CAREERS, repeated)).toContainEqual(`duplicate cluster id '${repeated.clusters[0]!.id}'`)

    const unknownApart = fileCopy()
    unknownApart.apart.push({ clusters: ['law', 'astrology'], why: 'Astrology is not a cluster of the catalogue at all.' })
    expect(issuesOf(CAREERS, unknownApart)).toContainEqual("no cluster 'astrology'")

    expect(issuesOf(CAREERS, fileCopy())).toEqual([])
  })
})
