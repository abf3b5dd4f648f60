/**
 * Where the SSO may send a browser back: a path of this site (`/auth/loading`) or an absolute URL
 * of the same origin as the request. Anything else (other hosts, `//host`, `javascript:`) is refused.
 */
export function isAllowedService(service: string, requestUrl: string): boolean {
  if (service.startsWith('/')) return !service.startsWith('//') && !service.startsWith('/\\');
  try {
    const target = new URL(service);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}

/** `service` with `ticket=…` added to its query, keeping it relative when it was. */
export function withTicket(service: string, ticket: string): string {
  const relative = service.startsWith('/');
  const url = new URL(service, 'http://relative.invalid');
  url.searchParams.set('ticket', ticket);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
