// The customer-facing OpenAPI document (GET document/open_api/download): the app's own document (built from the
// route table by @fastify/swagger, plugins/openapi.ts) cut down to the calls of the route table an integration may
// make, with the bearer scheme, the error envelope and codes, each call's capability and key scopes, and examples.
import {
  ErrorCode,
  httpStatusOf,
  KEY_SCOPES,
  MATRIX,
  ROUTES,
  type ApiRoute,
  type Capability,
  type RouteKey,
} from '@portal/contract';
import { OPENAPI_EXAMPLES } from './openapi-examples.js';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers?: Json[];
  paths: Record<string, Record<string, Json>>;
  components?: Json;
  [key: string]: unknown;
}

/**
 * Calls of the table that no integration makes: the card provider's webhook and the approver's page and answer (a
 * person opens them from an e-mail). The operator console's calls (capability `ops`, which no key holds) are left
 * out by their capability; everything outside the table (/api/openapi.json, health, metrics) is anyway.
 */
const NOT_FOR_CUSTOMERS: ReadonlySet<RouteKey> = new Set(['paypalWebhook', 'dcvApprovePage', 'dcvApprove']);

/** The table's routes in the customer document, with their OpenAPI path ("/order/info/{id}"). */
export function customerRoutes(): { key: RouteKey; route: ApiRoute; path: string; method: string }[] {
  return (Object.entries(ROUTES) as [RouteKey, ApiRoute][])
    .filter(([key, route]) => !NOT_FOR_CUSTOMERS.has(key) && route.can !== 'ops')
    .map(([key, route]) => ({
      key,
      route,
      path: route.path.replace(/:(\w+)/g, '{$1}'),
      method: route.method.toLowerCase(),
    }));
}

/**
 * Calls authenticated by a token of their own instead of the API key: GET deliver/{orderID}/{format} takes an order's
 * delivery token (docs/domain/delivery.md) and answers a file.
 */
const OWN_TOKEN: ReadonlySet<RouteKey> = new Set(['deliver']);

/** The key scopes whose column of the matrix holds the capability (none: browser sessions only). */
const scopesWith = (can: Capability) =>
  KEY_SCOPES.filter((scope) => (MATRIX[`key:${scope}`] as readonly Capability[]).includes(can));

const errorSchema = {
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: {
      type: 'integer',
      enum: Object.values(ErrorCode).filter((code) => code !== 0),
      description: 'Non-zero: what went wrong (see the table in the introduction).',
    },
    msg: { type: 'string', description: "A readable message in the caller's language." },
    errors: {
      type: 'array',
      description: 'Field-level problems of an invalid input (code 1001).',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const errorResponse = (description: string, code: number, msg: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code, msg } } },
});

const ERROR_RESPONSES = {
  InvalidInput: errorResponse(
    'Invalid input (code 1001), with `errors` per field.',
    ErrorCode.invalidParams,
    'Some fields are not filled in correctly',
  ),
  Unauthenticated: errorResponse(
    'No key, or a wrong, old or revoked key (code 1002).',
    ErrorCode.notLoggedIn,
    'The API key is not valid',
  ),
  Forbidden: errorResponse(
    "Outside the key's scope or the account's rights (code 1003).",
    ErrorCode.forbidden,
    'Your role or API key may not place or manage orders',
  ),
  NotFound: errorResponse(
    'The record does not exist or is not the account’s (code 1004).',
    ErrorCode.notFound,
    'The record does not exist',
  ),
  Conflict: errorResponse(
    'The record is not in a state that allows this (codes 1005, 1015-1024).',
    ErrorCode.orderState,
    'The order cannot do this in its current state',
  ),
  TooManyRequests: errorResponse(
    'The rate limit of the key (or of the call) is reached (code 1006).',
    ErrorCode.tooManyRequests,
    'Too many attempts. Please wait 12 seconds and try again',
  ),
  DeliveryUnauthenticated: errorResponse(
    'No delivery token, or an unknown or revoked one, or one of another order (code 1040).',
    ErrorCode.deliveryTokenInvalid,
    'The delivery token is not valid for this order (missing, mistyped, revoked, or made for another order)',
  ),
  DeliveryForbidden: errorResponse(
    'The token lacks the private-key right (code 1041), or its order was closed (code 1043).',
    ErrorCode.deliveryKeyNotAllowed,
    'This delivery token was made without the private-key right: it answers pem and fullchain only',
  ),
  DeliveryKeyUnavailable: errorResponse(
    'The portal does not hold the private key: the CSR was made elsewhere (code 1042).',
    ErrorCode.deliveryKeyUnavailable,
    'The portal does not hold the private key of this certificate (its CSR was made elsewhere): use the key the CSR was made with',
  ),
};

/** The 200 of a delivery: the file itself. */
const DELIVERY_FILE = {
  description: 'The file: PEM text (pem, fullchain, key) or PKCS#12 bytes (pfx).',
  headers: {
    'X-Certificate-SHA1': {
      description: 'The SHA-1 fingerprint of the certificate answered.',
      schema: { type: 'string' },
    },
  },
  content: {
    'application/x-pem-file': { schema: { type: 'string' } },
    'application/x-pkcs12': { schema: { type: 'string', format: 'binary' } },
  },
};

