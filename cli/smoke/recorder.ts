import type { Exchange } from './types';

/**
 * A fetch wrapper that keeps every exchange of one check: method, path, status, duration and, for GET
 * answers in JSON, the parsed body. The modules' api.ts functions return pages (items and total), not
 * the raw answer: the list checks validate the Hydra collection from what was recorded here.
 */
export interface Recorder {
  readonly exchanges: Exchange[];
  wrap(inner: typeof fetch): typeof fetch;
}

const isJson = (contentType: string | null) => contentType !== null && /\bjson\b/i.test(contentType);

function methodOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string {
  if (init?.method) return init.method.toUpperCase();
  return input instanceof Request ? input.method.toUpperCase() : 'GET';
}

function pathOf(input: Parameters<typeof fetch>[0]): string {
  const raw = input instanceof Request ? input.url : String(input);
  try {
    const url = new URL(raw);
    return `${url.pathname}${url.search}`;
  } catch {
    return raw;
  }
}

export function createRecorder(): Recorder {
  const exchanges: Exchange[] = [];
  return {
    exchanges,
    wrap: (inner) => async (input, init) => {
      const started = performance.now();
      const method = methodOf(input, init);
      let response: Response;
      try {
        response = await inner(input, init);
      } catch (error) {
        // No answer (refused, timeout…): status 0, as the API client reports it.
        exchanges.push({ method, path: pathOf(input), status: 0, durationMs: Math.round(performance.now() - started), contentType: null });
        throw error;
      }
      const contentType = response.headers.get('Content-Type');
      const exchange: Exchange = { method, path: pathOf(input), status: response.status, durationMs: 0, contentType };
      if (method === 'GET' && response.ok && isJson(contentType)) {
        try {
          exchange.json = JSON.parse(await response.clone().text());
        } catch {
          // Not JSON after all: the client's own parsing reports it.
        }
      }
      exchange.durationMs = Math.round(performance.now() - started);
      exchanges.push(exchange);
      return response;
    },
  };
}
