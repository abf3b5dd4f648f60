import { TEAM_MEMBERS_PATH } from './api';

export const AGENCY_TEAM_MEMBERS_PATH = '/agency_team_members';

/** The users module's SWR keys: one builder per read. */
export const userKeys = {
  agencyMemberships: () => [AGENCY_TEAM_MEMBERS_PATH] as const,
  member: (id: number) => [TEAM_MEMBERS_PATH, id] as const,
  roleChoices: () => ['/roles/accounts/summary'] as const,
  profile: (userId: number) => ['/users', userId, 'profile'] as const,
  /** What a team member holds (his slots, agendas…) before he is archived. */
  holdings: (id: number) => [TEAM_MEMBERS_PATH, id, 'holdings'] as const,
};
