// A customer's HTTPS server for served-certificate tests: node:tls on 127.0.0.1, serving the key and certificate
// (with whatever chain) the test gives, switchable between handshakes.
import type { AddressInfo, Socket } from 'node:net';
import { createSecureContext, createServer, type SecureContext } from 'node:tls';

export interface TestTlsServer {
  port: number;
  /** What the next handshakes serve: the key and the PEM certificates (leaf first, then any chain). */
  serve(keyPem: string, certPem: string): void;
  /** The SNI name of each handshake that sent one. */
  names: string[];
  close(): Promise<void>;
}

export async function startTestTlsServer(keyPem: string, certPem: string): Promise<TestTlsServer> {
  const names: string[] = [];
  let context: SecureContext = createSecureContext({ key: keyPem, cert: certPem });
  const server = createServer(
    {
      key: keyPem,
      cert: certPem,
      SNICallback: (name, done) => {
        names.push(name);
        done(null, context);
      },
    },
    (socket) => socket.end(),
  );
  // A probe that hangs up mid-handshake must not end the test process.
  server.on('tlsClientError', () => undefined);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    serve(key, cert) {
      context = createSecureContext({ key, cert });
      server.setSecureContext({ key, cert });
    },
    names,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
