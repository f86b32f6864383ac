import { parse as parseForm } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { hookRoutes } from './route-hooks.js';

/**
 * Text the portal cannot store or compare: a NUL (PostgreSQL's text types refuse it: "invalid byte sequence for
 * encoding UTF8: 0x00", once a 500), bytes that are not UTF-8, and lone surrogates (no UTF-8 at all). Every string
 * input is checked in this one place, before any handler sees it, and refused with the 400 envelope (code 1001,
 * errors.invalidText):
 * - the URL (path parameters and query), on every route that reads either: `%00` or percent-escapes that do not
 *   decode as UTF-8 (the router itself refuses a path it cannot decode);
 * - JSON and form bodies, in their parsers: the raw bytes must be UTF-8, the decoded strings (keys too) well formed;
 * - multipart text fields (uploads.ts): busboy has already decoded them, so a U+FFFD stands for bytes that were not
 *   UTF-8;
 * Headers and cookies need nothing here: Node's HTTP parser refuses control characters (NUL included) in headers;
 * the headers the portal reads (authorization, user agent, language) are hashed, compared or stored as Latin-1
 * text, and cookie values (which may decode to a NUL) are only hashed (session, API key) or compared with fixed
 * lists (language, currency, referral uid) — input-bytes tests send each cookie with `%00`.
 */

/** Thrown at the first bad string: 400 with the message that says what was refused. */
const refuse = () => new AppError('invalidParams', 'errors.invalidText');

/** A UTF-16 surrogate without its pair (JSON can spell one: "\ud800"). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as text: no NUL, no lone surrogate. */
export function isCleanText(text: string): boolean {
  return text.indexOf('\u0000') === -1 && !LONE_SURROGATE.test(text);
}

/** Whether URL-encoded text (a URL, a form body) decodes to clean text: no `%00`, every escape valid UTF-8. */
export function isCleanUrlEncoded(encoded: string): boolean {
  if (encoded.indexOf('%') === -1) return encoded.indexOf('\u0000') === -1;
  if (/%00/.test(encoded)) return false;
  try {
    return isCleanText(decodeURIComponent(encoded.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
}

/** Whether every string of a parsed body (keys and values, nested) is clean text; Buffers (files) are not text. */
export function carriesOnlyCleanText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return true;
  if (Array.isArray(value)) return value.every((item) => carriesOnlyCleanText(item, depth + 1));
  for (const [key, item] of Object.entries(value))
    if (!isCleanText(key) || !carriesOnlyCleanText(item, depth + 1)) return false;
  return true;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body's bytes as text, or the refusal when they are not UTF-8. */
function decodeBody(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw refuse();
  }
}

/**
 * The JSON and form parsers of the /api scope (they replace Fastify's JSON parser and @fastify/formbody's) and the
 * URL check of every route with path parameters or a query. Register before the routes (onRoute sees later routes).
 */
export function registerTextInputGuard(app: FastifyInstance, options: { bodyLimit: number }): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit },
    (request, body: Buffer, done) => {
      let text: string;
      try {
        text = decodeBody(body);
      } catch (error) {
        return done(error as Error, undefined);
      }
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        if (!carriesOnlyCleanText(parsed)) return done(refuse(), undefined);
        done(null, parsed);
      });
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit },
    (_request, body: Buffer, done) => {
      try {
        const text = decodeBody(body);
        if (!isCleanUrlEncoded(text)) throw refuse();
        done(null, parseForm(text));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Only routes that read the URL's parameters or query pay for the check (islogin and its like read neither).
  hookRoutes(
    app,
    'preValidation',
    (route) => route.url.includes(':') || route.schema?.querystring !== undefined,
    (request: FastifyRequest, _reply, done) => {
      if (isCleanUrlEncoded(request.url)) return done();
      done(refuse());
    },
  );
}
