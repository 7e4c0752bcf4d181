// Derives the match-percentage calibration (MATCH_CALIBRATION in src/server/assessment/matching.ts) from simulated
// students drawn with seeds the validity study does not use: for each student's five clusters, a least-squares fit of
// the true interest correlation of the cluster's best career (the one whose percentage the cluster shows) on the
// measured fit and the measured differentiation. The validity study then checks the result on fresh students. Run:
//   node --import tsx tests/assessment/calibrate.ts             (the shipped banks)
//   node --import tsx tests/assessment/calibrate.ts blueprint   (placeholder banks of the blueprint)
// and copy the printed coefficients for the banks the product uses.
import { RIASEC } from '../../src/shared/schemas/items'
import { matchCareers } from '../../src/server/assessment/matching'
import { rankClusters } from '../../src/server/assessment/families'
import { scoreWithBank } from '../../src/server/assessment/scoring'
import { cohortsOf } from './noise'
import { studyStudents } from './validity-study'
import { pearson } from './validity-model'

/** Calibration students: the study's students with their seeds moved far from the study's own. */
const CALIBRATION_SEED_OFFSET = 7_000_000

const rows: number[][] = []
const ys: number[] = []
for (const s of studyStudents({ cohorts: cohortsOf(process.argv[2] ?? 'shipped'), seedOffset: CALIBRATION_SEED_OFFSET })) {
  const profile = scoreWithBank(s.grade, s.cohort.bank, s.first.answers)
  const d = (profile.quality.differentiation ?? 0) / 100
  const latent = RIASEC.map((t) => s.student.interests[t])
  const matches = matchCareers(profile)
  const byId = new Map(matches.map((m) => [m.career.id, m]))
  for (const cluster of rankClusters(matches, profile.quality).slice(0, 5)) {
    const best = byId.get(cluster.careerIds[0]!)!
    rows.push([1, cluster.fit, d, cluster.fit * d])
    ys.push(pearson(latent, RIASEC.map((t) => best.career.interests[t])))
  }
}

// Normal equations (XᵀX) b = Xᵀy, solved by Gaussian elimination.
const k = 4
const a = Array.from({ length: k }, (_, i) => Array.from({ length: k + 1 }, (_, j) => (j < k ? rows.reduce((s, r) => s + r[i]! * r[j]!, 0) : rows.reduce((s, r, n) => s + r[i]! * ys[n]!, 0))))
for (let i = 0; i < k; i++) {
  const p = a[i]![i]!
  for (let j = i; j <= k; j++) a[i]![j]! /= p
  for (let r = 0; r < k; r++) {
    if (r === i) continue
    const f = a[r]![i]!
    for (let j = i; j <= k; j++) a[r]![j]! -= f * a[i]![j]!
  }
}
const b = a.map((row) => row[k]!)
const predicted = rows.map((r) => r.reduce((s, x, i) => s + x * b[i]!, 0))
console.log('coefficients [1, fit, d, fit·d]:', b.map((x) => x.toFixed(3)).join(', '))
console.log('r(predicted, true fit) =', pearson(predicted, ys).toFixed(3), ' r(fit, true fit) =', pearson(rows.map((r) => r[1]!), ys).toFixed(3), ' n =', rows.length)
