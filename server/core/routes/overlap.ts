/**
 * Whether two routes can answer one request: same method, same number of segments, and every pair of
 * segments can hold the same text. With no overlap anywhere, the order the routes are registered in
 * decides nothing. Works on the permission table's keys (`GET /api/learners/:id{[0-9]+}`), so declared
 * and hand-wired routes are checked alike.
 */

type Segment = { literal: string } | { pattern: RegExp };

const PARAM_SEGMENT = /^:\w+(?:\{(.+)\})?$/;

/**
 * Texts a path segment may hold, tried against both parameters of a pair: ids, words, tokens and a
 * UUID. Two parameter patterns overlap when one of them matches both (every pattern of the API is a
 * character class repeated, so one text of each class decides).
 */
const SAMPLES = ['1', '42', 'a', 'abc', 'ABC', 'x-y_z', '0a1b-2c', '3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'a.b', 'é', 'a b', '~'];

function segmentOf(text: string): Segment {
  const param = PARAM_SEGMENT.exec(text);
  if (!param) return { literal: text };
  return { pattern: new RegExp(`^(?:${param[1] ?? '[^/]+'})$`) };
}

function parse(key: string): { method: string; segments: Segment[] } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), segments: key.slice(space + 1).split('/').map(segmentOf) };
}

function segmentsOverlap(a: Segment, b: Segment): boolean {
  if ('literal' in a && 'literal' in b) return a.literal === b.literal;
  if ('literal' in a && 'pattern' in b) return b.pattern.test(a.literal);
  if ('pattern' in a && 'literal' in b) return a.pattern.test(b.literal);
  if ('pattern' in a && 'pattern' in b) return SAMPLES.some((sample) => a.pattern.test(sample) && b.pattern.test(sample));
  return false;
}

/** True when some request `METHOD /path` is answered by both route keys. */
export function routesOverlap(first: string, second: string): boolean {
  const a = parse(first);
  const b = parse(second);
  if (a.method !== b.method || a.segments.length !== b.segments.length) return false;
  return a.segments.every((segment, i) => segmentsOverlap(segment, b.segments[i]!));
}

/** Every pair of route keys that can answer the same request, each pair sorted, the list sorted. */
export function overlappingRoutes(keys: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) {
      if (routesOverlap(keys[i]!, keys[j]!)) pairs.push([keys[i]!, keys[j]!].sort() as [string, string]);
    }
  }
  return pairs.sort((x, y) => x.join('|').localeCompare(y.join('|')));
}
