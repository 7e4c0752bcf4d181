// The cohort report of a class and of the counsellor's whole school, as JSON for the screen, as CSV for a
// spreadsheet, and as a PDF in the counsellor's language. Registered inside the school's routes, behind their guard (a counsellor of a school); every read is
// made inside the counsellor's school (services/cohort-report.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { retestQuerySchema } from '../../../shared/schemas/admin'
import { classReportSchema, schoolReportSchema, schoolRetestReportSchema } from '../../../shared/schemas/cohort-report'
import { idParamsSchema } from '../../../shared/schemas/schools'
import { classReport, classReportPdf, cohortCsv, reportFileName, schoolReport, schoolReportPdf, schoolRetestStudy } from '../../services/cohort-report'
import { counsellorOf } from '../../services/schools'
import { sessionOf } from '../guards'

export const schoolReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx

  // Students' names and results: never kept by a cache on the way.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })

  app.get('/school/report', { schema: { response: { 200: schoolReportSchema } } }, async (request) => {
    const { report } = await schoolReport(ctx.db, counsellorOf(sessionOf(request).user), ctx.now())
    return report
  })

  // The retest study of the school's own students who took a grade twice: how often their results held, as figures.
  app.get('/school/retest-report', { schema: { querystring: retestQuerySchema, response: { 200: schoolRetestReportSchema } } }, async (request) =>
    schoolRetestStudy(ctx.db, counsellorOf(sessionOf(request).user), request.query.minDays),
  )

  app.get('/school/report.csv', async (request, reply) => {
    const { report, students } = await schoolReport(ctx.db, counsellorOf(sessionOf(request).user), ctx.now())
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${reportFileName('school', report.schoolName)}"`)
      .send(cohortCsv(students))
  })

  app.get('/school/report.pdf', async (request, reply) => {
    const { user } = sessionOf(request)
    const { pdf, fileName } = await schoolReportPdf(ctx.db, ctx.reportThread, counsellorOf(user), ctx.now(), user.locale ?? 'en')
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf)
  })

  app.get('/school/classes/:id/report', { schema: { params: idParamsSchema, response: { 200: classReportSchema } } }, async (request) =>
    classReport(ctx.db, counsellorOf(sessionOf(request).user), request.params.id, ctx.now()),
  )

  app.get('/school/classes/:id/report.csv', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const report = await classReport(ctx.db, counsellorOf(sessionOf(request).user), request.params.id, ctx.now())
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${reportFileName('class', report.schoolClass.name)}"`)
      .send(cohortCsv(report.students))
  })

  app.get('/school/classes/:id/report.pdf', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { user } = sessionOf(request)
    const { pdf, fileName } = await classReportPdf(ctx.db, ctx.reportThread, counsellorOf(user), request.params.id, ctx.now(), user.locale ?? 'en')
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf)
  })
}
