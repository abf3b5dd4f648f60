import type { Generated } from 'kysely';

/** Migration 0500_administration. Booleans are integers 0/1, timestamps ISO text. */

export interface AssetsTable {
  id: Generated<number>;
  structure_id: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: Generated<string>;
}

/** A permission granted to a role account on one agency (`/roles/authorization`). */
export interface RoleAuthorizationsTable {
  account_id: number;
  agency_id: number;
  permission: string;
}

/** A permission granted to one user on one agency (`/roles/authorization-user`). */
export interface UserAuthorizationsTable {
  user_id: number;
  agency_id: number;
  permission: string;
}

export interface AgencyConfigsTable {
  agency_id: number;
  is_account_configured: Generated<number>;
  is_items_configured: Generated<number>;
  is_billing_configured: Generated<number>;
  is_planning_configured: Generated<number>;
  is_have_photo_solution_app: Generated<number>;
  updated_at: Generated<string>;
}

export interface AgencyRequestsTable {
  id: Generated<number>;
  structure_id: number;
  user_id: number | null;
  name: string;
  city: string;
  message: string | null;
  /** 'pending' until the platform creates the agency. */
  status: Generated<string>;
  created_at: Generated<string>;
}

export interface OnboardingTrainingsTable {
  agency_id: number;
  training_id: number;
}

export interface OnboardingApplicationsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  per_training: Generated<number>;
  index_order: Generated<number>;
}

export interface TrainingApplicationsTable {
  id: Generated<number>;
  agency_id: number;
  application_id: number;
  /** null: the application as a whole (applications that do not work per training). */
  training_id: number | null;
  is_active: Generated<number>;
}

export interface ApplicationSettingsTable {
  agency_id: number;
  welcome_message: string | null;
  contact_email: string | null;
  show_prices: Generated<number>;
}

export interface RegistrationSettingsTable {
  agency_id: number;
  online_registration: Generated<number>;
  required_documents: string | null;
  auto_validate: Generated<number>;
  deposit_cents: Generated<number>;
}

export interface PlatformLinksTable {
  id: Generated<number>;
  label: string;
  url: string;
  file_key: string | null;
  file_name: string | null;
  ssp: Generated<number>;
  opens_in_new_tab: Generated<number>;
  index_order: Generated<number>;
  created_at: Generated<string>;
}

export interface TutorialsTable {
  id: Generated<number>;
  title: string;
  url: string;
  route: string | null;
  menu: number | null;
  group_name: string;
  index_order: Generated<number>;
  created_at: Generated<string>;
}

export interface PlatformNotificationsTable {
  id: Generated<number>;
  title: string;
  message: string;
  level: Generated<string>;
  start_date: string;
  end_date: string | null;
  is_active: Generated<number>;
  created_at: Generated<string>;
}

export interface SoftwareSettingsTable {
  key: string;
  label: string;
  value: string;
}

export interface SalesServiceParametersTable {
  id: Generated<number>;
  email: string;
  phone: string;
  booking_url: string | null;
  trial_days: number;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface DataExportsTable {
  id: Generated<number>;
  structure_id: number;
  user_id: number | null;
  /** 'running', 'done' or 'failed'. */
  status: Generated<string>;
  done: Generated<number>;
  total: Generated<number>;
  storage_key: string | null;
  error: string | null;
  created_at: Generated<string>;
  finished_at: string | null;
}

export interface AdministrationTables {
  assets: AssetsTable;
  role_authorizations: RoleAuthorizationsTable;
  user_authorizations: UserAuthorizationsTable;
  agency_configs: AgencyConfigsTable;
  agency_requests: AgencyRequestsTable;
  onboarding_trainings: OnboardingTrainingsTable;
  onboarding_applications: OnboardingApplicationsTable;
  training_applications: TrainingApplicationsTable;
  application_settings: ApplicationSettingsTable;
  registration_settings: RegistrationSettingsTable;
  platform_links: PlatformLinksTable;
  tutorials: TutorialsTable;
  platform_notifications: PlatformNotificationsTable;
  software_settings: SoftwareSettingsTable;
  sales_service_parameters: SalesServiceParametersTable;
  data_exports: DataExportsTable;
}
