/** A role account of the structure (`/roles/accounts`): a name and the permissions it grants everywhere. */
export interface RoleAccount {
  id: number;
  name: string;
  isEditable: boolean;
  permissions: string[];
  /** How many team members hold it. */
  membersCount: number;
}

/** `GET /roles/accounts/summary`: every account of the structure, for pickers and counters. */
export interface RoleAccountSummary {
  id: number;
  name: string;
  isEditable: boolean;
  membersCount: number;
}