function codesTable(): string {
  const rows = (Object.entries(ErrorCode) as [keyof typeof ErrorCode, number][])
    .filter(([, code]) => code !== 0)
    .map(([name, code]) => `| ${code} | ${httpStatusOf[name]} | ${name} |`);
  return ['| code | HTTP | meaning |', '|---|---|---|', ...rows].join('\n');
}

const INTRODUCTION = `The certificate portal's API for integrations.

**Authentication.** Send the account's API key as \`Authorization: Bearer pk_…\` on every call (no cookie and no
CSRF header needed). The main account makes and resets the key on the page API tokens
(/admin/integration/api); a reset ends the previous key at once. A key acts within its **scope** and within the
rights of its account: \`read\` (read orders, certificates, balance and records), \`orders\` (also place and manage
orders and records, no money), \`full\` (what the main account may do, except sub-users and API keys). Each
operation names the capability it needs (\`x-capability\`) and the scopes that have it (\`x-key-scopes\`).

**Delivery tokens.** \`GET /deliver/{orderID}/{format}\` is not called with the API key but with a delivery token
of the order (\`Authorization: Bearer dt_…\`, made with \`POST /order/delivery_token\`): a server's cron job or
deploy hook fetches the order's current certificate (and its key, when the token has that right) with it.

**Rate limit.** Calls with a key are limited per key (600 a minute by default); past the limit the answer is
HTTP 429 with code 1006 and the seconds to wait in the message.

**Answers.** Every JSON answer is the envelope \`{"code": 0, "msg": …}\`; on failure \`code\` is non-zero, \`msg\`
a readable message (in the account's language) and \`errors\` lists field problems of an invalid input. Files
(certificates, invoices, CSV) are answered as themselves.

${codesTable()}`;

/** The customer document, from the app's full document (`app.swagger()`). */
export function customerOpenApi(full: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { key, route, path, method } of customerRoutes()) {
    const source = full.paths[path]?.[method];
    if (!source) continue;
    const operation: Json = structuredClone(source);
    const isPublic = route.can === 'public';
    operation.operationId = key;
    operation['x-capability'] = route.can;
    operation['x-key-scopes'] = scopesWith(route.can);
    if (OWN_TOKEN.has(key)) {
      operation.security = [{ deliveryToken: [] }];
      operation.responses = {
        '200': DELIVERY_FILE,
        '400': { $ref: '#/components/responses/InvalidInput' },
        '401': { $ref: '#/components/responses/DeliveryUnauthenticated' },
        '403': { $ref: '#/components/responses/DeliveryForbidden' },
        '404': { $ref: '#/components/responses/DeliveryKeyUnavailable' },
        '409': { $ref: '#/components/responses/Conflict' },
        '429': { $ref: '#/components/responses/TooManyRequests' },
      };
      (paths[path] ??= {})[method] = operation;
      continue;
    }
    operation.security = isPublic ? [] : [{ bearerAuth: [] }];
    const responses = { ...((operation.responses as Json | undefined) ?? {}) };
    responses['400'] = { $ref: '#/components/responses/InvalidInput' };
    if (!isPublic) {
      responses['401'] = { $ref: '#/components/responses/Unauthenticated' };
      responses['403'] = { $ref: '#/components/responses/Forbidden' };
    }
    if (route.params) responses['404'] = { $ref: '#/components/responses/NotFound' };
    if (route.method !== 'GET') responses['409'] = { $ref: '#/components/responses/Conflict' };
    responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
    operation.responses = responses;
    addExample(key, operation);
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: full.openapi,
    info: {
      title: 'Certificate portal API',
      version: String(full.info.version ?? '1.0.0'),
      description: INTRODUCTION,
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
    tags: [
      ...new Set(
        Object.values(paths).flatMap((ops) =>
          Object.values(ops).flatMap((op) => (op.tags as string[] | undefined) ?? []),
        ),
      ),
    ]
      .sort()
      .map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pk_ + 43 base64url characters',
          description: 'The account API key: `Authorization: Bearer pk_…`.',
        },
        deliveryToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'dt_ + 43 base64url characters',
          description:
            "An order's delivery token, for GET /deliver/{orderID}/{format} only: `Authorization: Bearer dt_…`.",
        },
      },
      // Schemas the operations refer to (`$ref`), kept from the app's document.
      schemas: { ...(full.components?.schemas ?? {}), Error: errorSchema },
      responses: ERROR_RESPONSES,
    },
  };
}

function addExample(key: RouteKey, operation: Json): void {
  const example = OPENAPI_EXAMPLES[key];
  if (!example) return;
  if (example.body !== undefined) {
    const body = operation.requestBody as { content?: Record<string, Json> } | undefined;
    const json = body?.content?.['application/json'];
    if (json) json.example = example.body;
  }
  const ok = (operation.responses as Record<string, { content?: Record<string, Json> }>)['200'];
  const json = ok?.content?.['application/json'];
  if (json) json.example = { code: 0, msg: example.answer };
  if (example.query) {
    operation.description = [
      operation.description,
      `Example: \`GET /api${ROUTES[key].path.replace(/:(\w+)/g, '{$1}')}?${example.query}\``,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
}
