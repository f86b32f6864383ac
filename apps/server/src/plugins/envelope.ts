import {
  ErrorCode,
  httpStatusOf,
  UPLOAD_MAX_BYTES,
  type ErrorCodeName,
  type ErrorEnvelope,
  type FieldError,
} from '@portal/contract';
import { translate, translateMessage } from '@portal/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFailureText } from '../db/connection-errors.js';
import type { DatabaseHealth } from '../db/health.js';
import { AppError } from '../lib/errors.js';
import { visitorLanguage } from './session.js';

/** Envelopes of shared answers: null until first serialised, then their JSON (app.ts's serializer). */
const sharedEnvelopes = new WeakMap<object, string | null>();

/** `{code:0,msg:true}` and `{code:0,msg:false}` (islogin, most writes): one envelope each, serialised once. */
const OK_TRUE = Object.freeze({ code: 0 as const, msg: true as const });
const OK_FALSE = Object.freeze({ code: 0 as const, msg: false as const });
sharedEnvelopes.set(OK_TRUE, null);
sharedEnvelopes.set(OK_FALSE, null);

export function ok<T>(msg: T): { code: 0; msg: T } {
  if (msg === true) return OK_TRUE as { code: 0; msg: T };
  if (msg === false) return OK_FALSE as { code: 0; msg: T };
  return { code: 0, msg };
}

/**
 * The success envelope of an answer object that is shared between requests and never changed (a memoised answer):
 * the same envelope for the same object, serialised once. The caller must not change `msg` afterwards (frozen).
 */
export function okShared<T extends object>(msg: T): { code: 0; msg: T } {
  const known = envelopesOf.get(msg);
  if (known) return known as { code: 0; msg: T };
  const envelope = Object.freeze({ code: 0 as const, msg: Object.freeze(msg) });
  envelopesOf.set(msg, envelope);
  sharedEnvelopes.set(envelope, null);
  return envelope;
}
const envelopesOf = new WeakMap<object, object>();

/** The reply serializer: JSON.stringify, once per shared envelope (`okShared`). */
export function serializeAnswer(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  const cached = sharedEnvelopes.get(data);
  if (cached) return cached;
  const text = JSON.stringify(data);
  if (cached === null) sharedEnvelopes.set(data, text);
  return text;
}

/** Fastify's own error codes for bad requests, mapped onto ours. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCodeName; key: string; vars?: Record<string, number> }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payloadTooLarge', key: 'errors.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupportedMediaType', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalidParams', key: 'errors.malformedBody' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalidParams', key: 'errors.malformedBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalidParams', key: 'errors.malformedBody' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'unsupportedMediaType', key: 'errors.unsupportedMediaType' },
  // A file part over the upload limit: stopped while it streams in (multipart `fileSize`), never read whole.
  FST_REQ_FILE_TOO_LARGE: {
    code: 'payloadTooLarge',
    key: 'errors.fileTooLarge',
    vars: { mb: UPLOAD_MAX_BYTES / (1024 * 1024) },
  },
  FST_PARTS_LIMIT: { code: 'payloadTooLarge', key: 'errors.payloadTooLarge' },
  FST_FILES_LIMIT: { code: 'payloadTooLarge', key: 'errors.payloadTooLarge' },
  FST_FIELDS_LIMIT: { code: 'payloadTooLarge', key: 'errors.payloadTooLarge' },
};

/** @fastify/busboy's message for `multipart/form-data` without `boundary=`. */
const MULTIPART_NO_BOUNDARY = 'Multipart: Boundary not found';

function send(reply: FastifyReply, name: ErrorCodeName, msg: string, errors?: FieldError[]) {
  const body: ErrorEnvelope = { code: ErrorCode[name], msg };
  if (errors && errors.length > 0) body.errors = errors;
  return reply.status(httpStatusOf[name]).send(body);
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** The database cannot be reached: 503, a hint to try again shortly, and the text in the visitor's language. */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply) {
  // The session (and with it the account's language) may be what could not be read.
  const lang = request.session?.lang ?? visitorLanguage(request);
  reply.header('retry-after', '1');
  return send(reply, 'unavailable', translate(lang, 'server.unavailable'));
}

/**
 * One place that turns every failure into the {code, msg, errors?} envelope in the caller's language. A lost
 * or timed-out database connection is told to `health` (which then answers further calls at once) and
 * answered 503, never 500.
 */
export function registerErrorEnvelope(app: FastifyInstance, health: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError && error.code === 'unavailable') return sendUnavailable(request, reply);
    if (health.report(error)) {
      request.log.warn({ reason: databaseFailureText(error) }, 'answered 503: a connection failed');
      return sendUnavailable(request, reply);
    }
    if (error instanceof AppError) {
      const msg = translate(lang, error.messageKey, error.vars);
      // A field error that repeats the main key shares its variables (e.g. the offending domain name).
      const fields = error.fields.map((f) => ({
        field: f.field,
        message: f.message === error.messageKey ? msg : translateMessage(lang, f.message),
      }));
      return send(reply, error.code, msg, fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field: the first rule that failed (an empty email is "required", not also "invalid").
      const fields: FieldError[] = [];
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        if (fields.some((f) => f.field === field)) continue;
        fields.push({ field, message: translateMessage(lang, issue.message ?? 'validation.invalidValue') });
      }
      const first = fields[0]?.message ?? translate(lang, 'errors.invalidParams');
      return send(reply, 'invalidParams', first, fields);
    }
    const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (mapped) return send(reply, mapped.code, translate(lang, mapped.key, mapped.vars));
    // The multipart parser throws a plain Error (no code, no status) for a Content-Type without a boundary.
    if (error.message === MULTIPART_NO_BOUNDARY)
      return send(reply, 'invalidParams', translate(lang, 'errors.malformedBody'));
    const status = error.statusCode ?? 500;
    if (status === 429)
      return send(reply, 'tooManyRequests', translate(lang, 'errors.tooManyRequests', { seconds: 60 }));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'bad request');
      return send(reply, 'invalidParams', translate(lang, 'errors.invalidParams'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'internal', translate(lang, 'errors.internal'));
  });
}
