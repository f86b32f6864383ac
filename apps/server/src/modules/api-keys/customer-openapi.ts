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
  type Language,
  type RouteKey,
} from '@portal/contract';
import { translate } from '@portal/i18n';
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
const NOT_FOR_CUSTOMERS: ReadonlySet<RouteKey> = new Set([
  'paypalWebhook',
  'upstreamWebhook',
  'dcvApprovePage',
  'dcvApprove',
]);

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

/**
 * The document's descriptive texts in the reader's language (catalog `server.openApi`, issue 31): paths, parameter
 * and field names, codes and examples stay as they are; what is said about them is translated.
 */
type Texts = (key: string, vars?: Record<string, string | number>) => string;
const textsOf =
  (lang: Language): Texts =>
  (key, vars) =>
    translate(lang, `server.openApi.${key}`, vars);

const errorSchema = (tx: Texts) => ({
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: {
      type: 'integer',
      enum: Object.values(ErrorCode).filter((code) => code !== 0),
      description: tx('errorCode'),
    },
    msg: { type: 'string', description: tx('errorMsg') },
    errors: {
      type: 'array',
      description: tx('errorFields'),
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
});

const errorResponse = (description: string, code: number, msg: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code, msg } } },
});

/** The shared error answers; each example's `msg` is the server's own message in the reader's language. */
const errorResponses = (tx: Texts, lang: Language) => {
  const msg = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  return {
    InvalidInput: errorResponse(
      tx('responses.invalidInput'),
      ErrorCode.invalidParams,
      msg('errors.invalidParams'),
    ),
    Unauthenticated: errorResponse(
      tx('responses.unauthenticated'),
      ErrorCode.notLoggedIn,
      msg('apiKeys.errors.invalid'),
    ),
    Forbidden: errorResponse(
      tx('responses.forbidden'),
      ErrorCode.forbidden,
      msg('errors.denied.ordersManage'),
    ),
    NotFound: errorResponse(tx('responses.notFound'), ErrorCode.notFound, msg('errors.notFound')),
    Conflict: errorResponse(tx('responses.conflict'), ErrorCode.orderState, msg('errors.orderState')),
    TooManyRequests: errorResponse(
      tx('responses.tooManyRequests'),
      ErrorCode.tooManyRequests,
      msg('errors.tooManyRequests', { seconds: 12 }),
    ),
    DeliveryUnauthenticated: errorResponse(
      tx('responses.deliveryUnauthenticated'),
      ErrorCode.deliveryTokenInvalid,
      msg('delivery.errors.tokenInvalid'),
    ),
    DeliveryForbidden: errorResponse(
      tx('responses.deliveryForbidden'),
      ErrorCode.deliveryKeyNotAllowed,
      msg('delivery.errors.keyNotAllowed'),
    ),
    DeliveryKeyUnavailable: errorResponse(
      tx('responses.deliveryKeyUnavailable'),
      ErrorCode.deliveryKeyUnavailable,
      msg('delivery.errors.keyUnavailable'),
    ),
  };
};

/** The 200 of a delivery: the file itself. */
const deliveryFile = (tx: Texts) => ({
  description: tx('deliveryFile'),
  headers: {
    'X-Certificate-SHA1': {
      description: tx('deliverySha1'),
      schema: { type: 'string' },
    },
  },
  content: {
    'application/x-pem-file': { schema: { type: 'string' } },
    'application/x-pkcs12': { schema: { type: 'string', format: 'binary' } },
  },
});

function codesTable(tx: Texts): string {
  const rows = (Object.entries(ErrorCode) as [keyof typeof ErrorCode, number][])
    .filter(([, code]) => code !== 0)
    .map(([name, code]) => `| ${code} | ${httpStatusOf[name]} | ${name} |`);
  return [tx('codesHeader'), '|---|---|---|', ...rows].join('\n');
}

/** fastify/swagger's description of a 200 answer nobody described: the envelope. */
const DEFAULT_RESPONSE = 'Default Response';

/** The customer document, from the app's full document (`app.swagger()`), with its texts in `lang`. */
export function customerOpenApi(full: OpenApiDocument, lang: Language = 'en'): OpenApiDocument {
  const tx = textsOf(lang);
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
      operation.description = tx('deliverDescription');
      operation.security = [{ deliveryToken: [] }];
      operation.responses = {
        '200': deliveryFile(tx),
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
    // The 200 nobody described is the envelope of the answer's schema: said in the reader's language.
    const ok = responses['200'] as Json | undefined;
    if (ok?.description === DEFAULT_RESPONSE) responses['200'] = { ...ok, description: tx('okResponse') };
    operation.responses = responses;
    addExample(key, operation, tx);
    (paths[path] ??= {})[method] = operation;
  }
  return {
    openapi: full.openapi,
    info: {
      title: tx('title'),
      version: String(full.info.version ?? '1.0.0'),
      description: tx('introduction', { codes: codesTable(tx) }),
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
          description: tx('bearerAuth'),
        },
        deliveryToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'dt_ + 43 base64url characters',
          description: tx('deliveryToken'),
        },
      },
      // Schemas the operations refer to (`$ref`), kept from the app's document.
      schemas: { ...(full.components?.schemas ?? {}), Error: errorSchema(tx) },
      responses: errorResponses(tx, lang),
    },
  };
}

function addExample(key: RouteKey, operation: Json, tx: Texts): void {
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
      tx('example', { call: `\`GET /api${ROUTES[key].path.replace(/:(\w+)/g, '{$1}')}?${example.query}\`` }),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
}
