import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../core/env';
import { notFound } from '../../core/errors';
import { rawRoute } from '../../core/routes/declare';
import type { RequestClient, RouteDeclaration } from '../../core/routes/types';
import { appendEvidence, readEvidence, sha256Hex } from '../../signature/evidence';
import { putBytes } from '../../storage/file-store';
import { getBill } from '../bills/documents';
import type { BillRow } from '../bills/model';
import { NOT_FOUND } from './quotation-store';

/**
 * The evidence of a quotation accepted on its public page (docs/signature.md): who (the customer's
 * name and address), when, the quotation's PDF as the page served it then (kept, and named by its
 * SHA-256), the address and user agent of the browser that accepted it, in the same chained file as
 * a signature's.
 */
export async function recordAcceptance(deps: AppDeps, row: BillRow, client: RequestClient, acceptedAt: string, pdf: Uint8Array): Promise<void> {
  const key = `evidence/quotations/${row.structure_id}/${randomUUID()}.pdf`;
  await putBytes(deps.files, key, pdf, 'application/pdf');
  await appendEvidence(deps.db, {
    structureId: row.structure_id,
    subject: 'quotation',
    subjectId: row.id,
    step: 'quotation-accepted',
    at: acceptedAt,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
    data: {
      who: { name: row.customer_name, email: row.customer_email ?? row.learner_email },
      quotation: row.number,
      totalTtcCents: row.total_ttc_cents,
      pdfSha256: sha256Hex(pdf),
      pdfKey: key,
    },
  });
}

export const QUOTATION_EVIDENCE_ROUTES: readonly RouteDeclaration[] = [
  rawRoute({
    method: 'GET',
    path: '/accounting/quotations/{id}/acceptance-evidence',
    access: ['isPrintQuotation'],
    hydraClass: 'Quotation',
    summary: 'The evidence of the acceptance of a quotation on its public page (JSON): who, when, the SHA-256 of its PDF, address and user agent, chained.',
    mediaType: 'application/json',
    async handle({ deps, auth, id }, c) {
      const row = await getBill(deps.db, auth, 'quotation', id(), NOT_FOUND);
      const evidence = await readEvidence(deps.db, row.structure_id, 'quotation', row.id);
      if (evidence.steps.length === 0) throw notFound('Ce devis n’a pas été validé sur sa page publique.');
      return c.json({ quotation: row.number, steps: evidence.steps, chainIntact: evidence.intact, seal: evidence.seal }, 200, { 'Content-Disposition': `attachment; filename="preuve-acceptation-${row.number ?? row.id}.json"` });
    },
  }),
];
