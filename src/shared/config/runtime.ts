/** Deployment settings read at start from `/config.json` (served beside index.html). */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. "/api". */
  apiBase: string;
  /** Login page of the single sign-on. */
  ssoUrl: string;
  /** Version of the deployed front end, compared with the API's project version. */
  frontVersion: string;
  /** The sign-on `ssoUrl` leads to (docs/sign-on.md, « Three modes »); `embedded` when not said. */
  signOn: SignOnMode;
}

export type SignOnMode = 'embedded' | 'cas' | 'oidc';
const SIGN_ON_MODES: readonly string[] = ['embedded', 'cas', 'oidc'] satisfies SignOnMode[];

export const RUNTIME_CONFIG_PATH = '/config.json';
/** The data block the Volant server writes the configuration into, in the page (server/core/index-page.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'volant-config';

declare global {
  // The configuration request src/app/boot.ts sent before the app's code had loaded, for main.tsx (once).
  var __volantConfig: Promise<Response> | undefined;
}

function readString(source: Record<string, unknown>, key: Exclude<keyof RuntimeConfig, 'signOn'>): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`${RUNTIME_CONFIG_PATH}: "${key}" must be a non-empty string`);
  }
  return value;
}

/** Sends the request for the runtime configuration (src/app/boot.ts sends it before the app's code has loaded). */
export function requestRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
}

/**
 * The configuration the page carries, as the answer `/config.json` would give; when the page has none
 * (a front end served by another static server), the request for it (src/app/boot.ts).
 */
export function pageOrRequestedConfig(doc: Document, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const carried = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (carried) return Promise.resolve(new Response(carried, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  return requestRuntimeConfig(fetchImpl);
}

/**
 * Fetches (or reads the answer of the request already `sent`) and checks the runtime configuration;
 * throws when it is missing or malformed.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, sent?: Promise<Response>): Promise<RuntimeConfig> {
  const response = await (sent ?? requestRuntimeConfig(fetchImpl));
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${RUNTIME_CONFIG_PATH}: not a JSON object`);
  const source = body as Record<string, unknown>;
  return {
    apiBase: readString(source, 'apiBase'),
    ssoUrl: readString(source, 'ssoUrl'),
    frontVersion: readString(source, 'frontVersion'),
    signOn: SIGN_ON_MODES.includes(String(source.signOn)) ? (source.signOn as SignOnMode) : 'embedded',
  };
}
