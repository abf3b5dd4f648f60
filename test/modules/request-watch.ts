// Watches the requests the screens send to the in-process reference server (what a test proves a
// screen asked for), until `restore()` puts the server's own `request` back.
import type { TestApp } from '../server/helpers';

export interface RequestWatch {
  /** Every request's URL, in the order they were sent. */
  readonly urls: URL[];
  /** The paths requested, in order. */
  paths(): string[];
  restore(): void;
}

export function watchRequests(server: TestApp): RequestWatch {
  const urls: URL[] = [];
  const request = server.app.request.bind(server.app);
  const original = server.app.request;
  server.app.request = (input, init, ...rest) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));
    return request(input, init, ...rest);
  };
  return {
    urls,
    paths: () => urls.map((url) => url.pathname),
    restore: () => {
      server.app.request = original;
    },
  };
}
