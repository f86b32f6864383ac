import type { ContactFields, EnterpriseFields, ListAnswer, PageQuery } from '@portal/contract';
import { contacts, enterprises, type ContactRow, type EnterpriseRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createOwnedRecordsRepository } from './owned-records.repository.js';

/**
 * Business information and contacts of the account (a sub-user works on its main account's records).
 * Records of another account answer "not found", never "forbidden", so ids reveal nothing.
 */
function ownedRecordsService<T extends typeof enterprises | typeof contacts, Fields, Answer>(
  deps: ServiceDeps,
  table: T,
  toAnswer: (row: T['$inferSelect']) => Answer,
) {
  const repo = createOwnedRecordsRepository(deps.db, table);
  return {
    async list(session: SessionContext, query: PageQuery): Promise<ListAnswer<Answer>> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.page(session.ownerAccountId, limit, offset);
      return { list: rows.map(toAnswer), total };
    },
    async create(session: SessionContext, fields: Fields): Promise<Answer> {
      const now = deps.clock.now();
      const row = await repo.insert({
        ...fields,
        accountId: session.ownerAccountId,
        createdAt: now,
        updatedAt: now,
      } as never);
      return toAnswer(row);
    },
    async update(session: SessionContext, id: number, fields: Fields): Promise<Answer> {
      const row = await repo.update(id, session.ownerAccountId, {
        ...fields,
        updatedAt: deps.clock.now(),
      } as never);
      if (!row) throw notFound();
      return toAnswer(row);
    },
  };
}

export function createEnterpriseService(deps: ServiceDeps) {
  return ownedRecordsService<typeof enterprises, EnterpriseFields, ReturnType<typeof enterpriseAnswer>>(
    deps,
    enterprises,
    enterpriseAnswer,
  );
}

export function createContactService(deps: ServiceDeps) {
  return ownedRecordsService<typeof contacts, ContactFields, ReturnType<typeof contactAnswer>>(
    deps,
    contacts,
    contactAnswer,
  );
}

function enterpriseAnswer(row: EnterpriseRow) {
  return {
    id: row.id,
    organizationName: row.organizationName,
    organizationUnit: row.organizationUnit,
    organizationPhone: row.organizationPhone,
    country: row.country,
    city: row.city,
    zip: row.zip,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

function contactAnswer(row: ContactRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    createdAt: row.createdAt.toISOString(),
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
export type ContactService = ReturnType<typeof createContactService>;
