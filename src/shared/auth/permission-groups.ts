import type { Permission } from './permissions';

/**
 * The any-of permission groups of the spec's route table (part 1 §6, part 2 §2): a screen of the area
 * opens with any one of them. The front's route guards and the server's route permission table
 * (server/resources/route-permissions.ts) both read these.
 */
export const CONFIGURATION: readonly Permission[] = ['isConfigPlanning', 'isConfigBilling', 'isKrenoFacturesCreation', 'isConfigProductsAndServices', 'isConfigAccount'];
export const QUOTATIONS: readonly Permission[] = [
  'isCreateQuotation',
  'isDuplicateQuotation',
  'isValidateQuotation',
  'isRejectQuotation',
  'isDeleteQuotation',
  'isPrintQuotation',
  'isUpdateQuotation',
];
export const CONTRACTS: readonly Permission[] = [
  'isCreateContractAmendment',
  'isUpdateContractAmendment',
  'isValidateContractAmendment',
  'isSignContractAmendment',
  'isDeleteContractAmendment',
  'isPrintContract',
  'isSendContractByEmail',
];
export const INVOICES: readonly Permission[] = ['isCreateInvoice', 'isUpdateInvoice', 'isValidateInvoice', 'isDeleteInvoice', 'isPrintInvoice', 'isSendInvoiceByEmail'];
export const ACCOUNTING_DOCUMENTS: readonly Permission[] = ['isCreateReceipt', 'isAccessFiscalArchive', 'isViewEventLog', 'isSendReceiptByEmail', 'isPrintReceipt'];
export const DSR_GATEWAY: readonly Permission[] = ['isAccessDSRGateway', 'isAccessDashboards', 'isConnectToDSRGateway'];

// Write actions, as the server's route permission table declares them (server/resources/route-permissions.ts):
// a screen offers an action only to who the server lets do it.
/** VAT rates: who configures billing. */
export const VAT_WRITE: readonly Permission[] = ['isConfigBilling'];
/** Learners and what hangs on them: records, groups, organisations, documents, pushes, notices, exam registrations. */
export const LEARNER_WRITE: readonly Permission[] = ['isModifyLearners'];
/** The planning's configuration: agendas, activities, locations, profiles, material resources, published plannings. */
export const PLANNING_CONFIGURATION: readonly Permission[] = ['isConfigPlanning'];
