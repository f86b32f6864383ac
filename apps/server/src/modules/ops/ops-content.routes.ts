import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { OpsContentService } from './ops-content.service.js';
import type { OpsRequestsService } from './ops-requests.service.js';

/** The console's letters, advertisements, settings and skins (capability ops; docs/domain/operator-console.md). */
export function opsContentRoutes(
  app: FastifyInstance,
  content: OpsContentService,
  requests: OpsRequestsService,
): void {
  const tags = ['ops'];

  route(app, ROUTES.opsLetters, { tags }, async (request) => ok(await content.sentLetters(request.query)));
  route(app, ROUTES.opsLetterPreview, { tags }, async (request) => ok(content.preview(request.body.html)));
  route(app, ROUTES.opsLetterSend, { tags }, async (request) =>
    ok(await content.sendLetter(sessionOf(request), request.body, request.ip)),
  );

  route(app, ROUTES.opsAds, { tags }, async () => ok(await content.listAds()));
  route(app, ROUTES.opsAdCreate, { tags }, async (request) =>
    ok(await content.addAd(sessionOf(request), request.body, request.ip)),
  );
  route(app, ROUTES.opsAdUpdate, { tags }, async (request) =>
    ok(await content.updateAd(sessionOf(request), request.params.id, request.body, request.ip)),
  );
  route(app, ROUTES.opsAdRemove, { tags }, async (request) =>
    ok(await content.removeAd(sessionOf(request), request.params.id, request.ip)),
  );

  route(app, ROUTES.opsSettings, { tags }, async () => ok(await content.settings()));
  route(app, ROUTES.opsSettingsSave, { tags }, async (request) =>
    ok(await content.saveSettings(sessionOf(request), request.body, request.ip)),
  );

  route(app, ROUTES.opsSkins, { tags }, async () => ok(await content.listSkins()));
  route(app, ROUTES.opsSkinSet, { tags }, async (request) =>
    ok(await content.setSkin(sessionOf(request), request.params.host, request.body, request.ip)),
  );
  route(app, ROUTES.opsSkinRemove, { tags }, async (request) =>
    ok(await content.removeSkin(sessionOf(request), request.params.host, request.ip)),
  );

  route(app, ROUTES.opsRequests, { tags }, async (request) => ok(await requests.list(request.query)));
  route(app, ROUTES.opsRequest, { tags }, async (request) => ok(await requests.view(request.params.id)));
  route(app, ROUTES.opsRequestReply, { tags }, async (request) =>
    ok(await requests.reply(sessionOf(request), request.params.id, request.body.message, request.ip)),
  );
}
