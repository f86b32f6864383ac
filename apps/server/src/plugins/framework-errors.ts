import { DEFAULT_LANGUAGE, ErrorCode, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What Fastify's router refuses before any hook runs (a URL it cannot decode, a path parameter longer than
 * maxParamLength) answers the same envelope as every other bad input: 400, code 1001, in the language the
 * browser asks for (no session is read this early).
 */
export function frameworkErrors(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const asked = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => normalizeLanguage(part.split(';')[0]))
    .find((lang) => lang !== undefined);
  const body = {
    code: ErrorCode.invalidParams,
    msg: translate(asked ?? DEFAULT_LANGUAGE, 'errors.invalidParams'),
  };
  void reply.status(400).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}
