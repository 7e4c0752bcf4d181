// How much the validity study's figures move from one sample of students to another: the study run again with other
// seeds (the same response model, the same engine, other students and other answer noise), each figure's spread,
// pooled and by grade. The floors of validity.test.ts sit FLOOR_SDS of these standard deviations below the figures
// they guard (floors.ts). Run:
//   node --import tsx tests/assessment/noise.ts            (the shipped banks; about two minutes)
//   node --import tsx tests/assessment/noise.ts blueprint  (placeholder banks of the blueprint)
//   node --import tsx tests/assessment/noise.ts streams    (grades 11-12, each stream's drawn test)
//   node --import tsx tests/assessment/noise.ts --write    (all three, and writes floors.json)
import { GRADES, type Grade } from '../../src/shared/schemas/items'
import { blueprintBank } from './fixtures'
import { writeFileSync } from 'node:fs'
import { FLOOR_CELLS, FLOOR_SDS, FLOORS_FILE } from './floors'
import { streamCohorts } from './boards'
import { runValidityStudy, shippedCohorts, type Cohort, type Figure, type StudyOptions } from './validity-study'

/** Samples the spread is measured on: the study's own seeds and this many more. */
export const NOISE_SAMPLES = 8
/** Seeds of sample k are offset by k times this (far from every seed the study and its scripts use). */
export const NOISE_SEED_STEP = 10_000_019

/** The kinds of study with floors: the shipped banks, placeholder banks of the blueprint, and grades 11-12 stream by stream. */
export const STUDY_KINDS = ['shipped', 'blueprint', 'streams'] as const

export function cohortsOf(kind: string): Cohort[] {
  if (kind === 'blueprint') return (GRADES as readonly Grade[]).map((grade) => ({ grade, bank: blueprintBank(grade) }))
  if (kind === 'streams') return streamCohorts()
  return shippedCohorts()
}

/**
 * The study of a kind: its cohorts and, for the streams (seven streams × grades 11 and 12), every fourth occupation, so
 * that its fourteen cohorts take about as long as the five grades of the others.
 */
export function studyOf(kind: string): Pick<StudyOptions, 'cohorts' | 'stride'> {
  return { cohorts: cohortsOf(kind), ...(kind === 'streams' ? { stride: 4 } : {}) }
}

interface Spread {
  key: string
  what: string
  format: Figure['format']
  direction: Figure['direction']
  /** Per cell ('pooled', 'grade 8', …): the value in each sample (the first is the study's own seeds), mean and SD. */
  cells: Record<string, { values: number[]; mean: number; sd: number }>
}

export function figureSpread(kind: string, samples = NOISE_SAMPLES): Spread[] {
  const runs: Figure[][] = []
  for (let k = 0; k < samples; k++) {
    runs.push(runValidityStudy({ ...studyOf(kind), seedOffset: k * NOISE_SEED_STEP }).figures)
    process.stderr.write(`${kind}: sample ${k + 1} of ${samples}\n`)
  }
  return runs[0]!.map((f, i) => {
    const cells: Spread['cells'] = {}
    for (const cell of ['pooled', ...Object.keys(f.cells).filter(FLOOR_CELLS)]) {
      const values = runs.map((r) => (cell === 'pooled' ? r[i]!.value : r[i]!.cells[cell]!))
      // A figure a kind cannot measure (the grade 9-10 stream suggestion in grades 11-12) gets no floor.
      if (values.every((v) => Number.isNaN(v))) continue
      const mean = values.reduce((s, v) => s + v, 0) / values.length
      const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1))
      cells[cell] = { values, mean, sd }
    }
    return { key: f.key, what: f.what, format: f.format, direction: f.direction, cells }
  })
}

function table(kind: string, spreads: readonly Spread[]): string {
  const lines = [
    `| figure (${kind} banks) | study seed | mean | SD | lowest | highest | floor |`,
    '|---|---|---|---|---|---|---|',
  ]
  for (const f of spreads) {
    const c = f.cells.pooled
    if (!c) continue
    const u = f.format === 'pct' ? 100 : 1
    const d = f.format === 'pct' ? 1 : 3
    const direction = f.direction === 'max' ? 1 : -1
    const floor = c.values[0]! + direction * FLOOR_SDS * c.sd
    lines.push(
      `| ${f.what} | ${(u * c.values[0]!).toFixed(d)} | ${(u * c.mean).toFixed(d)} | ${(u * c.sd).toFixed(d + 1)} | ${(u * Math.min(...c.values)).toFixed(d)} | ${(u * Math.max(...c.values)).toFixed(d)} | ${direction < 0 ? '≥' : '≤'} ${(u * floor).toFixed(d)} |`,
    )
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write')
  const kinds = write ? STUDY_KINDS : [process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'shipped']
  const cohorts: Record<string, Record<string, Record<string, { now: number; sd: number }>>> = {}
  for (const kind of kinds) {
    const spreads = figureSpread(kind)
    console.log(`${NOISE_SAMPLES} samples of students; percentages in points; floor = study seed ∓ ${FLOOR_SDS} SD\n\n${table(kind, spreads)}\n`)
    cohorts[kind] = Object.fromEntries(
      spreads.map((f) => [f.key, Object.fromEntries(Object.entries(f.cells).map(([cell, c]) => [cell, { now: round(c.values[0]!), sd: round(c.sd) }]))]),
    )
  }
  if (write) {
    const about = `Written by 'node --import tsx tests/assessment/noise.ts --write': each figure of the validity study (pooled and by grade) with its value on the study's own seeds and its standard deviation over ${NOISE_SAMPLES} samples of students. validity.test.ts fails when a figure falls more than FLOOR_SDS standard deviations below its value here (floors.ts).`
    writeFileSync(FLOORS_FILE, `${JSON.stringify({ about, cohorts }, null, 1)}\n`)
    console.log(`wrote ${FLOORS_FILE}`)
  }
}

function round(x: number): number {
  return Math.round(x * 1e5) / 1e5
}
