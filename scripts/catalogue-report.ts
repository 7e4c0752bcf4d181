// Prints what docs/assessment.md says of the catalogue's shape: careers, families, clusters, and every pair of
// look-alike careers (O*NET interest profiles correlating above LOOK_ALIKE_R), in one cluster or apart, grouped by
// the two clusters with the reason clusters.json gives. Usage: node --import tsx scripts/catalogue-report.ts
import { CAREER_FAMILIES } from '../src/shared/schemas/careers'
import { CAREERS } from '../src/server/assessment/careers'
import { careersOf, CLUSTERS, LOOK_ALIKE_R, lookAlikePairs, readClustersFile } from '../src/server/assessment/clusters'
import type { ClustersFile } from '../src/shared/schemas/clusters'

const families = Object.entries(CAREER_FAMILIES).map(([id, label]) => ({
  label,
  careers: CAREERS.filter((c) => c.family === id).length,
  clusters: CLUSTERS.filter((c) => c.family === id).length,
}))
const multi = CLUSTERS.filter((c) => careersOf(c.id).length > 1)
console.log(`${CAREERS.length} careers in ${families.filter((f) => f.careers > 0).length} families and ${CLUSTERS.length} clusters, ${multi.length} of them with more than one career.`)
console.log(`Careers with a proxy O*NET occupation: ${CAREERS.filter((c) => c.onet.proxy).length}.\n`)
console.log('| family | careers | clusters |\n|---|---|---|')
for (const f of families) console.log(`| ${f.label} | ${f.careers} | ${f.clusters} |`)

const pairs = lookAlikePairs(CAREERS)
const apart = pairs.filter((p) => p.a.cluster !== p.b.cluster)
console.log(`\nLook-alike pairs (r > ${LOOK_ALIKE_R}): ${pairs.length}; in one cluster ${pairs.length - apart.length}, apart ${apart.length}.`)
const reasons = (readClustersFile() as ClustersFile).apart
for (const entry of reasons) {
  const split = apart.filter((p) => entry.clusters.includes(p.a.cluster) && entry.clusters.includes(p.b.cluster))
  const list = split.map((p) => `${p.a.id}/${p.b.id} ${p.r.toFixed(3)}`).join(', ')
  console.log(`- ${entry.clusters.join(' / ')}: ${split.length} pair${split.length === 1 ? '' : 's'} (${list}). ${entry.why}`)
}
console.log('\nClusters with more than one career:')
for (const c of multi) console.log(`- ${c.name} (${c.family}): ${careersOf(c.id).map((x) => x.careerField).join('; ')}`)
