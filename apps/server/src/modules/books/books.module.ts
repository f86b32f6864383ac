import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PortalModule } from '../portal-module.js';
import { createActivityService } from './activity.service.js';
import { booksRoutes } from './books.routes.js';
import { createInvoiceService } from './invoice.service.js';
import { createStatementService } from './statement.service.js';

/** The account's books: activity, invoices, statements. */
export const booksModule: PortalModule<{ serviceDeps: ServiceDeps; ledger: LedgerService }> = {
  name: 'books',
  register: (api, s) =>
    booksRoutes(api, {
      activity: createActivityService(s.serviceDeps, { ledger: s.ledger }),
      invoices: createInvoiceService(s.serviceDeps),
      statements: createStatementService(s.serviceDeps),
    }),
};
