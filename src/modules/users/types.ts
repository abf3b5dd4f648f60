import type { EmbeddedRef, TeamMember as TeamMemberRef } from '../../shared/references/types';

/** A person of the structure (`/team-members`): the shared reference plus what the users screen edits. */
export interface TeamMember extends TeamMemberRef {
  phone: string | null;
  /** The role account (permissions) of the member. */
  account: (EmbeddedRef & { name: string }) | null;
  agencies: EmbeddedRef[];
  allAgencies: boolean;
  photoUrl: string | null;
  createdAt: string;
}

/** A membership of a team member in an agency (`GET /agency_team_members`). */
export interface AgencyTeamMember {
  agency: EmbeddedRef;
  teamMember: { '@id': string; id: number; firstName: string; lastName: string; accountType: string; archived: boolean };
}

/** The editable part of one's own profile, as `GET /users/{id}` answers it besides the session fields. */
export interface UserProfileExtra {
  phone: string | null;
  photoUrl: string | null;
}

/** An uploaded image (`POST /materials/assets`). */
export interface Asset {
  id: number;
  contentUrl: string;
  originalName: string;
  mimeType: string;
  size: number;
}
