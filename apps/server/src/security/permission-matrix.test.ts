// The permission matrix, generated from the route table (issue 14, docs/domain/permissions.md): every route the
// server documents under /api is called as every actor of the matrix, and the answer is compared with the matrix
// (packages/contract/src/permissions.ts): an actor without the route's capability is refused by the guard — a
// visitor with 401 (code 1002), anyone else with 403 and the message naming what it may not do — and an actor
// with it is never refused so (it may still get 400 for the empty input or 404 for a record that is not there).
// A route served without a table entry fails here too, as does a new actor column without callers.
import { translate } from '@portal/i18n';
import {
  capabilitiesOf,
  changesState,
  ErrorCode,
  KEY_SCOPES,
  MATRIX,
  ROUTES,
  type Actor,
  type ApiRoute,
  type Capability,
  type MatrixColumn,
  PUBLIC_CHANGES_OF_NO_ACCOUNT,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index.js';
import { makeSubUser } from '../test/books.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestContext,
} from '../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Answer {
  status: number;
  body: { code: number; msg: unknown };
}
interface Caller {
  column: MatrixColumn | 'sale+audit' | 'finance+audit';
  actor: Actor | null;
  call: (method: Method, url: string) => Promise<Answer>;
}

/** Values for path parameters that name nothing: the guard answers before any record is looked up. */
const PARAM_VALUES: Record<string, string> = {
  sha1: 'a'.repeat(40),
  token: 'x'.repeat(32),
  uid: '99999999',
};
const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'id' && path.startsWith('/key_manager')
      ? '00000000-0000-4000-8000-000000000000'
      : (PARAM_VALUES[name] ?? '999999999'),
  );

const deniedKey = (can: Capability) =>
  `errors.denied.${can.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}`;

let ctx: TestContext;
let routes: { key: string; route: ApiRoute }[];
const callers: Caller[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const doc = (await ctx.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const table = new Map(
    (Object.entries(ROUTES) as [string, ApiRoute][]).map(([key, route]) => [
      `${route.method} ${route.path}`,
      { key, route },
    ]),
  );
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => {
      const id = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;
      const entry = table.get(id);
      if (!entry) throw new Error(`${id} is served without an entry in the route table`);
      return entry;
    }),
  );
  // Logout ends the caller's session: it goes last.
  routes.sort((a, b) => Number(a.key === 'logout') - Number(b.key === 'logout'));

  const owner = await signedInClient(ctx);
  const asClient =
    (client: { call: (m: Method, u: string, o?: object) => Promise<Answer> }) => (m: Method, u: string) =>
      client.call(m, `/api${u}`, m === 'GET' ? {} : { json: {} });
  callers.push({ column: 'visitor', actor: null, call: asClient(ctx.client()) });
  callers.push({ column: 'main', actor: { kind: 'main' }, call: asClient(owner.client) });

  const sub = async (role: 'sale' | 'finance', auditPerm: boolean) => {
    const { client, email } = await signedInClient(ctx);
    await ctx.handle.db.update(accounts).set({ auditPerm }).where(eq(accounts.email, email));
    await makeSubUser(ctx, client, email, owner.email, role);
    return asClient(client);
  };
  callers.push({
    column: 'finance',
    actor: { kind: 'sub', role: 'finance', auditPerm: false },
    call: await sub('finance', false),
  });
  callers.push({
    column: 'sale',
    actor: { kind: 'sub', role: 'sale', auditPerm: false },
    call: await sub('sale', false),
  });
  callers.push({
    column: 'sale+audit',
    actor: { kind: 'sub', role: 'sale', auditPerm: true },
    call: await sub('sale', true),
  });
  callers.push({
    column: 'finance+audit',
    actor: { kind: 'sub', role: 'finance', auditPerm: true },
    call: await sub('finance', true),
  });

  const operatorEmail = uniqueEmail('operator');
  const operator = await signedInClient(ctx, operatorEmail);
  await ctx.handle.db.update(accounts).set({ isOperator: true }).where(eq(accounts.email, operatorEmail));
  await operator.client.post('/api/login', { form: { email: operatorEmail, password: PASSWORD } });
  callers.push({
    column: 'operator',
    actor: { kind: 'main', operator: true },
    call: asClient(operator.client),
  });

  // Each key scope: a main account's key, used with nothing else (no cookie, no CSRF header).
  for (const scope of KEY_SCOPES) {
    const holder = await signedInClient(ctx);
    const reset = await holder.client.get<string>(`/api/access_key/reset?scope=${scope}`);
    const key = reset.body.msg;
    callers.push({
      column: `key:${scope}`,
      actor: { kind: 'key', scope },
      call: async (method, url) => {
        const response = await ctx.app.inject({
          method,
          url: `/api${url}`,
          headers: { authorization: `Bearer ${key}` },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const isJson = String(response.headers['content-type'] ?? '').includes('json');
        return {
          status: response.statusCode,
          body: isJson ? response.json<Answer['body']>() : { code: -1, msg: response.body },
        };
      },
    });
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the permission matrix over every route', () => {
  it('has callers for every column of the matrix', () => {
    const columns = new Set(callers.map((c) => c.column));
    for (const column of Object.keys(MATRIX) as MatrixColumn[]) expect(columns, column).toContain(column);
  });

  it('refuses exactly what the matrix refuses, for every route and actor', async () => {
    expect(routes.length).toBeGreaterThan(80);
    const mismatches: string[] = [];
    for (const caller of callers) {
      const may = capabilitiesOf(caller.actor);
      for (const { key, route } of routes) {
        // A visitor's purchase call (route-paths.ts `visitorCode`) is public for a visitor with a code; every
        // caller sends one, a session ignores it.
        const url = route.visitorCode ? `${fill(route.path)}?code=${'c'.repeat(32)}` : fill(route.path);
        const can =
          caller.actor === null && (route.visitorCode || route.openToVisitors) ? 'public' : route.can;
        const answer = await caller.call(route.method, url);
        const refusedAsVisitor = answer.status === 401 && answer.body.code === ErrorCode.notLoggedIn;
        const refusedByGuard =
          answer.status === 403 && answer.body.msg === translate('en-US', deniedKey(route.can));
        const refused = caller.actor === null ? refusedAsVisitor : refusedByGuard;
        if (refused === may.has(can))
          mismatches.push(
            `${caller.column} ${key} (${can}): ${answer.status} ${JSON.stringify(answer.body.msg)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

describe('the read key', () => {
  it('is refused every call that changes something, writes and state-changing GETs alike', async () => {
    const readKey = callers.find((c) => c.column === 'key:read')!;
    const exceptions = new Set<string>(PUBLIC_CHANGES_OF_NO_ACCOUNT);
    const changing = routes.filter(({ key, route }) => changesState(route) && !exceptions.has(key));
    expect(changing.length).toBeGreaterThan(80);
    const passed: string[] = [];
    for (const { key, route } of changing) {
      const url = route.visitorCode ? `${fill(route.path)}?code=${'c'.repeat(32)}` : fill(route.path);
      const answer = await readKey.call(route.method, url);
      if (answer.status !== 403 || answer.body.msg !== translate('en-US', deniedKey(route.can)))
        passed.push(
          `${key} ${route.method} ${route.path}: ${answer.status} ${JSON.stringify(answer.body.msg)}`,
        );
    }
    expect(passed).toEqual([]);
  }, 120_000);
});
