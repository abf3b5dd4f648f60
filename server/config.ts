import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import packageJson from '../package.json' with { type: 'json' };
import { loadSignOnConfig, type SignOn, type SignOnConfig } from './auth/sign-on/config';

/** The publisher of the software (the company that holds its source and releases it). */
export interface Publisher {
  name: string;
  siren: string | null;
  address: string | null;
  signatory: string | null;
}

function publisher(env: Env): Publisher | null {
  const name = env.VOLANT_PUBLISHER_NAME?.trim();
  if (!name) return null;
  const optional = (value: string | undefined) => value?.trim() || null;
  return { name, siren: optional(env.VOLANT_PUBLISHER_SIREN), address: optional(env.VOLANT_PUBLISHER_ADDRESS), signatory: optional(env.VOLANT_PUBLISHER_SIGNATORY) };
}

/** Everything the reference server reads from its environment, parsed once at start. */
export interface ServerConfig extends SignOnConfig {
  port: number;
  /** `postgres://…` selects PostgreSQL; null means the embedded SQLite file. */
  databaseUrl: string | null;
  /** SQLite file path, or ':memory:'. */
  sqliteFile: string;
  /** HS256 secret of the access tokens. Never logged. */
  jwtSecret: string;
  /**
   * HMAC key of the NF525 chain (events and the sealed head), outside the database: whoever edits the
   * database without it cannot forge the chain. Every instance over one database needs the same. Never logged.
   */
  ledgerKey: string;
  /**
   * Folder of the NF525 chain's witness (the last head of each structure's chain, sealed with the ledger
   * key), outside the database: a book rolled back or wiped behind Volant's back no longer matches it.
   * Every instance over one database should share it, like the key. Null (no witness) for an in-memory
   * database, which nothing outlives.
   */
  ledgerWitnessDir: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a session, whatever the refreshes. */
  sessionMaxSeconds: number;
  serviceTicketTtlSeconds: number;
  /** Lifetime of the SSO ticket-granting ticket (the TGC cookie). */
  ticketGrantingTicketTtlSeconds: number;
  frontVersion: string;
  /**
   * Who publishes this Volant and signs its NF525 individual attestation (art. 286 I 3° bis CGI):
   * VOLANT_PUBLISHER_NAME, _SIREN, _ADDRESS and _SIGNATORY (« Prénom NOM, qualité »). Null while the name
   * is not set: no attestation is issued in nobody's name.
   */
  publisher: Publisher | null;
  /** Built front end served as static files (SPA). */
  distDir: string;
  /** Writable runtime folder (SQLite file, generated secret). */
  varDir: string;
  /**
   * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (implicit TLS): the outbox worker
   * delivers the e-mails through it; null keeps them in the outbox only. Never logged (it holds a password).
   */
  smtpUrl: string | null;
  /** Sender of every e-mail (VOLANT_MAIL_FROM): its address, and the display name used when a message has none of its own. */
  mailFrom: MailAddress;
  /** Simulated national services (server/simulators): lifetime of an ANTS session, seconds. */
  antsSessionTtlSeconds: number;
  /** Simulated ANTS: time a sent request spends in each status before the next one, seconds. */
  antsStepSeconds: number;
  /** Simulated livret-numérique gateway: lifetime of a gateway session, seconds. */
  dsrSessionTtlSeconds: number;
  /** Public origin of this Volant (`https://volant.example.fr`): the SSO's own origin, never taken from `Host`. */
  publicUrl: string;
  /** Other services the SSO may issue tickets to (partners): URL prefixes (origin + path), canonical. Their tickets never open a Volant session. */
  casServices: string[];
  /** Other origins Volant's own app and CLI reach this server from (a balancer, a proxy, a second host name): their `/auth/loading` is Volant's service too. */
  appOrigins: string[];
  /**
   * Other origins whose pages may call the whole API with a bearer token (CORS, no cookies): an API
   * Platform Admin or another Hydra client served elsewhere. Empty by default: same origin only.
   */
  apiOrigins: string[];
  /** Believe the proxy's `X-Forwarded-Proto` (set only when Volant is reachable through that proxy alone). */
  trustProxy: boolean;
  // Several instances over one PostgreSQL (docs/operations.md, « Several instances over one PostgreSQL »).
  /** Deadline to open a PostgreSQL connection (or get one from the pool), ms. */
  pgConnectTimeoutMs: number;
  /** Deadline of one SQL statement of a request (statement_timeout, and a read deadline client side), ms. */
  pgStatementTimeoutMs: number;
  /** PostgreSQL connections of one instance (pool size). */
  pgPoolSize: number;
  /** SIGTERM: how long requests in flight may take to finish before the process stops anyway, s. */
  shutdownGraceSeconds: number;
  /**
   * The school's certificate that seals signed documents (PAdES): a PKCS#12 file and its password
   * (VOLANT_SEAL_P12, VOLANT_SEAL_P12_PASSWORD); null: a self-signed demo certificate generated once
   * in `varDir` (docs/signature.md).
   */
  sealCertificate: { path: string; password: string } | null;
}

