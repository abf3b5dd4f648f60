// A browser in front of the in-process app, as far as the SSO needs one: the cookies of Volant's
// origin (test/server/flow-browser.ts), and the login form filled in the way a browser submits it
// (login ticket, Origin).
import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/core/env';
import { DEMO_PASSWORD } from '../../../server/seed/accounts';
import { FlowBrowser } from '../flow-browser';

/** The origin of app.request() URLs, which the test apps use as their public URL. */
export const PUBLIC_ORIGIN = 'http://localhost';

export interface SsoBrowser {
  /** Cookies it holds (name → value). */
  cookies: Map<string, string>;
  /** A request with this browser's cookies; Set-Cookie answers update the jar. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Opens /sso/login?<query> and submits its form with these credentials. */
  signIn(query: string, email?: string, password?: string): Promise<Response>;
}

/** The hidden `lt` field of a login page. */
export const loginTicketOf = (page: string) => /name="lt" value="([^"]+)"/.exec(page)?.[1] ?? '';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeHtml = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The `ticket` parameter of a redirect. */
export const ticketOf = (res: Response) => new URL(res.headers.get('location') ?? '', PUBLIC_ORIGIN).searchParams.get('ticket');

export function ssoBrowser(app: Hono<AppEnv>): SsoBrowser {
  const flow = new FlowBrowser(app, () => true);
  const cookies = flow.cookiesOf(PUBLIC_ORIGIN);
  const request = (path: string, init: RequestInit = {}) => flow.request(new URL(path, PUBLIC_ORIGIN).toString(), init);
  return {
    cookies,
    request,
    async signIn(query, email = 'gerant@volant.test', password = DEMO_PASSWORD) {
      const form = await request(`/sso/login?${query}`);
      const page = await form.text();
      const fields = new URLSearchParams({ username: email, password, lt: loginTicketOf(page) });
      const service = /name="service" value="([^"]+)"/.exec(page)?.[1];
      if (service) fields.set('service', unescapeHtml(service));
      if (page.includes('name="renew"')) fields.set('renew', 'true');
      return request(`/sso/login?${query}`, { method: 'POST', headers: { Origin: PUBLIC_ORIGIN }, body: fields });
    },
  };
}
