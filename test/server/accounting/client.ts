// Small JSON client over the in-process app for the accounting API tests.
import assert from 'node:assert/strict';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { createTestApp, signIn, type TestApp } from '../helpers';

/** An answer; `T` is the body's type as the caller expects it (an error body on failures). */
export interface Answer<T = ErrorBody> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Uint8Array;
}

export function apiAs(t: TestApp, token: string | null) {
  const send = async <T = ErrorBody>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const res = await t.app.request(path.startsWith('/api') ? path : `/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.includes('json') && bytes.length > 0 ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as T) : (undefined as T);
    return { status: res.status, body: parsed, headers: res.headers, bytes };
  };
  return {
    get: <T = ErrorBody>(path: string) => send<T>('GET', path),
    post: <T = ErrorBody>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
    patch: <T = ErrorBody>(path: string, body: unknown) => send<T>('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

export type Api = ReturnType<typeof apiAs>;

/** Ids of the first learners of an agency (the demo seed's order). */
export async function learnersOf(t: TestApp, agencyId: number, count = 5): Promise<number[]> {
  const rows = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', agencyId).orderBy('id').limit(count).execute();
  return rows.map((r) => r.id);
}

/** The VAT rates of an agency by percent (20, 10, 5.5, 0). */
export async function tvasOf(t: TestApp, agencyId: number): Promise<Record<string, number>> {
  const rows = await t.deps.db.selectFrom('tvas').select(['id', 'rate_bp']).where('agency_id', '=', agencyId).execute();
  return Object.fromEntries(rows.map((r) => [String(r.rate_bp / 100), r.id]));
}

/** Creates an invoice with `payload` (POST /accounting/invoices) and validates it; the validated invoice. */
export async function validatedInvoice(api: Api, payload: Record<string, unknown>): Promise<InvoiceDetails> {
  const created = await api.post<InvoiceDetails>('/accounting/invoices', payload);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const validated = await api.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`);
  assert.equal(validated.status, 200, JSON.stringify(validated.body));
  return validated.body;
}

/** A new app, its manager's client, the Orléans agency and its VAT rates: where the document tests start. */
export async function managerAtOrleans(): Promise<{ t: TestApp; gerant: Api; orleans: number; tva: Record<string, number> }> {
  const t = await createTestApp();
  const gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  const orleans = t.ids.centre.agencies.orleans;
  return { t, gerant, orleans, tva: await tvasOf(t, orleans) };
}

/** The seller identity an agency's billing is renamed to, to prove an issued document keeps the old one. */
export const RENAMED_SELLER = { legalName: 'Auto-école Renommée SAS', siret: '73282932000074', vatNumber: 'FR44732829320' };
