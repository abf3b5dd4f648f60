import { ApiError } from './errors';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? q : 0 }];
  });
}

const specificity = (range: MediaRange) => (range.type === '*' ? 0 : range.subtype === '*' ? 1 : 2);
const covers = (range: MediaRange, type: string, subtype: string) =>
  (range.type === '*' || type === '*' || range.type === type) && (range.subtype === '*' || subtype === '*' || range.subtype === subtype);

/**
 * Whether an `Accept` header admits one of the media types a route serves (RFC 9110 §12.5.1): no
 * header, or one without a media range, admits everything; for each served type the most specific
 * range covering it decides, and `q=0` refuses. A served range (`image/*`, or any type for a stored
 * file) is admitted by any range it overlaps.
 */
export function admitsOneOf(accept: string | undefined, served: readonly string[]): boolean {
  const ranges = mediaRanges(accept ?? '');
  if (ranges.length === 0) return true;
  return served.some((mediaType) => {
    const [type = '', subtype = ''] = mediaType.toLowerCase().split('/');
    const matching = ranges.filter((range) => covers(range, type, subtype)).sort((a, b) => specificity(b) - specificity(a));
    return matching.length > 0 && matching[0]!.q > 0;
  });
}

/** 406, in French, naming what the route serves. */
export const notAcceptable = (served: readonly string[]) =>
  new ApiError(406, `Cette ressource n’est servie qu’au format ${served.join(', ')} : l’en-tête Accept de la requête n’en admet aucun.`);
