import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, ErrorCode, httpStatusOf, normalizeLanguage } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCleanUrlEncoded } from './text-input.js';

/** The first language of an Accept-Language header the portal speaks; the default otherwise. */
function askedLanguage(header: string | undefined) {
  return (
    String(header ?? '')
      .split(',')
      .map((part) => normalizeLanguage(part.split(';')[0]))
      .find((lang) => lang !== undefined) ?? DEFAULT_LANGUAGE
  );
}

/**
 * What Fastify's router refuses before any hook runs (a URL it cannot decode, a path parameter longer than
 * maxParamLength) answers the same envelope as every other bad input: 400, code 1001, in the language the
 * browser asks for (no session is read this early).
 */
export function frameworkErrors(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  // A path that does not decode as UTF-8 says so, like the same bytes in a query (text-input.ts).
  const key = isCleanUrlEncoded(request.url) ? 'errors.invalidParams' : 'errors.invalidText';
  const body = {
    code: ErrorCode.invalidParams,
    msg: translate(askedLanguage(request.headers['accept-language']), key),
  };
  void reply.status(400).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}

/** How long a refused connection may go on sending what it had started before it is closed. */
const DRAIN_MS = 2000;

/**
 * What Node's HTTP parser refuses before Fastify sees a request — a request line and headers over its 16 KB
 * (HPE_HEADER_OVERFLOW: 431), anything else malformed (400) — answers the envelope too (Fastify's own handler
 * answers `{"error":…}`). The socket is half-closed after the answer and read to its end (for at most DRAIN_MS)
 * instead of destroyed at once: a client still sending a 100 KB query would otherwise get a connection reset
 * before it reads the answer. No request was parsed, so the answer is in the default language.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.destroy(error);
    return;
  }
  const name = error.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : 'invalidParams';
  const key = name === 'headersTooLarge' ? 'errors.headersTooLarge' : 'errors.invalidParams';
  const body = JSON.stringify({ code: ErrorCode[name], msg: translate(DEFAULT_LANGUAGE, key) });
  const status = httpStatusOf[name];
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
