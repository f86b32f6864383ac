import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { LettersService } from './letters.service.js';

/** Spec 001 section 7: GET letters, GET letters/unread, PUT letters/modify/{id} (capability account). */
export function lettersRoutes(app: FastifyInstance, letters: LettersService): void {
  const tags = ['letters'];

  route(app, ROUTES.letters, { tags }, async (request) =>
    ok(await letters.list(sessionOf(request), request.query, request.lang)),
  );

  route(app, ROUTES.lettersUnread, { tags }, async (request) => ok(await letters.unread(sessionOf(request))));

  route(app, ROUTES.letterModify, { tags }, async (request) => {
    await letters.markRead(sessionOf(request), request.params.id);
    return ok(true);
  });
}
