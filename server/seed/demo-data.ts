import { PERMISSIONS, type Permission } from '../../src/shared/auth/permissions';
import type { RoleAccountName } from './accounts';

export const CENTRE = { name: 'Auto-école du Centre', code: 'AEC-001' } as const;
export const PORT = { name: 'École de conduite du Port', code: 'ECP-002' } as const;
export const SURVEY_LINK = 'https://enquete.volant.test/satisfaction';

/** Role accounts of every structure; 'Gérant' is the built-in, non-editable one. */
export const ROLE_ACCOUNTS: Record<RoleAccountName, { editable: boolean; permissions: readonly Permission[] }> = {
  Gérant: { editable: false, permissions: PERMISSIONS },
  Secrétariat: {
    editable: true,
    permissions: [
      'isCreateQuotation',
      'isPrintQuotation',
      'isCreateInvoice',
      'isPrintInvoice',
      'isSendInvoiceByEmail',
      'isCreateReceipt',
      'isPrintReceipt',
      'isSendReceiptByEmail',
      'isCreateContractAmendment',
      'isSignContractAmendment',
      'isPrintContract',
      'isSendContractByEmail',
      'isViewMembers',
      'isViewANTS',
      'isModifyLearners',
      'isViewMyAgencies',
      'isAccessDashboards',
    ],
  },
  Formateur: { editable: true, permissions: ['isAccessDashboards', 'isViewMyAgencies'] },
};

/** Tours lacks its VAT and approval numbers, so the missing-items modal has something to show. */
export const CENTRE_AGENCIES = {
  orleans: {
    name: 'Orléans Centre',
    is_principal: 1,
    siret: '81234567800014',
    vat_number: 'FR32812345678',
    approval_number: 'E1904500120',
    address: '12 rue de la République',
    postal_code: '45000',
    city: 'Orléans',
    phone: '0238541200',
    email: 'orleans@auto-ecole-centre.test',
  },
  blois: {
    name: 'Blois',
    is_principal: 0,
    siret: '81234567800022',
    vat_number: 'FR32812345678',
    approval_number: 'E2004100087',
    address: '5 avenue du Président Wilson',
    postal_code: '41000',
    city: 'Blois',
    phone: '0254783010',
    email: 'blois@auto-ecole-centre.test',
  },
  tours: {
    name: 'Tours',
    is_principal: 0,
    siret: '81234567800030',
    vat_number: null,
    approval_number: null,
    address: '28 rue Nationale',
    postal_code: '37000',
    city: 'Tours',
    phone: '0247205566',
    email: 'tours@auto-ecole-centre.test',
  },
} as const;

export const PORT_AGENCY = {
  name: 'La Rochelle Port',
  is_principal: 1,
  siret: '79876543200011',
  vat_number: 'FR47798765432',
  approval_number: 'E1801700045',
  address: '3 quai Duperré',
  postal_code: '17000',
  city: 'La Rochelle',
  phone: '0546412233',
  email: 'contact@ecole-du-port.test',
} as const;

/** How many demo learners each agency gets. */
export const LEARNERS_PER_AGENCY = { orleans: 36, blois: 24, tours: 16, port: 8 } as const;
