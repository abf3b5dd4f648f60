import { ledgerEventSchema, ledgerVerificationSchema } from '../../../src/modules/ledger/schema';
import type { LedgerEvent, LedgerVerification } from '../../../src/modules/ledger/types';
import { ACCOUNTING_DOCUMENTS, INVOICES } from '../../../src/shared/auth/permission-groups';
import type { Permission } from '../../../src/shared/auth/permissions';
import { iri, jsonLd } from '../../core/hydra';
import { can } from '../../core/permissions';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { auditLedger } from './audit';
import { selectEvents, toEvent } from './ledger-store';

/** Who may read the event log and the closures. */
export const READ_LOG: Permission[] = ['isViewEventLog', 'isAccessFiscalArchive'];
/** Who may see the values a verification finding compares: whoever may read invoices, receipts or the log. */
const READ_DOCUMENTS: Permission[] = [...ACCOUNTING_DOCUMENTS, ...INVOICES];

/** The NF525 event log (`/accounting/ledger/events`) and the check of its chain (`/accounting/ledger/verify`). */
export const LEDGER_EVENT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<LedgerEvent>({
    method: 'GET',
    path: '/accounting/ledger/events',
    access: READ_LOG,
    hydraClass: 'LedgerEvent',
    summary: 'Lists the structure’s fiscal events, newest first (eventType, documentType, createdAt range, order[seq]).',
    output: ledgerEventSchema,
    handle: ({ deps, auth, paginate }) =>
      paginate(selectEvents(deps, auth), {
        spec: {
          defaultItemsPerPage: 20,
          maxItemsPerPage: 500,
          order: { seq: 'ledger_events.seq', createdAt: 'ledger_events.created_at' },
          defaultOrder: [['ledger_events.seq', 'desc']],
          search: ['ledger_events.document_number', 'ledger_events.hash'],
          exact: {
            eventType: { column: 'ledger_events.event_type', kind: 'string' },
            documentType: { column: 'ledger_events.document_type', kind: 'string' },
          },
          date: { createdAt: 'ledger_events.created_at' },
        },
        idColumn: 'ledger_events.id',
        toJsonLd: (row) => jsonLd('LedgerEvent', iri('/accounting/ledger/events', row.id), toEvent(row)),
      }),
  }),

  itemRoute<undefined, LedgerVerification>({
    method: 'GET',
    path: '/accounting/ledger/verify',
    access: 'authenticated',
    hydraClass: 'LedgerVerification',
    summary: 'Checks the structure’s whole chain, its sealed head, and every invoice, credit note and payment recomputed from its rows.',
    output: ledgerVerificationSchema,
    async handle({ deps, auth }) {
      const result = await auditLedger(deps.db, auth.structureId, deps.config);
      // What differs shows customers and amounts: only to who may read the documents or the log.
      const findings = can(auth, READ_DOCUMENTS) ? result.findings : result.findings.map((finding) => ({ ...finding, differences: [] }));
      return jsonLd<LedgerVerification>('LedgerVerification', '/api/accounting/ledger/verify', { ...result, findings, verifiedAt: deps.now().toISOString() });
    },
  }),
];
