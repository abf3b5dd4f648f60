import { BILL_STATUS, BILL_STATUS_LABELS, isBillStatus } from '../../../src/shared/accounting/status';
import { hasAnyPermission, type Permission } from '../../../src/shared/auth/permissions';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { listTvaOptions } from '../../../src/shared/references/api';
import { createCreditNote, createPayment, deleteInvoice, downloadInvoicePdf, getInvoice, validateInvoice } from '../../../src/modules/invoices/api';
import { createQuotation, deleteQuotation, getPublicQuotation, sendValidationLink, transformQuotation, validatePublicQuotation } from '../../../src/modules/quotations/api';
import { pdfPlainText } from '../pdf-text';
import { agencyId } from '../checks';
import { createSandboxLearner, removeSandboxLearner, type SandboxLearner } from '../sandbox-learner';
import { CheckFailure, CheckSkipped, type CheckContext, type SmokeArea, type SmokeCheck } from '../types';

/** The rights every step and the clean-up need (the server checks each call with them). */
const REQUIRED_PERMISSIONS: readonly Permission[] = [
  'isCreateQuotation',
  'isDeleteQuotation',
  'isCreateInvoice',
  'isValidateInvoice',
  'isDeleteInvoice',
  'isCreateReceipt',
  'isPrintInvoice',
];

/** 1,00 € HT: the smallest sensible amount for documents that NF525 keeps forever. */
const UNIT_PRICE = 1;

interface BillingState {
  learner?: SandboxLearner;
  quotation?: { id: number; number: string | null; uuid: string; invoiced: boolean };
  invoice?: { id: number; number: string | null; total: number };
}

const statusLabel = (status: number) => (isBillStatus(status) ? BILL_STATUS_LABELS[status] : String(status));
const amount = (euros: number) => euros.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const normaliseSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new CheckFailure(`${what} manquant : l’étape précédente n’a pas abouti`);
  return value;
}

/**
 * learner → quotation → public link → validation by the learner (no login) → invoice → NF525
 * validation → payment → PDF read back. Everything is named after the sandbox.
 *
 * Clean-up, honestly: NF525 forbids deleting a validated invoice, its receipt or the ledger events.
 * The last step cancels the invoice with a credit note for its whole amount (revenue back to zero),
 * which leaves a numbered invoice of 1,00 € HT, its receipt and a credit note in the books; the learner,
 * who then carries accounting documents, is archived (deleted when nothing was invoiced). Use
 * `volant smoke --read-only` where such documents must not appear (production).
 */
