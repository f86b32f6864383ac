import type { FastifyInstance } from 'fastify';
import type { DelegationZone } from '../../integrations/dns/delegation-answers.js';
import type { DelegationResponder } from '../../integrations/dns/delegation-responder.js';
import type { ServiceDeps } from '../../services.js';
import { createDelegationsRepository } from './delegations.repository.js';

/** A label as the portal makes them; anything else is not in the zone (answered without asking the database). */
const LABEL = /^[a-z2-7]{16}$/;

/** The delegation zone as the responder reads it: every query one indexed read of the database, no cache. */
export function delegationZoneOf(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  zone: string,
  nameServer: string,
): DelegationZone {
  const repo = createDelegationsRepository(deps.db);
  return {
    name: zone,
    nameServer,
    label: (label) =>
      LABEL.test(label) ? repo.label(label, deps.clock.now()) : Promise.resolve({ exists: false, txt: [] }),
  };
}

/** Where the running responder answers, once the app is ready (null before, and when delegation is off). */
export interface ZoneResponderHandle {
  address: string | null;
}

/**
 * Starts the zone's DNS server with the app (onReady: a port that cannot be bound stops the start) and stops it
 * with the app (onClose).
 */
export function registerZoneResponder(
  app: FastifyInstance,
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  settings: { zone: string; host: string; port: number; nameServer: string },
): ZoneResponderHandle {
  const handle: ZoneResponderHandle = { address: null };
  let responder: DelegationResponder | undefined;
  app.addHook('onReady', async () => {
    // Loaded only when delegation is on: a portal without the zone never loads dns2 (the server bundle's chunk).
    const { startDelegationResponder } = await import('../../integrations/dns/delegation-responder.js');
    responder = await startDelegationResponder({
      zone: delegationZoneOf(deps, settings.zone, settings.nameServer),
      host: settings.host,
      port: settings.port,
      log: app.log,
    });
    handle.address = responder.address;
    app.log.info({ zone: settings.zone, listen: responder.address }, 'DCV delegation zone answering');
  });
  app.addHook('onClose', async () => {
    await responder?.close();
    handle.address = null;
  });
  return handle;
}
