// A throw-away PostgreSQL cluster of our own (initdb into a temp dir, a free port), so that the
// cluster suite can stop, restart and freeze it: the same commands as .ci/run's start_postgres, run
// as user postgres through runuser when we are root.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../reliability/server';

/** The newest /usr/lib/postgresql/<version>/bin holding `postgres`, or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const isRoot = () => userInfo().uid === 0;

function ownerUid(): { uid: number; gid: number } | null {
  if (!isRoot()) return null;
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root needs the user postgres (apt-get install postgresql creates it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface Postgres {
  port: number;
  /** A URL of `database` as the superuser (trust authentication on loopback). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** Runs SQL on `database` as the superuser. */
  query<T extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]): Promise<T[]>;
  /** pg_ctl stop -m fast (connections are cut) / start. */
  stop(): void;
  start(): void;
  /** SIGSTOP on the postmaster and every backend (a frozen server: sockets open, nothing answers) / SIGCONT. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

export function startPostgres(bin: string): Promise<Postgres> {
  return freePort().then((port) => {
    const dir = mkdtempSync(join(tmpdir(), 'volant-cluster-pg-'));
    const owner = ownerUid();
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const data = join(dir, 'data');
    const run = (tool: string, args: string[]) => {
      const command = owner ? 'runuser' : join(bin, tool);
      const argv = owner ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
      const result = spawnSync(command, argv, { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}${existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000) : ''}`);
    };
    run('initdb', ['-D', data, '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8', '--auth=trust']);
    const start = () =>
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`, 'start']);
    start();
    let frozen: number[] = [];
    const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const query = async <T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    /** The postmaster and its children, from postmaster.pid and /proc. */
    const processes = (): number[] => {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
          } catch {
            return false;
          }
        })
        .map(Number);
      return [postmaster, ...children];
    };
    const thaw = () => {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    };
    return {
      port,
      url,
      query,
      createDatabase: async (name) => void (await query('postgres', `create database ${name}`)),
      stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
      start,
      freeze() {
        frozen = processes();
        for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      },
      thaw,
      destroy() {
        thaw();
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}
