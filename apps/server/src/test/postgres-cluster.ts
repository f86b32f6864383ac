import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server binaries of the machine (Debian layout), or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/**
 * A throw-away PostgreSQL cluster in a temp directory on a loopback port, that a test stops and starts. initdb
 * refuses to run as root: then every command runs as the `postgres` user (runuser).
 */
export class PostgresCluster {
  readonly dir: string;
  private readonly asUser: string | undefined;

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
    this.asUser = process.getuid?.() === 0 ? 'postgres' : undefined;
    if (this.asUser) {
      const uid = Number(execFileSync('id', ['-u', this.asUser]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', this.asUser]).toString().trim());
      chownSync(this.dir, uid, gid);
    }
    chmodSync(this.dir, 0o700);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(command: string, args: string[]): void {
    const [file, argv] = this.asUser
      ? ['runuser', ['-u', this.asUser, '--', join(this.bin, command), ...args]]
      : [join(this.bin, command), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  }

  init(): void {
    this.run('initdb', [
      '-D',
      join(this.dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', [
      'start',
      '-w',
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
    ]);
  }

  /** Makes this cluster a streaming standby of `primary` (pg_basebackup -R): a failover target. */
  replicaOf(primary: PostgresCluster): void {
    this.run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      join(this.dir, 'data'),
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
  }

  /** Ends recovery: the standby becomes a primary that accepts writes. */
  promote(): void {
    this.run('pg_ctl', ['promote', '-w', '-D', join(this.dir, 'data')]);
  }

  /** The server's processes: the postmaster (data/postmaster.pid's first line) and its children. */
  pids(): number[] {
    const postmaster = Number(readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)])
        .toString()
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      // no children
    }
    return [postmaster, ...children];
  }

  stop(mode: 'fast' | 'immediate'): void {
    this.run('pg_ctl', ['stop', '-w', '-m', mode, '-D', join(this.dir, 'data')]);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
