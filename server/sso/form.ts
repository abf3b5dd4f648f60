import type { Context } from 'hono';

/** Reads string fields of a form (urlencoded or multipart) or JSON body; missing or non-string fields are ''. */
export async function readFields<K extends string>(c: Context, names: readonly K[]): Promise<Record<K, string>> {
  const isJson = (c.req.header('content-type') ?? '').includes('json');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = isJson ? await c.req.json() : await c.req.parseBody();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name];
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}
