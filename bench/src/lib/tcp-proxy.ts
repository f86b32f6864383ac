// A round-robin TCP proxy on 127.0.0.1 for the cluster bench: each client connection goes to the next backend
// and stays there (autocannon keeps its connections, so N connections spread evenly over the backends).
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  url: string;
  /** Send new connections to these backends (host:port) from now on. */
  use(backends: readonly number[]): void;
  close(): Promise<void>;
}

export async function startTcpProxy(): Promise<TcpProxy> {
  let backends: readonly number[] = [];
  let next = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const port = backends[next++ % backends.length];
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    use(list) {
      backends = list;
      next = 0;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
