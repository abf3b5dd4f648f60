import type { z } from 'zod';
import type { agencyTeamMemberSchema, teamMemberSchema } from './schema';

/** A person of the structure (`/team-members`): the shared reference plus what the users screen edits. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A membership of a team member in an agency (`GET /agency_team_members`). */
export type AgencyTeamMember = z.infer<typeof agencyTeamMemberSchema>;

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
