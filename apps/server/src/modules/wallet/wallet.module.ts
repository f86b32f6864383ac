import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import type { createWalletParts } from './wallet-parts.js';
import { walletRoutes } from './wallet.routes.js';

/** The card wallet's and bank transfer's services (`createWalletParts`). */
export type WalletParts = ReturnType<typeof createWalletParts>;

/** Top-ups: card wallet (and its webhooks) and bank transfer. */
export const walletModule: PortalModule<{ wallet: WalletParts; audit: AuditService }> = {
  name: 'wallet',
  register: (api, s) =>
    walletRoutes(api, {
      wallet: s.wallet.service,
      webhooks: s.wallet.webhooks,
      offlineTopups: s.wallet.offlineTopups,
      audit: s.audit,
    }),
};
