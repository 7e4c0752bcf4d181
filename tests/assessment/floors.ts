// The floors of the validity study: each figure, pooled and in each grade, may not fall below its value when the floors
// were set less FLOOR_SDS times its spread between samples of students (noise.ts), so that a change that makes the
// advice worse fails validity.test.ts while a change the study cannot tell from a new sample of students does not.
// The values live in floors.json, written by `node --import tsx tests/assessment/noise.ts --write` (about five
// minutes); raise them that way after a change that makes the advice better, and review the diff.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Figure } from './validity-study'

/** How many standard deviations of the sample-to-sample spread a figure may move before the floor fails. */
export const FLOOR_SDS = 2.5

/** The cells a floor guards: the pool and each grade (interest types and boards are reported, with fewer students each). */
export const FLOOR_CELLS = (cell: string) => cell === 'pooled' || cell.startsWith('grade ') || cell.startsWith('board ')

export interface FloorEntry {
  /** The figure when the floors were set (the study's own seeds). */
  now: number
  /** Its standard deviation over NOISE_SAMPLES samples of students. */
  sd: number
}
export type Floors = Record<string, Record<string, Record<string, FloorEntry>>>

export const FLOORS_FILE = fileURLToPath(new URL('./floors.json', import.meta.url))

export function readFloors(): Floors {
  return (JSON.parse(readFileSync(FLOORS_FILE, 'utf8')) as { cohorts: Floors }).cohorts
}

/** Every figure and cell of a run that breaks its floor, in words; empty when none does. */
export function floorFailures(figures: readonly Figure[], floors: Record<string, Record<string, FloorEntry>>): string[] {
  const failures: string[] = []
  for (const f of figures) {
    const entries = floors[f.key]
    if (!entries) {
      failures.push(`${f.key}: no floor (run noise.ts --write)`)
      continue
    }
    for (const [cell, { now, sd }] of Object.entries(entries)) {
      const value = cell === 'pooled' ? f.value : f.cells[cell]
      if (value === undefined || Number.isNaN(value)) {
        failures.push(`${f.key} (${cell}): not measured`)
        continue
      }
      const floor = f.direction === 'min' ? now - FLOOR_SDS * sd : now + FLOOR_SDS * sd
      const broken = f.direction === 'min' ? value < floor - 1e-12 : value > floor + 1e-12
      if (broken) failures.push(`${f.what} (${cell}): ${value.toFixed(4)} against a floor of ${floor.toFixed(4)} (${now.toFixed(4)} ${f.direction === 'min' ? '−' : '+'} ${FLOOR_SDS} × ${sd.toFixed(4)})`)
    }
  }
  return failures
}
