import {
  applicationSettingItemSchema,
  applicationSettingSchema,
  registrationSettingItemSchema,
  registrationSettingSchema,
  type ApplicationSettingInput,
  type RegistrationSettingInput,
} from '../../../src/modules/account-setup/schema';
import type { ApplicationSetting, RegistrationSetting } from '../../../src/modules/account-setup/types';
import { CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { agencyParam, applicationSetting, patchAgencySetting, registrationSetting } from './onboarding-store';

/**
 * The student-application and online-registration settings of an agency (spec part 2 §3), named by
 * `?agency=` on read and by the body's `agency` on write (merge-patch: a field left out keeps its value).
 */
export const AGENCY_SETTING_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, ApplicationSetting>({
    method: 'GET',
    path: '/onboardings/application-setting',
    access: 'authenticated',
    hydraClass: 'ApplicationSetting',
    summary: 'Reads the student-application setting of the agency `?agency=`.',
    output: applicationSettingItemSchema,
    handle: ({ deps, auth, query }) => applicationSetting(deps, agencyParam(auth, query)),
  }),

  itemRoute<ApplicationSettingInput, ApplicationSetting>({
    method: 'PATCH',
    path: '/onboardings/application-setting',
    access: CONFIGURATION,
    hydraClass: 'ApplicationSetting',
    summary: 'Saves the student-application setting of an agency.',
    input: applicationSettingSchema,
    output: applicationSettingItemSchema,
    handle: ({ deps, auth, body }) =>
      patchAgencySetting(deps, auth, body.agency, { table: 'application_settings', read: applicationSetting }, (current) => ({
        welcome_message: body.welcomeMessage === undefined ? current.welcomeMessage : body.welcomeMessage,
        contact_email: body.contactEmail === undefined ? current.contactEmail : body.contactEmail,
        show_prices: (body.showPrices ?? current.showPrices) ? 1 : 0,
      })),
  }),

  itemRoute<undefined, RegistrationSetting>({
    method: 'GET',
    path: '/registrations/application-setting',
    access: 'authenticated',
    hydraClass: 'RegistrationSetting',
    summary: 'Reads the online-registration setting of the agency `?agency=`.',
    output: registrationSettingItemSchema,
    handle: ({ deps, auth, query }) => registrationSetting(deps, agencyParam(auth, query)),
  }),

  itemRoute<RegistrationSettingInput, RegistrationSetting>({
    method: 'PATCH',
    path: '/registrations/application-setting',
    access: CONFIGURATION,
    hydraClass: 'RegistrationSetting',
    summary: 'Saves the online-registration setting of an agency (deposit in euros).',
    input: registrationSettingSchema,
    output: registrationSettingItemSchema,
    handle: ({ deps, auth, body }) =>
      patchAgencySetting(deps, auth, body.agency, { table: 'registration_settings', read: registrationSetting }, (current) => ({
        online_registration: (body.onlineRegistration ?? current.onlineRegistration) ? 1 : 0,
        required_documents: body.requiredDocuments === undefined ? current.requiredDocuments : body.requiredDocuments,
        auto_validate: (body.autoValidate ?? current.autoValidate) ? 1 : 0,
        deposit_cents: Math.round((body.deposit ?? current.deposit) * 100),
      })),
  }),
];
