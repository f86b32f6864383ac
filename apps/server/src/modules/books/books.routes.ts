import {
  activityAnswer,
  activityQuery,
  invoiceIdParams,
  invoiceRow,
  invoicesQuery,
  listOf,
  statementCsvQuery,
  statementGenerateBody,
  statementIdParams,
  statementRow,
  statementsQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { ActivityService } from './activity.service.js';
import type { InvoiceService } from './invoice.service.js';
import type { StatementService } from './statement.service.js';

/** The account's books: activity, invoices (list and PDF), monthly statements (generate, list, CSV). */
export function booksRoutes(
  app: FastifyInstance,
  options: { activity: ActivityService; invoices: InvoiceService; statements: StatementService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authed = { preHandler: requireSession };
  const tags = ['books'];

  r.get(
    '/payments',
    {
      ...authed,
      schema: { tags, querystring: activityQuery, response: { 200: envelopeOf(activityAnswer) } },
    },
    async (request) => ok(await options.activity.list(sessionOf(request), request.query, request.lang)),
  );
  r.get(
    '/order/invoices',
    {
      ...authed,
      schema: { tags, querystring: invoicesQuery, response: { 200: envelopeOf(listOf(invoiceRow)) } },
    },
    async (request) => ok(await options.invoices.list(sessionOf(request), request.query, request.lang)),
  );
  r.get(
    '/order/invoice/:id',
    { ...authed, schema: { tags, params: invoiceIdParams } },
    async (request, reply) => {
      const file = await options.invoices.pdf(sessionOf(request), request.params.id, request.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
  r.post(
    '/account_statement/generate',
    {
      ...authed,
      schema: { tags, body: statementGenerateBody, response: { 200: envelopeOf(statementRow) } },
    },
    async (request) => ok(await options.statements.generate(sessionOf(request), request.body.time)),
  );
  r.get(
    '/account_statements',
    {
      ...authed,
      schema: { tags, querystring: statementsQuery, response: { 200: envelopeOf(listOf(statementRow)) } },
    },
    async (request) => ok(await options.statements.list(sessionOf(request), request.query)),
  );
  r.get(
    '/account_statement/csv/:id',
    { ...authed, schema: { tags, params: statementIdParams, querystring: statementCsvQuery } },
    async (request, reply) => {
      const file = await options.statements.csv(
        sessionOf(request),
        request.params.id,
        request.query.timezone,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
