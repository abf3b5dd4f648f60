/**
 * Permission names of the spec (part 1 §6, part 2 §2). The route table, the guards and the
 * reference server's checks all use these constants; the server seeds them in `permissions`.
 */
export const PERMISSIONS = [
  // configuration
  'isConfigPlanning',
  'isConfigBilling',
  'isKrenoFacturesCreation',
  'isConfigProductsAndServices',
  'isConfigAccount',
  // quotations
  'isCreateQuotation',
  'isDuplicateQuotation',
  'isValidateQuotation',
  'isRejectQuotation',
  'isDeleteQuotation',
  'isPrintQuotation',
  'isUpdateQuotation',
  // contracts
  'isCreateContractAmendment',
  'isUpdateContractAmendment',
  'isValidateContractAmendment',
  'isSignContractAmendment',
  'isDeleteContractAmendment',
  'isPrintContract',
  'isSendContractByEmail',
  // invoices
  'isCreateInvoice',
  'isUpdateInvoice',
  'isValidateInvoice',
  'isDeleteInvoice',
  'isPrintInvoice',
  'isSendInvoiceByEmail',
  // accounting documents
  'isCreateReceipt',
  'isAccessFiscalArchive',
  'isViewEventLog',
  'isSendReceiptByEmail',
  'isPrintReceipt',
  // people, agencies, national services, roles
  'isViewMembers',
  'isViewAgencies',
  'isViewANTS',
  'isAccessDSRGateway',
  'isAccessDashboards',
  'isConnectToDSRGateway',
  'isRoleCreation',
  'isViewMyAgencies',
  'isModifyLearners',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export { hasAnyPermission } from './any-permission';
