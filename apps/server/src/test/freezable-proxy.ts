import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server that a test can freeze: while frozen, connections are accepted and
 * nothing passes in either direction, not even a close — what the portal sees of a server whose processes are all
 * stopped (SIGSTOP) or a network that drops everything. Thawing delivers what waited, in order, then the closes.
 */
export class FreezableProxy {
  private server: Server | undefined;
  private frozen = false;
  private readonly held: (() => void)[] = [];
  private readonly sockets = new Set<Socket>();
  /** Freeze right after forwarding a client message containing this text (a statement reached the server). */
  private trigger: string | undefined;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    this.server = createServer((client) => this.pair(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  private pass(work: () => void): void {
    if (this.frozen) this.held.push(work);
    else work();
  }

  private pair(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      this.pass(() => upstream.write(chunk));
      if (this.trigger !== undefined && chunk.includes(this.trigger)) {
        this.trigger = undefined;
        this.freeze();
      }
    });
    upstream.on('data', (chunk) => this.pass(() => client.write(chunk)));
    client.on('close', () => this.pass(() => upstream.end()));
    upstream.on('close', () => this.pass(() => client.destroy()));
  }

  freeze(): void {
    this.frozen = true;
  }

  /** Freezes once a client sends a message containing `text`, after passing that message on. */
  freezeAfter(text: string): void {
    this.trigger = text;
  }

  thaw(): void {
    this.frozen = false;
    for (const work of this.held.splice(0)) work();
  }

  async close(): Promise<void> {
    this.thaw();
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