export interface MailAddress {
  name: string;
  address: string;
}

type Env = Record<string, string | undefined>;

const HOUR = 3600;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} doit être un entier positif (reçu « ${raw} »).`);
  }
  return value;
}

/**
 * A secret from the environment (at least 32 characters), else one generated once and kept in
 * `varDir/<file>` (mode 0600) so that it survives restarts. Never logged.
 */
function persistedSecret(env: Env, name: string, varDir: string, fileName: string, persist: boolean): string {
  const fromEnv = env[name];
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error(`${name} doit compter au moins 32 caractères.`);
    return fromEnv;
  }
  const generated = randomBytes(48).toString('base64url');
  if (!persist) return generated;
  const file = join(varDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** VOLANT_SEAL_P12 (a readable PKCS#12 file) and its VOLANT_SEAL_P12_PASSWORD, or null when unset. */
function sealCertificate(env: Env): { path: string; password: string } | null {
  const path = env.VOLANT_SEAL_P12;
  if (!path) return null;
  if (!existsSync(path)) throw new Error(`VOLANT_SEAL_P12 : le fichier « ${path} » est introuvable.`);
  return { path: resolve(path), password: env.VOLANT_SEAL_P12_PASSWORD ?? '' };
}

/** VOLANT_PUBLIC_URL: an http(s) origin without path, query or credentials; default http://localhost:PORT. */
function publicUrl(env: Env, port: number): string {
  const raw = env.VOLANT_PUBLIC_URL || `http://localhost:${port}`;
  const url = parseHttpUrl(raw, 'VOLANT_PUBLIC_URL');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`VOLANT_PUBLIC_URL doit être une origine sans chemin, par exemple https://volant.example.fr (reçu « ${raw} »).`);
  }
  return url.origin;
}

/** Where the app and the CLI send people to sign in (`ssoUrl` of /config.json). */
export function ssoUrlOf(signOn: SignOn): string {
  if (signOn.mode === 'cas') return signOn.casUrl;
  if (signOn.mode === 'oidc') return '/sso/oidc';
  return '/sso';
}

/** VOLANT_CAS_SERVICES: comma-separated URL prefixes (origin + path) of the services allowed to use the SSO. */
function casServices(env: Env): string[] {
  return (env.VOLANT_CAS_SERVICES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = parseHttpUrl(entry, 'VOLANT_CAS_SERVICES');
      if (url.search || url.hash || entry.includes('\\')) {
        throw new Error(`VOLANT_CAS_SERVICES : « ${entry} » doit être une origine suivie d’un chemin, sans paramètres.`);
      }
      return url.href;
    });
}

/** A comma-separated list of http(s) origins (no path), canonical: VOLANT_APP_ORIGINS, VOLANT_API_ORIGINS. */
function originList(env: Env, name: 'VOLANT_APP_ORIGINS' | 'VOLANT_API_ORIGINS'): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = parseHttpUrl(entry, name);
      if (url.pathname !== '/' || url.search || url.hash || entry.includes('\\')) {
        throw new Error(`${name} : « ${entry} » doit être une origine sans chemin, par exemple https://volant2.example.fr.`);
      }
      return url.origin;
    });
}

