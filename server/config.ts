import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import packageJson from '../package.json' with { type: 'json' };

/** Everything the reference server reads from its environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  /** `postgres://…` selects PostgreSQL; null means the embedded SQLite file. */
  databaseUrl: string | null;
  /** SQLite file path, or ':memory:'. */
  sqliteFile: string;
  /** HS256 secret of the access tokens. Never logged. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Absolute lifetime of a session, whatever the refreshes. */
  sessionMaxSeconds: number;
  serviceTicketTtlSeconds: number;
  /** Lifetime of the SSO ticket-granting ticket (the TGC cookie). */
  ticketGrantingTicketTtlSeconds: number;
  frontVersion: string;
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

/** The secret from the environment, else one generated once and kept in var/jwt-secret (mode 0600). */
function jwtSecret(env: Env, varDir: string, persist: boolean): string {
  const fromEnv = env.VOLANT_JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('VOLANT_JWT_SECRET doit compter au moins 32 caractères.');
    return fromEnv;
  }
  const generated = randomBytes(48).toString('base64url');
  if (!persist) return generated;
  const file = join(varDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(varDir, { recursive: true });
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
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
  return {
    port: positiveInt(env, 'PORT', 8080),
    databaseUrl,
    sqliteFile: sqliteFile === ':memory:' ? sqliteFile : resolve(sqliteFile),
    jwtSecret: jwtSecret(env, varDir, !inMemory),
    accessTokenTtlSeconds: positiveInt(env, 'VOLANT_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: positiveInt(env, 'VOLANT_REFRESH_TTL', 14 * 24 * HOUR),
    sessionMaxSeconds: positiveInt(env, 'VOLANT_SESSION_MAX', 12 * HOUR),
    serviceTicketTtlSeconds: positiveInt(env, 'VOLANT_ST_TTL', 30),
    ticketGrantingTicketTtlSeconds: 8 * HOUR,
    frontVersion: env.VOLANT_FRONT_VERSION || packageJson.version,
    distDir: resolve(env.VOLANT_DIST_DIR || 'dist/public'),
    varDir,
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env),
    antsSessionTtlSeconds: positiveInt(env, 'VOLANT_ANTS_SESSION_TTL', HOUR),
    antsStepSeconds: positiveInt(env, 'VOLANT_ANTS_STEP_SECONDS', 300),
    dsrSessionTtlSeconds: positiveInt(env, 'VOLANT_DSR_SESSION_TTL', 8 * HOUR),
  };
}
