import { ROLES } from '../../src/shared/auth/roles';

/** The public password of every demo account (printed at start; never use it outside a demo). */
export const DEMO_PASSWORD = 'volant-demo';

export type CentreAgency = 'orleans' | 'blois' | 'tours';
export type RoleAccountName = 'Gérant' | 'Secrétariat' | 'Formateur';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  /** What the account shows, for the table printed at start. */
  description: string;
  structure: 'centre' | 'port';
  adminType?: 'admin' | 'commercial';
  isConfigGeneral?: boolean;
  /** The account configuration was never done (isConfigGeneral unset): the wizard awaits. */
  unconfigured?: boolean;
  agencies?: CentreAgency[];
  account?: RoleAccountName;
  loginRefused?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@volant.test',
    firstName: 'Alice',
    lastName: 'Administratrice',
    role: ROLES.admin,
    adminType: 'admin',
    structure: 'centre',
    description: 'Administrateur de la plateforme',
  },
  {
    email: 'commercial@volant.test',
    firstName: 'Charles',
    lastName: 'Commercial',
    role: ROLES.admin,
    adminType: 'commercial',
    structure: 'centre',
    description: 'Administrateur commercial (sans import)',
  },
  {
    email: 'gerant@volant.test',
    firstName: 'Gérard',
    lastName: 'Lemaire',
    role: ROLES.manager,
    isConfigGeneral: true,
    account: 'Gérant',
    structure: 'centre',
    description: 'Gérant, configuration générale',
  },
  {
    email: 'secretariat@volant.test',
    firstName: 'Sophie',
    lastName: 'Renaud',
    role: ROLES.administrative,
    agencies: ['orleans', 'blois'],
    account: 'Secrétariat',
    structure: 'centre',
    description: 'Secrétariat (Orléans, Blois)',
  },
  {
    email: 'formateur@volant.test',
    firstName: 'François',
    lastName: 'Petitjean',
    role: ROLES.trainer,
    agencies: ['orleans'],
    account: 'Formateur',
    structure: 'centre',
    description: 'Formateur (Orléans), sans autorisation d’enseigner',
  },
  {
    email: 'nouveau@volant.test',
    firstName: 'Noémie',
    lastName: 'Nouvel',
    role: ROLES.manager,
    account: 'Gérant',
    structure: 'centre',
    unconfigured: true,
    description: 'Gérant, compte à configurer',
  },
  {
    email: 'refuse@volant.test',
    firstName: 'Romain',
    lastName: 'Refus',
    role: ROLES.administrative,
    agencies: ['tours'],
    account: 'Secrétariat',
    loginRefused: true,
    structure: 'centre',
    description: 'Connexion refusée',
  },
  {
    email: 'gerant@port.test',
    firstName: 'Paul',
    lastName: 'Marin',
    role: ROLES.manager,
    isConfigGeneral: true,
    account: 'Gérant',
    structure: 'port',
    description: 'Gérant de l’École de conduite du Port',
  },
];
