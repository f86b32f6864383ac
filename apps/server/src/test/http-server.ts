import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test web server answers at one path. */
export type TestHttpRoute =
  | { status?: number; body: string }
  | { redirectTo: string; status?: number }
  /** Sends the headers, then nothing: for time-out tests. */
  | { hang: true }
  /** Streams this many bytes without a Content-Length, so only counting can catch it. */
  | { streamBytes: number };

export interface TestHttpServer {
  port: number;
  /** Paths not set answer 404. */
  setRoute(path: string, route: TestHttpRoute): void;
  reset(): void;
  /** Host header and path of every request, oldest first. */
  requests: { host: string; path: string }[];
  close(): Promise<void>;
}

/** A web server on loopback playing the customer's site during domain-validation tests. */
export async function startTestHttpServer(): Promise<TestHttpServer> {
  const routes = new Map<string, TestHttpRoute>();
  const requests: TestHttpServer['requests'] = [];

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ host: request.headers.host ?? '', path });
    const route = routes.get(path);
    if (!route) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    answer(route, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    setRoute: (path, route) => void routes.set(path, route),
    reset() {
      routes.clear();
      requests.length = 0;
    },
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(route: TestHttpRoute, response: ServerResponse) {
  if ('body' in route) {
    response.writeHead(route.status ?? 200, { 'content-type': 'text/plain' }).end(route.body);
  } else if ('redirectTo' in route) {
    response.writeHead(route.status ?? 302, { location: route.redirectTo }).end();
  } else if ('hang' in route) {
    response.writeHead(200, { 'content-type': 'text/plain' }).flushHeaders();
  } else {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(16 * 1024, 'x');
    let left = route.streamBytes;
    const writeMore = () => {
      while (left > 0 && !response.destroyed) {
        const piece = chunk.subarray(0, Math.min(left, chunk.length));
        left -= piece.length;
        if (!response.write(piece)) return void response.once('drain', writeMore);
      }
      response.end();
    };
    writeMore();
  }
}