function parseHttpUrl(raw: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} : « ${raw} » n’est pas une adresse valide.`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new Error(`${name} : « ${raw} » doit être une adresse http ou https sans identifiants.`);
  }
  return url;
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL;
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL doit être une adresse smtp://… ou smtps://….');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new Error('SMTP_URL doit être une adresse smtp://… ou smtps://….');
  }
  return raw;
}

function mailFrom(env: Env): MailAddress {
  const raw = env.VOLANT_MAIL_FROM || '"Volant" <no-reply@localhost>';
  const parsed = addressparser(raw, { flatten: true });
  const first = parsed[0];
  if (parsed.length !== 1 || !first || !/^[^\s@]+@[^\s@]+$/.test(first.address)) {
    throw new Error(`VOLANT_MAIL_FROM doit être une seule adresse, par exemple "Volant" <no-reply@exemple.fr> (reçu « ${raw} »).`);
  }
  return { name: first.name || 'Volant', address: first.address };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const varDir = resolve(env.VOLANT_VAR_DIR || 'var');
  const databaseUrl = env.DATABASE_URL?.startsWith('postgres') ? env.DATABASE_URL : null;
  const sqliteFile = env.VOLANT_DB_FILE || join(varDir, 'volant.sqlite');
  const inMemory = databaseUrl === null && sqliteFile === ':memory:';
  const port = positiveInt(env, 'PORT', 8080);
  return {
    ...loadSignOnConfig(env),
    port,
    databaseUrl,
    sqliteFile: sqliteFile === ':memory:' ? sqliteFile : resolve(sqliteFile),
    jwtSecret: persistedSecret(env, 'VOLANT_JWT_SECRET', varDir, 'jwt-secret', !inMemory),
    ledgerKey: persistedSecret(env, 'VOLANT_LEDGER_KEY', varDir, 'ledger-key', !inMemory),
    ledgerWitnessDir: env.VOLANT_LEDGER_WITNESS_DIR ? resolve(env.VOLANT_LEDGER_WITNESS_DIR) : inMemory ? null : join(varDir, 'ledger-witness'),
    accessTokenTtlSeconds: positiveInt(env, 'VOLANT_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: positiveInt(env, 'VOLANT_REFRESH_TTL', 14 * 24 * HOUR),
    sessionMaxSeconds: positiveInt(env, 'VOLANT_SESSION_MAX', 12 * HOUR),
    serviceTicketTtlSeconds: positiveInt(env, 'VOLANT_ST_TTL', 30),
    ticketGrantingTicketTtlSeconds: 8 * HOUR,
    frontVersion: env.VOLANT_FRONT_VERSION || packageJson.version,
    publisher: publisher(env),
    distDir: resolve(env.VOLANT_DIST_DIR || 'dist/public'),
    varDir,
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env),
    antsSessionTtlSeconds: positiveInt(env, 'VOLANT_ANTS_SESSION_TTL', HOUR),
    antsStepSeconds: positiveInt(env, 'VOLANT_ANTS_STEP_SECONDS', 300),
    dsrSessionTtlSeconds: positiveInt(env, 'VOLANT_DSR_SESSION_TTL', 8 * HOUR),
    publicUrl: publicUrl(env, port),
    casServices: casServices(env),
    appOrigins: originList(env, 'VOLANT_APP_ORIGINS'),
    apiOrigins: originList(env, 'VOLANT_API_ORIGINS'),
    trustProxy: env.VOLANT_TRUST_PROXY === '1',
    // Several instances over one PostgreSQL: an outage answers 503 within about these deadlines.
    pgConnectTimeoutMs: positiveInt(env, 'VOLANT_PG_CONNECT_TIMEOUT_MS', 1500),
    pgStatementTimeoutMs: positiveInt(env, 'VOLANT_PG_STATEMENT_TIMEOUT_MS', 1500),
    pgPoolSize: positiveInt(env, 'VOLANT_PG_POOL_SIZE', 10),
    shutdownGraceSeconds: positiveInt(env, 'VOLANT_SHUTDOWN_GRACE_SECONDS', 25),
    sealCertificate: sealCertificate(env),
  };
}
