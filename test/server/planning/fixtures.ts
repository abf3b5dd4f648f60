import assert from 'node:assert/strict';
import type { ErrorBody, HydraCollection } from '../../../src/shared/api/hydra';
import type { Agenda } from '../../../src/shared/references/planning';
import { bearer, jsonBody, type TestApp } from '../helpers';

/** Calls the API as `token` and returns the status and JSON body. */
export async function call<T = unknown>(t: TestApp, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const init = body === undefined ? bearer(token, { method }) : jsonBody(method, body, token);
  if (method === 'PATCH' && body !== undefined) (init.headers as Record<string, string>)['Content-Type'] = 'application/merge-patch+json';
  const res = await t.app.request(`/api${path}`, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function list<T>(t: TestApp, token: string, path: string): Promise<HydraCollection<T>> {
  const res = await call<HydraCollection<T>>(t, token, 'GET', path);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}

export const detail = (body: unknown) => (body as ErrorBody).detail ?? '';

/** The seeded agendas by name. */
export async function agendas(t: TestApp, token: string): Promise<Record<string, Agenda>> {
  const body = await list<Agenda>(t, token, '/plannings/agendas?itemsPerPage=100');
  return Object.fromEntries(body['hydra:member'].map((a) => [a.name, a]));
}

/** Learners of an agency (non-archived), by their order in the list. */
export async function learnersOf(t: TestApp, agencyId: number): Promise<number[]> {
  const rows = await t.deps.db
    .selectFrom('learners')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where('archived', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A Monday far from the seeded slots. */
export const MONDAY = '2031-03-10';
