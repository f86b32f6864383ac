// The contract's route table (ROUTES) and the server's routes are the same list: every call the app documents
// under /api (its OpenAPI document, as route-access.test.ts reads it) has a table entry and every entry is
// served, with the schemas the table gives it.
import { ROUTES, type ApiRoute } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: unknown }>;
}

let ctx: TestContext;
let served: Map<string, Operation>;

const table = new Map(
  (Object.entries(ROUTES) as [string, ApiRoute][]).map(([key, route]) => [
    `${route.method} /api${route.path}`,
    { key, route },
  ]),
);

beforeAll(async () => {
  ctx = await createTestContext();
  const doc = (await ctx.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  served = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => {
        // OpenAPI spells a parameter {id}, Fastify and the table :id.
        const full = (path.startsWith('/api') ? path : `/api${path}`).replace(/\{(\w+)\}/g, ':$1');
        return [`${method.toUpperCase()} ${full}`, operation];
      }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the route table and the served routes', () => {
  it('has an entry for every route the server documents under /api', () => {
    const missing = [...served.keys()].filter((id) => !table.has(id));
    expect(missing).toEqual([]);
  });

  it('has no entry the server does not serve', () => {
    const extra = [...table.keys()].filter((id) => !served.has(id));
    expect(extra).toEqual([]);
  });

  it('documents each route with the schemas of its entry', () => {
    for (const [id, { key, route }] of table) {
      const operation = served.get(id);
      if (!operation) continue;
      const where = (place: string) => (operation.parameters ?? []).filter((p) => p.in === place);
      expect(where('path').length > 0, `${key} params`).toBe(route.params !== undefined);
      expect(where('query').length > 0, `${key} query`).toBe(route.query !== undefined);
      expect(operation.requestBody !== undefined, `${key} body`).toBe(route.body !== undefined);
      expect(operation.responses?.['200']?.content !== undefined, `${key} answer`).toBe(
        route.answer !== undefined,
      );
    }
  });
});
