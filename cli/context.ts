import { createInterface } from 'node:readline/promises';
import { readConfig, type Profile } from './config';
import { usageError } from './errors';
import { createCliFetch, type CliFetch } from './network';
import { createOutput, type Output, type OutputStreams } from './output';
import { closeSession, openSession, type CliSession, type Connection } from './session';
import { lastSignIn } from './session-store';

/** The global options every command sees (`volant --help`). */
export interface GlobalOptions {
  baseUrl?: string;
  user?: string;
  password?: string;
  profile?: string;
  timeout?: string;
  json?: boolean;
  verbose?: boolean;
}

export interface CliIo extends OutputStreams {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** What a command works with: the output, the connection settings and a lazily opened session. */
export class CliContext {
  readonly out: Output;
  readonly http: CliFetch;
  readonly timeoutMs: number;
  private opened: CliSession | null = null;
  private connectionCache: Connection | null = null;

  constructor(
    readonly options: GlobalOptions,
    readonly io: CliIo,
  ) {
    this.out = createOutput({ json: Boolean(options.json), verbose: Boolean(options.verbose) }, io);
    const timeout = options.timeout ?? this.profile()?.timeout?.toString();
    const parsed = timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(timeout);
    if (!Number.isInteger(parsed) || parsed <= 0) throw usageError(`--timeout attend un nombre de millisecondes (reçu « ${timeout} »).`);
    this.timeoutMs = parsed;
    this.http = createCliFetch(parsed);
  }

  get env(): Record<string, string | undefined> {
    return this.io.env;
  }

  /** The selected profile (--profile, VOLANT_PROFILE, or the file's default), if any. */
  profile(): (Profile & { name: string }) | null {
    const config = readConfig(this.env);
    const name = this.options.profile ?? this.env.VOLANT_PROFILE ?? config.defaultProfile;
    if (!name) return null;
    const profile = config.profiles[name];
    if (!profile) throw usageError(`Profil inconnu : « ${name} ». Profils : ${Object.keys(config.profiles).join(', ') || 'aucun'}.`);
    return { ...profile, name };
  }

  /** Base URL and credentials: flags, then VOLANT_* variables, then the profile, then the kept session's. */
  connection(): Connection {
    if (this.connectionCache) return this.connectionCache;
    const profile = this.profile();
    // Last, the environment and user of the session `volant login` keeps (README: login, then whoami).
    const given = this.options.baseUrl ?? this.env.VOLANT_BASE_URL ?? profile?.baseUrl;
    const last = given === undefined ? lastSignIn(this.env) : undefined;
    const raw = given ?? last?.baseUrl;
    if (!raw) throw usageError('Indiquez l’environnement : --base-url <url>, VOLANT_BASE_URL ou un profil (volant profiles add).');
    let baseUrl: string;
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      baseUrl = url.toString().replace(/\/+$/, '');
    } catch {
      throw usageError(`URL invalide : « ${raw} » (attendu : http(s)://hôte[:port]).`);
    }
    const user = this.options.user ?? this.env.VOLANT_USER ?? profile?.user ?? last?.user ?? null;
    let password: string | null | undefined = this.options.password ?? this.env.VOLANT_PASSWORD;
    this.connectionCache = {
      baseUrl,
      user,
      profile: profile?.name ?? null,
      password: async () => {
        if (password === undefined) password = await this.prompt(`Mot de passe de ${user ?? '?'} : `, true);
        return password;
      },
    };
    return this.connectionCache;
  }

  /** Asks on the terminal (hidden for passwords); null when stdin is not interactive. */
  async prompt(question: string, hidden = false): Promise<string | null> {
    if (!this.io.stdin.isTTY) return null;
    const rl = createInterface({ input: this.io.stdin, output: process.stderr, terminal: true });
    if (hidden) {
      const output = rl as unknown as { _writeToOutput?: (s: string) => void };
      output._writeToOutput = (s: string) => {
        if (s.startsWith(question)) process.stderr.write(question);
      };
    }
    try {
      return (await rl.question(question)).trim() || null;
    } finally {
      rl.close();
      if (hidden) process.stderr.write('\n');
    }
  }

  /** The signed-in API session (opened once per command). */
  async session(): Promise<CliSession> {
    this.opened ??= await openSession(this.env, this.connection(), this.http, { notify: (text) => this.out.info(text) });
    return this.opened;
  }

  /** A new sign-in that is not kept (volant smoke tests the sign-in itself and leaves the kept session alone). */
  async freshSession(): Promise<CliSession> {
    this.opened = await openSession(this.env, this.connection(), this.http, { fresh: true, notify: (text) => this.out.info(text) });
    return this.opened;
  }

  async logout(): Promise<boolean> {
    const opened = await this.session();
    await closeSession(this.env, this.connection(), opened);
    this.opened = null;
    return true;
  }
}
