// The DNS server of the DCV delegation zone: dns2's UDP and TCP servers on DNS_LISTEN, answering from the
// database through `answerQuery` (delegation-answers.ts). Started only when DCV_DELEGATION_ZONE is set.
import { isIPv6 } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import dns2, { type Packet } from 'dns2';
import { answerQuery, type DelegationZone } from './delegation-answers.js';

export interface DelegationResponderOptions {
  zone: DelegationZone;
  /** DNS_LISTEN's address and port; port 0 (tests) takes a free port, the same one for UDP and TCP. */
  host: string;
  port: number;
  log: { warn(obj: object, msg: string): void; debug?(obj: object, msg: string): void };
}

export interface DelegationResponder {
  /** `host:port` where it answers (UDP and TCP), e.g. for a test resolver to forward to. */
  address: string;
  port: number;
  close(): Promise<void>;
}

type Send = (response: Packet) => Promise<Buffer>;

/** Binds UDP and TCP on one port and answers every query of the zone; refuses every other name. */
export async function startDelegationResponder(
  options: DelegationResponderOptions,
): Promise<DelegationResponder> {
  const handle = (request: Packet, send: Send) => {
    answerQuery(request, options.zone)
      .then((response) => send(response))
      .catch((error: unknown) => options.log.warn({ err: error }, 'DNS answer could not be sent'));
  };
  const { udp, tcp, port } = await listen(options, handle);
  // A malformed packet is dropped (dns2 could not parse it: there is nothing to answer).
  const dropped = (error: unknown) => options.log.debug?.({ err: error }, 'DNS query dropped');
  udp.on('requestError', dropped);
  tcp.on('requestError', dropped);
  udp.on('error', (error: unknown) => options.log.warn({ err: error }, 'DNS (UDP) socket error'));
  tcp.on('error', (error: unknown) => options.log.warn({ err: error }, 'DNS (TCP) server error'));
  const connections = new Set<Socket>();
  tcp.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  const host = isIPv6(options.host) ? `[${options.host}]` : options.host;
  return {
    address: `${host}:${port}`,
    port,
    async close() {
      for (const socket of connections) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => udp.close(() => resolve())),
        new Promise<void>((resolve) => tcp.close(() => resolve())),
      ]);
    },
  };
}

type Handler = (request: Packet, send: Send) => void;

/**
 * UDP binds first; TCP then binds the same port. With port 0 another process may take the UDP port's TCP twin
 * meanwhile, so a few tries; with a fixed port a failure (in use, no permission for 53) ends the start.
 */
async function listen(options: DelegationResponderOptions, handle: Handler) {
  const type = isIPv6(options.host) ? 'udp6' : 'udp4';
  for (let attempt = 0; ; attempt++) {
    const udp = dns2.createUDPServer({ type });
    udp.on('request', (request, send) => handle(request, send));
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(options.port, options.host, () => {
        udp.off('error', reject);
        resolve();
      });
    }).catch((error: unknown) => {
      throw describe(error, 'UDP', options);
    });
    const { port } = udp.address();
    const tcp = dns2.createTCPServer((request, send) => handle(request, send));
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject);
        tcp.listen(port, options.host, () => {
          tcp.off('error', reject);
          resolve();
        });
      });
      if ((tcp.address() as AddressInfo).port !== port) throw new Error('TCP bound another port');
      return { udp, tcp, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if (options.port !== 0 || attempt >= 4) throw describe(error, 'TCP', options);
    }
  }
}

function describe(error: unknown, transport: string, options: DelegationResponderOptions): Error {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return new Error(
    `DNS_LISTEN ${options.host}:${options.port}: cannot listen on ${transport} (${code}); ` +
      'port 53 needs the right to bind low ports (CAP_NET_BIND_SERVICE) or another DNS_LISTEN',
  );
}
