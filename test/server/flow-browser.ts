import type { Hono } from 'hono';
import type { AppEnv } from '../../server/core/env';

/**
 * A minimal browser for sign-on flows across several origins: one cookie jar per server, redirects
 * followed by hand, requests to the in-process Volant app sent to `app.request` and the others over
 * the network (an identity provider listening on a loopback port).
 */
export class FlowBrowser {
  private readonly jars = new Map<string, Map<string, string>>();
  private readonly isApp: (origin: string) => boolean;

  /**
   * `app` answers the requests to `appOrigin` (one origin, or a predicate: the SSO tests send every
   * URL, `Host` tricks included, to the app); the app's origins share one cookie jar, like one server.
   */
  constructor(
    private readonly app: Hono<AppEnv>,
    appOrigin: string | ((origin: string) => boolean),
  ) {
    this.isApp = typeof appOrigin === 'string' ? (origin) => origin === appOrigin : appOrigin;
  }

  /** The cookies this browser holds for an origin (name → value). */
  cookiesOf(origin: string): Map<string, string> {
    const key = this.isApp(origin) ? 'app' : origin;
    let jar = this.jars.get(key);
    if (!jar) this.jars.set(key, (jar = new Map()));
    return jar;
  }

  /** One request, cookies sent and kept (a cookie whose Max-Age is 0 or negative is removed). */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.cookiesOf(target.origin);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res =
      this.isApp(target.origin)
        ? await this.app.request(url, { ...init, headers })
        : await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = value.join('=') === '' || attributes.some((a) => /^\s*max-age=(0|-\d+)\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    return res;
  }

  /** Follows redirects from `url` until an answer that is not one, or until `stop` says so of a location. */
  async follow(url: string, stop: (location: URL) => boolean = () => false): Promise<{ url: string; res: Response }> {
    let current = url;
    for (let hop = 0; hop < 20; hop += 1) {
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      const next = new URL(location, current);
      if (stop(next)) return { url: next.toString(), res };
      current = next.toString();
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Submits the first form of an HTML page with its hidden fields and `fields`. */
  async submitForm(pageUrl: string, html: string, fields: Record<string, string> = {}): Promise<Response> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    const [, action = '', inner = ''] = form ?? [];
    if (!form) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
    const body = new URLSearchParams();
    for (const input of inner.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) body.set(name, value);
    }
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return this.request(new URL(action.replaceAll('&amp;', '&'), pageUrl).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  }
}
