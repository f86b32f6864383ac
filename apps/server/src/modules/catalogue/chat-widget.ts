import { httpsAddressProblem, LINK_MAX_LENGTH } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import {
  appendOperatorAudit,
  COMMAND_LINE_ACTOR,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createCatalogueRepository } from './catalogue.repository.js';

/** The settings row of the chat widget's script address (`admin-setting` → `chatJS`; '' while none is set). */
export const CHAT_SCRIPT_KEY = 'chatJS';

/** The stored value as the pages may use it: an https address, else '' (no widget). */
export function chatScriptOf(value: unknown): string {
  return typeof value === 'string' && httpsAddressProblem(value) === undefined ? value : '';
}

/** The chat script's rule: an https address (trimmed); anything else is refused. */
export function checkedChatScript(address: string): string {
  const value = address.trim();
  const problem = httpsAddressProblem(value);
  if (problem)
    throw new AppError('invalidParams', `advertisements.errors.chat.${problem}`, {
      value,
      max: LINK_MAX_LENGTH,
    });
  return value;
}

/**
 * Where the pages' Content-Security-Policy must let the widget reach: everything from the script's own origin (its
 * script, styles, images, frames, calls and its WebSocket on the same host), nothing from anywhere else.
 */
export function chatWidgetSources(script: string) {
  if (script === '') return {};
  const url = new URL(script);
  const origin = url.origin;
  return {
    script: [origin],
    style: [origin],
    img: [origin],
    frame: [origin],
    connect: [origin, `wss://${url.host}`],
  };
}

/**
 * The chat widget's script address an operator sets (`portal settings:chat`, docs/domain/advertisements.md): one
 * https address, kept in `settings`. A change bumps the shared `settings` cache version in its own transaction, so
 * every portal process answers it (admin-setting) and allows its origin (CSP) within a second.
 */
export function createChatWidgetSetting(deps: Pick<ServiceDeps, 'db' | 'clock'>, sharedCaches: SharedCaches) {
  return {
    /** What the database holds now (no cache): the operator's view. */
    async stored(): Promise<string> {
      return chatScriptOf(await createCatalogueRepository(deps.db).setting(CHAT_SCRIPT_KEY));
    },
    /** Sets the address (refused unless https) or removes it (null). */
    async set(address: string | null, actor: OperatorActor = COMMAND_LINE_ACTOR): Promise<string> {
      const value = address === null ? '' : checkedChatScript(address);
      await deps.db.transaction(async (tx) => {
        const repo = createCatalogueRepository(tx);
        const before = chatScriptOf(await repo.setting(CHAT_SCRIPT_KEY));
        await repo.saveSetting(CHAT_SCRIPT_KEY, value, deps.clock.now());
        await appendOperatorAudit(tx, actor, {
          action: 'settings.chat',
          targetType: 'setting',
          targetId: CHAT_SCRIPT_KEY,
          details: { before, after: value },
          at: deps.clock.now(),
        });
        await sharedCaches.changed('settings', tx);
      });
      return value;
    },
  };
}