function billingChecks(): SmokeCheck[] {
  const state: BillingState = {};
  const id = (name: string) => `billing-flow.${name}`;
  return [
    {
      id: id('learner'),
      title: 'Création de l’apprenant du bac à sable',
      run: async (ctx) => {
        // Without every right of the flow, it would stop halfway and could not clean up after itself.
        const missing = REQUIRED_PERMISSIONS.filter((permission) => !hasAnyPermission(ctx.user.permissions, [permission]));
        if (missing.length > 0) throw new CheckSkipped(`ce compte n’a pas tous les droits du parcours (manquent : ${missing.join(', ')})`);
        const learner = await createSandboxLearner(ctx);
        state.learner = learner;
        return `apprenant n° ${learner.id} « ${learner.name} »`;
      },
    },
    {
      id: id('quotation'),
      title: 'Création du devis',
      run: async (ctx) => {
        const learner = need(state.learner, 'apprenant');
        const agency = agencyId(ctx);
        const rates = await listTvaOptions(ctx.client, { agency });
        const tva = rates.items.find((rate) => rate.isDefault) ?? rates.items[0];
        if (!tva) throw new CheckFailure(`aucun taux de TVA pour l’agence n° ${agency} : le devis ne peut pas être établi`);
        const quotation = await createQuotation(ctx.client, {
          agency,
          learner: learner.id,
          title: ctx.sandbox.label('Vérification volant smoke'),
          lines: [{ label: ctx.sandbox.label('Ligne de vérification'), quantity: 1, unitPrice: UNIT_PRICE, tva: tva.id }],
        });
        state.quotation = { id: quotation.id, number: quotation.number, uuid: quotation.uuid, invoiced: false };
        return `devis ${quotation.number ?? `n° ${quotation.id}`}, ${amount(quotation.totalPriceTtc)} € TTC`;
      },
    },
    {
      id: id('link'),
      title: 'Envoi du lien de validation',
      run: async (ctx) => {
        const quotation = need(state.quotation, 'devis');
        const sent = await sendValidationLink(ctx.client, quotation.id);
        if (!sent.link.includes(quotation.uuid)) throw new CheckFailure(`le lien envoyé (${sent.link}) ne désigne pas le devis ${quotation.uuid}`);
        return sent.sentAt ? `lien envoyé à ${sent.to}` : `lien mis en file d’attente pour ${sent.to} (pas encore accepté par le serveur de messagerie)`;
      },
    },
    {
      id: id('public-view'),
      title: 'Consultation publique du devis (sans connexion)',
      run: async (ctx) => {
        const quotation = need(state.quotation, 'devis');
        const seen = await getPublicQuotation(ctx.client, quotation.uuid);
        if (seen.number !== quotation.number) throw new CheckFailure(`la page publique montre le devis ${seen.number ?? '?'} au lieu de ${quotation.number ?? '?'}`);
        if (!seen.canValidate) throw new CheckFailure(`le devis ne peut pas être validé en ligne (statut ${statusLabel(seen.status)})`);
        return `statut « ${statusLabel(seen.status)} »`;
      },
    },
    {
      id: id('acceptance'),
      title: 'Validation du devis par l’apprenant',
      run: async (ctx) => {
        const quotation = need(state.quotation, 'devis');
        const answer = await validatePublicQuotation(ctx.client, quotation.uuid);
        if (answer.status !== BILL_STATUS.accepted) throw new CheckFailure(`statut ${statusLabel(answer.status)} après validation au lieu de « Acceptée »`);
        return 'devis accepté';
      },
    },
    {
      id: id('invoice'),
      title: 'Facturation du devis',
      run: async (ctx) => {
        const quotation = need(state.quotation, 'devis');
        const draft = await transformQuotation(ctx.client, quotation.id);
        quotation.invoiced = true;
        const invoice = await getInvoice(ctx.client, draft.id);
        state.invoice = { id: invoice.id, number: invoice.number, total: invoice.totalPriceTtc };
        if (invoice.status !== BILL_STATUS.draft) throw new CheckFailure(`la facture créée est « ${statusLabel(invoice.status)} » au lieu de « Brouillon »`);
        return `facture brouillon n° ${invoice.id}, ${amount(invoice.totalPriceTtc)} € TTC`;
      },
    },
    {
      id: id('validation'),
      title: 'Validation de la facture (numérotation NF525)',
      run: async (ctx) => {
        const invoice = need(state.invoice, 'facture');
        const validated = await validateInvoice(ctx.client, invoice.id);
        if (!validated.number) throw new CheckFailure('la facture validée n’a pas de numéro');
        invoice.number = validated.number;
        return `facture ${validated.number}`;
      },
    },
    {
      id: id('payment'),
      title: 'Règlement de la facture',
      run: async (ctx) => {
        const invoice = need(state.invoice, 'facture');
        await createPayment(ctx.client, { invoice: invoice.id, amount: invoice.total, method: 'other', paidOn: parisDate(new Date()), reference: ctx.sandbox.name });
        const paid = await getInvoice(ctx.client, invoice.id);
        if (paid.status !== BILL_STATUS.paid) throw new CheckFailure(`facture « ${statusLabel(paid.status)} » après un règlement de ${amount(invoice.total)} € au lieu de « Payée »`);
        return `${amount(invoice.total)} € réglés, facture « Payée »`;
      },
    },
    {
      id: id('pdf'),
      title: 'PDF de la facture (texte relu)',
      run: async (ctx) => {
        const invoice = need(state.invoice, 'facture');
        const learner = need(state.learner, 'apprenant');
        const file = await downloadInvoicePdf(ctx.client, invoice.id);
        const bytes = new Uint8Array(await file.blob.arrayBuffer());
        if (!Buffer.from(bytes.subarray(0, 5)).toString('latin1').startsWith('%PDF-')) throw new CheckFailure('le fichier reçu n’est pas un PDF');
        const text = normaliseSpaces(pdfPlainText(bytes));
        const expected = [`Facture n° ${invoice.number ?? ''}`, learner.name, amount(invoice.total)];
        const missing = expected.filter((part) => !text.includes(normaliseSpaces(part)));
        if (missing.length > 0) throw new CheckFailure(`le PDF ne mentionne pas : ${missing.map((m) => `« ${m} »`).join(', ')}`);
        return `${file.filename ?? 'facture.pdf'}, ${bytes.length} octets`;
      },
    },
    {
      id: id('cleanup'),
      title: 'Nettoyage du bac à sable',
      always: true,
      run: (ctx) => cleanUp(ctx, state),
    },
  ];
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Undoes what the flow created, as far as NF525 allows (see billingChecks). Each part is tried even
 * when another fails; whatever could not be undone is named, and the check fails: a sandbox left
 * behind is something support staff must know about.
 */
async function cleanUp(ctx: CheckContext, state: BillingState): Promise<string> {
  const done: string[] = [];
  const left: string[] = [];
  const attempt = async (what: string, undo: () => Promise<string | null>) => {
    try {
      const result = await undo();
      if (result) done.push(result);
    } catch (error) {
      left.push(`${what} (${reason(error)})`);
    }
  };
  if (state.invoice) {
    const { id } = state.invoice;
    await attempt(`facture n° ${id}`, async () => {
      const invoice = await getInvoice(ctx.client, id);
      if (invoice.number === null) {
        await deleteInvoice(ctx.client, id);
        return 'facture brouillon supprimée';
      }
      if (invoice.credited >= invoice.totalPriceTtc) return null;
      const credit = await createCreditNote(ctx.client, { invoice: id, reason: ctx.sandbox.label('Annulation de la vérification volant smoke') });
      return `facture ${invoice.number} annulée par l’avoir ${credit.number ?? `n° ${credit.id}`}`;
    });
  }
  const quotation = state.quotation;
  if (quotation && !quotation.invoiced) {
    await attempt(`devis ${quotation.number ?? `n° ${quotation.id}`}`, async () => {
      await deleteQuotation(ctx.client, quotation.id);
      return 'devis supprimé';
    });
  }
  const learner = state.learner;
  if (learner) {
    await attempt(`apprenant n° ${learner.id}`, () => removeSandboxLearner(ctx, learner));
  }
  if (left.length > 0) throw new CheckFailure(`bac à sable « ${ctx.sandbox.name} » incomplètement nettoyé, restent : ${left.join(' ; ')}${done.length ? ` (fait : ${done.join(', ')})` : ''}`);
  return done.length > 0 ? done.join(', ') : 'rien à nettoyer';
}

export const billingFlow: SmokeArea = {
  id: 'billing-flow',
  title: 'Parcours apprenant → devis → facture (bac à sable)',
  writes: true,
  checks: billingChecks,
};
