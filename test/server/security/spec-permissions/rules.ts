// The vocabulary of the permission table written from the specification (spec-permissions/*.ts): the
// spec's any-of lists copied from its text, and the rules of docs/decisions.md for what it leaves silent.
// Nothing here is read from the server: the security suite compares the server's declarations with it.
import type { Permission } from '../../../../src/shared/auth/permissions';

/** Who may call a route: no token, any signed-in user, a manager, the platform ADMIN, or any one of the permissions. */
export type SpecAccess = 'public' | 'authenticated' | 'manager' | 'admin' | 'learner' | readonly Permission[];

/** One route (`METHOD /api/path`, parameters written `{name}`), its access and where that access comes from. */
export interface SpecRule {
  route: string;
  access: SpecAccess;
  /** `spec …` (the spec's route table and calls) or `decisions.md « … »: …` (a rule for what the spec leaves silent). */
  why: string;
}

export const rule = (route: string, access: SpecAccess, why: string): SpecRule => ({ route, access, why });

// Spec part 1 §6 « Route permissions (any-of) » and part 2 §2, verbatim.
export const CONFIGURATION: readonly Permission[] = ['isConfigPlanning', 'isConfigBilling', 'isKrenoFacturesCreation', 'isConfigProductsAndServices', 'isConfigAccount'];
export const QUOTATIONS: readonly Permission[] = ['isCreateQuotation', 'isDuplicateQuotation', 'isValidateQuotation', 'isRejectQuotation', 'isDeleteQuotation', 'isPrintQuotation', 'isUpdateQuotation'];
export const CONTRACTS: readonly Permission[] = ['isCreateContractAmendment', 'isUpdateContractAmendment', 'isValidateContractAmendment', 'isSignContractAmendment', 'isDeleteContractAmendment', 'isPrintContract', 'isSendContractByEmail'];
export const INVOICES: readonly Permission[] = ['isCreateInvoice', 'isUpdateInvoice', 'isValidateInvoice', 'isDeleteInvoice', 'isPrintInvoice', 'isSendInvoiceByEmail'];
export const PIECES_COMPTABLES: readonly Permission[] = ['isCreateReceipt', 'isAccessFiscalArchive', 'isViewEventLog', 'isSendReceiptByEmail', 'isPrintReceipt'];
export const LIVRET: readonly Permission[] = ['isAccessDSRGateway', 'isAccessDashboards', 'isConnectToDSRGateway'];

const decisions = (section: string, text: string) => `docs/decisions.md « ${section} »: ${text}`;
const PERMISSIONS = 'Permissions';

/** The rules of docs/decisions.md a route without its own line in the spec follows. */
export const WHY = {
  scopedRead: decisions(PERMISSIONS, 'reads stay open to the structure (scoped), except those the spec guards'),
  trainerDay: decisions(PERMISSIONS, 'what a trainer does in his day stays open to any signed-in user, with the handler’s row rules'),
  learnerWrite: decisions(PERMISSIONS, 'learners and what hangs on them need isModifyLearners'),
  planningConfig: decisions(PERMISSIONS, 'material, like agendas, is the planning’s configuration (isConfigPlanning)'),
  vat: decisions(PERMISSIONS, 'VAT rates are billing configuration (isConfigBilling)'),
  history: decisions(PERMISSIONS, 'deleting operation-history entries needs isConfigPlanning, whoever wrote them'),
  exports: decisions(PERMISSIONS, 'the exports and imports are the managers’'),
  ownAccount: decisions(PERMISSIONS, 'his profile and password: the handler refuses another account'),
  resetPassword: decisions('Administration', 'a new password to oneself, or with isViewMembers to a member one may manage (checked by the handler)'),
  platform: decisions('Administration', 'links, tutorials, notifications, sales-service parameters and software settings are written by ADMIN only (configuration-plateforme, spec part 1 §6)'),
  ownSession: decisions(PERMISSIONS, 'signing out and the ANTS client session are the caller’s own'),
  selfDescription: decisions(PERMISSIONS, 'the API describes itself to anyone (no data)'),
  publicVersion: decisions(PERMISSIONS, 'the front’s version check runs before sign-in'),
  publicLinkFile: decisions('Administration', 'a sidebar link’s file opens in a new tab, without the token (URL containing public)'),
  publicQuotation: 'spec part 1 §1 and §7: the learner validates a quotation through a public link without logging in',
  publicPlanning: decisions('Embeds', 'the published planning is read by partner websites, by its key'),
  shares: decisions('Embeds', 'reading the publications follows the configuration screen (any-of), writing needs isConfigPlanning'),
  ledger: decisions('Accounting documents', 'the event log isViewEventLog or isAccessFiscalArchive; closures and the archive isAccessFiscalArchive; the chain check and nf525 need none'),
  accountingWrites: decisions('Accounting documents', 'transform isCreateInvoice; credit notes isValidateInvoice; payments isCreateReceipt; billing writes isConfigBilling or isConfigAccount'),
  collection: decisions('Money coming in', 'mandates, direct-debit batches and their files are a means of payment: isCreateReceipt, like the payments, reads included (the debtors’ bank details)'),
  packages: decisions('Accounting documents', 'package and service writes need isConfigProductsAndServices'),
  mails: decisions(PERMISSIONS, 'the outbox is read and retried by who may send one of its documents'),
  partners: decisions('National services', 'the partners’ writes need isConfigAccount'),
  livret: decisions('National services', 'reading lessons needs isAccessDSRGateway or isAccessDashboards, connecting isConnectToDSRGateway, sending again isAccessDSRGateway or isConnectToDSRGateway'),
  antsSimulator: decisions(PERMISSIONS, 'the ANTS simulator’s control is the ANTS screen’s (isViewANTS)'),
  structure: decisions(PERMISSIONS, 'the structure’s own settings need isConfigAccount (or isViewAgencies for photo and ANTS mode)'),
  roles: decisions('Administration', 'roles, the authorization matrices and role reads need isRoleCreation; the permission list and the agency authorizations also accept isConfigAccount (the wizard’s permissions step)'),
  memberHoldings: decisions('Administration', 'what an account holds is read before deleting it, by who may delete it (isViewMembers, as the screen utilisateurs of spec part 2 §2)'),
  roleSummary: decisions(PERMISSIONS, 'the role accounts’ summary is read by the role screens, the members’ screen (isViewMembers) and the wizard (isConfigAccount)'),
  contractPrint: 'spec part 1 §6 contracts: each action its own permission of the list, by its name (isPrintContract prints, isSendContractByEmail sends)',
  signatureSend: decisions('Signature at a distance', 'sending a contract for signature changes what the contract becomes: the permission that edits contracts (isUpdateContractAmendment)'),
  signatureEvidence: decisions('Signature at a distance', 'the evidence file and the sealed PDF are documents of the contract: the permission that prints it (isPrintContract)'),
  publicSignature: decisions('Signature at a distance', 'the learner signs through the single-use link e-mailed to him, without an account: the link’s token is the key'),
} as const;
