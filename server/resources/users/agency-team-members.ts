import { agencyTeamMemberSchema } from '../../../src/modules/users/schema';
import type { AgencyTeamMember } from '../../../src/modules/users/types';
import { badRequest } from '../../core/errors';
import { iri, jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { isRowId } from '../../core/scope';
import { TEAM_MEMBERS_PATH } from './team-member-store';

/** `GET /agency_team_members` (agency, archived): who works in which of the caller's agencies. */
export const AGENCY_TEAM_MEMBER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<AgencyTeamMember>({
    method: 'GET',
    path: '/agency_team_members',
    access: 'authenticated',
    hydraClass: 'AgencyTeamMember',
    summary: 'Lists the memberships of team members in the caller’s agencies (`agency`, `archived=0`), on one page.',
    output: agencyTeamMemberSchema,
    async handle({ deps, auth, query, url }) {
      const agencyParam = query.agency?.[0];
      if (agencyParam !== undefined && !isRowId(agencyParam)) throw badRequest('Le filtre « agency » attend un nombre entier.');
      let select = deps.db
        .selectFrom('user_agencies')
        .innerJoin('users', 'users.id', 'user_agencies.user_id')
        .innerJoin('agencies', 'agencies.id', 'user_agencies.agency_id')
        .select(['agencies.id as agency_id', 'agencies.name as agency_name', 'users.id as user_id', 'users.first_name', 'users.last_name', 'users.role', 'users.archived'])
        .where('users.structure_id', '=', auth.structureId)
        .where('agencies.id', 'in', auth.agencyIds.length > 0 ? auth.agencyIds : [0]);
      if (agencyParam !== undefined) select = select.where('agencies.id', '=', Number(agencyParam));
      const archived = query.archived?.[0];
      if (archived === '0' || archived === 'false') select = select.where('users.archived', '=', 0);
      const rows = await select.orderBy('agencies.name').orderBy('users.first_name').orderBy('users.last_name').execute();
      const members = rows.map((row) =>
        jsonLd<AgencyTeamMember>('AgencyTeamMember', `/api/agency_team_members/${row.agency_id}-${row.user_id}`, {
          agency: { '@id': iri('/agencies', row.agency_id), id: row.agency_id, name: row.agency_name },
          teamMember: {
            '@id': iri(TEAM_MEMBERS_PATH, row.user_id),
            id: row.user_id,
            firstName: row.first_name,
            lastName: row.last_name,
            accountType: row.role,
            archived: row.archived === 1,
          },
        }),
      );
      return singlePage(url, members);
    },
  }),
];
