// Where the files the server reads at run time live (migrations, the built client, the assessment's data). The server runs from
// src/server (tsx, tests) or bundled into dist/server/main.js (`npm start`), so paths relative to the calling
// module differ between the two; both sit inside the project, whose root is the nearest folder holding
// package.json above this module.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findProjectRoot(from: string): string {
  let dir = from
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error(`no package.json above ${from}`)
    dir = parent
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'migrations')
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client')
/** The assessment's data files (item banks, career catalogue), reviewed in pull requests as JSON. */
export const ASSESSMENT_DATA_DIR = path.join(PROJECT_ROOT, 'src', 'server', 'assessment')

/** One of the assessment's JSON data files (as `banks/grade-9.json`), parsed but not validated: callers check it. */
export function readAssessmentJson(file: string, dir: string = ASSESSMENT_DATA_DIR): unknown {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown
}
