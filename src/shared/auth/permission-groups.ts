import type { Permission } from './permissions';

/**
 * The any-of permission groups of the spec's route table (part 1 §6, part 2 §2): a screen of the area
 * opens with any one of them. The front's route guards and the server's route permission table
 * (server/core/route-permissions/) both read these.
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
