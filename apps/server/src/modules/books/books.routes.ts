import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { ActivityService } from './activity.service.js';
import type { InvoiceService } from './invoice.service.js';
import type { StatementService } from './statement.service.js';

/** The account's books: activity, invoices (list and PDF), monthly statements (generate, list, CSV). */
export function booksRoutes(
  app: FastifyInstance,
  options: { activity: ActivityService; invoices: InvoiceService; statements: StatementService },
): void {
  const authed = { tags: ['books'] };
  // Files and the month's aggregate may take long on a big account: not bound by API_REQUEST_TIMEOUT_MS.
  const long = { tags: ['books'], config: { longRunning: true } };

  route(app, ROUTES.activity, authed, async (request) =>
    ok(await options.activity.list(sessionOf(request), request.query, request.lang)),
  );
  route(app, ROUTES.invoices, authed, async (request) =>
    ok(await options.invoices.list(sessionOf(request), request.query, request.lang)),
  );
  route(app, ROUTES.invoicePdf, long, async (request, reply) => {
    const file = await options.invoices.pdf(sessionOf(request), request.params.id, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  route(app, ROUTES.statementGenerate, long, async (request) =>
    ok(await options.statements.generate(sessionOf(request), request.body.time)),
  );
  route(app, ROUTES.statements, authed, async (request) =>
    ok(await options.statements.list(sessionOf(request), request.query)),
  );
  route(app, ROUTES.statementCsv, long, async (request, reply) => {
    const file = await options.statements.csv(sessionOf(request), request.params.id, request.query.timezone);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
