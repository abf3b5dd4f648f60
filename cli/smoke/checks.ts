import { agencyScope, currentAgencyId } from '../../src/shared/session/agency-scope';
import type { QueryParams } from '../../src/shared/api/query';
import { checkCollection } from './hydra';
import { CheckFailure, CheckSkipped, type CheckContext, type SmokeArea, type SmokeCheck } from './types';

/** A list of an area: the module's api.ts call and the page size the spec gives it. */
export interface ListSpec {
  /** Second half of the check id (`<area>.<name>`). */
  name: string;
  title: string;
  /** The spec's page size, asked as itemsPerPage by `call`; null for a list the spec does not page. */
  pageSize: number | null;
  /** The call, through the module's api.ts function and the check's client. */
  call(ctx: CheckContext): Promise<unknown>;
}

/** The last JSON answer of a GET in this check, or a failure saying there was none. */
export function lastGet(ctx: CheckContext): { path: string; json: unknown } {
  const last = [...ctx.exchanges].reverse().find((exchange) => exchange.method === 'GET');
  if (!last) throw new CheckFailure('aucun appel GET enregistré');
  if (last.json === undefined) throw new CheckFailure(`réponse non JSON (${last.contentType ?? 'sans type'}) sur GET ${last.path}`);
  return { path: last.path, json: last.json };
}

/** A check that the list answers a valid Hydra collection with its page size. */
export function listCheck(area: string, spec: ListSpec): SmokeCheck {
  return {
    id: `${area}.${spec.name}`,
    title: spec.title,
    run: async (ctx) => {
      await spec.call(ctx);
      const { path, json } = lastGet(ctx);
      const { problems, summary } = checkCollection(json, spec.pageSize);
      if (problems.length > 0 || !summary) throw new CheckFailure(`collection Hydra invalide sur GET ${path} : ${problems.join(' ; ')}`);
      const page = spec.pageSize === null ? '' : ` (page de ${spec.pageSize})`;
      return `${summary.members} sur ${summary.total}${page}`;
    },
  };
}

/** An area made only of list checks (most areas): one entry of the registry. */
export function listArea(id: string, title: string, lists: ListSpec[]): SmokeArea {
  return { id, title, checks: () => lists.map((spec) => listCheck(id, spec)) };
}

/** The agency filter the screens send (`agency[]` with a general configuration, else the current agency). */
export const scope = (ctx: CheckContext): QueryParams => agencyScope(ctx.user);

/** The structure of the signed-in user. */
export const structureId = (ctx: CheckContext): number => ctx.user.structure.id;

/** The agency new records go to (the selected, else the principal, else the first one). */
export function agencyId(ctx: CheckContext): number {
  const id = currentAgencyId(ctx.user);
  if (id === null) throw new CheckSkipped('le compte n’est rattaché à aucune agence');
  return id;
}

/** The first item of a page, or a skip saying there is nothing to look at. */
export function firstOf<T>(items: readonly T[], what: string): T {
  const first = items[0];
  if (first === undefined) throw new CheckSkipped(`aucun(e) ${what} dans cet environnement`);
  return first;
}

/** `YYYY-MM-DD` of a date, in UTC. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
