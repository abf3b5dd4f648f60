/**
 * What makes a list answer a valid Hydra collection for `volant smoke`: the JSON-LD type, members
 * that are JSON-LD resources, a total, and the page size asked (spec part 1 §9, part 2 §9) honoured:
 * a first page holds min(page size, total) members and links to the next page when there is one.
 * Both api-platform spellings are accepted (`hydra:member` / `member`), as the client reads them.
 */

export interface CollectionSummary {
  members: number;
  total: number;
}

export interface CollectionCheck {
  problems: string[];
  summary: CollectionSummary | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function describeMember(member: unknown, index: number): string | null {
  if (!isObject(member)) return `l’élément ${index + 1} n’est pas un objet`;
  if (typeof member['@id'] !== 'string' || member['@id'] === '') return `l’élément ${index + 1} n’a pas d’@id`;
  if (typeof member['@type'] !== 'string' || member['@type'] === '') return `l’élément ${index + 1} n’a pas d’@type`;
  return null;
}

/**
 * Checks the first page of a list asked with `itemsPerPage = pageSize` (null: a list the spec does
 * not page, e.g. reference data: only the shape is checked).
 */
export function checkCollection(body: unknown, pageSize: number | null): CollectionCheck {
  if (!isObject(body)) return { problems: ['la réponse n’est pas un objet JSON'], summary: null };
  const problems: string[] = [];
  const type = body['@type'];
  if (type !== 'hydra:Collection' && type !== 'Collection') problems.push(`@type « ${String(type)} » au lieu de « hydra:Collection »`);
  const members = body['hydra:member'] ?? body.member;
  const total = body['hydra:totalItems'] ?? body.totalItems;
  if (!Array.isArray(members)) {
    problems.push('hydra:member manquant ou n’est pas une liste');
    return { problems, summary: null };
  }
  const memberProblem = members.map(describeMember).find((problem) => problem !== null);
  if (memberProblem) problems.push(memberProblem);
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    problems.push('hydra:totalItems manquant ou invalide');
    return { problems, summary: null };
  }
  if (total < members.length) problems.push(`hydra:totalItems (${total}) inférieur au nombre d’éléments (${members.length})`);
  if (pageSize !== null) {
    const expected = Math.min(pageSize, total);
    if (members.length > pageSize) problems.push(`${members.length} éléments pour une page de ${pageSize}`);
    else if (members.length !== expected) problems.push(`${members.length} éléments sur la première page au lieu de ${expected} (total ${total}, page de ${pageSize})`);
    if (total > pageSize) {
      const view = body['hydra:view'] ?? body.view;
      const next = isObject(view) ? (view['hydra:next'] ?? view.next) : undefined;
      if (typeof next !== 'string') problems.push('hydra:view sans lien vers la page suivante');
    }
  }
  return { problems, summary: { members: members.length, total } };
}
