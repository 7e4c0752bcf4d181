// `npm run bench -- [api|exam|lab|frontend|report|lists|retest|spread] [flags]`: builds what it measures, then runs one scenario. See
// docs/benchmarks.md for the flags, the budgets and the last run.
//
// Payments stay on (the default); with no gateway keys the server is in mock mode and every simulated student buys
// the grade it takes (lib/client.ts buyGrade), so the questions route pays for its purchase check.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { runApiBench } from './api'
import { runExamBench } from './exam'
import { runLabBench } from './lab'
import { runFrontendBench } from './frontend'
import { runSpreadBench } from './spread'
import { benchArgs } from './lib/args'
import { buildClient, ROOT } from './lib/processes'
import { measureReport, printReport } from './report'
import { measureAdminScale, measureLists, printAdminScale, printLists } from './lists'
import { measureRetest, printRetest } from './retest'

const args = benchArgs()
// Exam day and the lab reload the test page, which the server draws from the client's build (dist/client:
// app-test.html and its assets): built here too, so a fresh clone measures the page rather than a 404 and an old
// build is not measured by mistake. (The frontend scenario builds the client itself; the API scenario serves no page.)
const built = (file: string) => args.reuseBuild && existsSync(path.join(ROOT, 'dist', file))
if ((args.scenario === 'exam' || args.scenario === 'lab') && !built('client/app-test.html')) buildClient()
// The server is measured as `npm start` runs it: compiled. Bundling it takes about a second.
if (!built('server/main.js')) execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' })

let ok: boolean
switch (args.scenario) {
  case 'api':
    ;({ ok } = await runApiBench(args))
    // The PDF report's generation time (issue 9's budget), in the same run.
    printReport(await measureReport())
    break
  case 'report':
    printReport(await measureReport())
    ok = true
    break
  case 'lists':
    printLists(await measureLists())
    printAdminScale(await measureAdminScale(9, args.pgUrl))
    ok = true
    break
  case 'retest':
    printRetest(await measureRetest())
    ok = true
    break
  case 'exam':
    ;({ ok } = await runExamBench(args))
    break
  case 'lab':
    ;({ ok } = await runLabBench(args))
    break
  case 'frontend':
    ;({ ok } = await runFrontendBench(args))
    break
  case 'spread':
    ;({ ok } = await runSpreadBench(args))
    break
  default:
    throw new Error(`unknown scenario ${args.scenario}: use api, exam, lab, report, lists, retest, frontend or spread`)
}
process.exit(ok ? 0 : 1)
