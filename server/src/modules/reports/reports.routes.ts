import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportQuerySchema } from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { report, reportCsv } from './reports.service';

/** The back office's reports (docs/back-office.md "Reports"), `reports.read`: the figures, and the same as CSV. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/wps/admin/reports',
    { config: { permission: 'reports.read' }, schema: { querystring: reportQuerySchema } },
    async (req) => ok(await report(app.db, req.query)),
  );
  typed.get(
    '/wps/admin/reports/export',
    { config: { permission: 'reports.read' }, schema: { querystring: reportQuerySchema } },
    async (req, reply) => {
      const r = await report(app.db, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${r.from}-${r.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(reportCsv(r));
    },
  );
}
