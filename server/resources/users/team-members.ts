import { ROLES } from '../../../src/shared/auth/roles';
import { teamMemberCreateSchema, teamMemberPatchSchema, teamMemberSchema, type TeamMemberCreate, type TeamMemberPatch } from '../../../src/modules/users/schema';
import type { TeamMember } from '../../../src/modules/users/types';
import { hashPassword } from '../../auth/password';
import { conflict, invalidField } from '../../core/errors';
import { assertMayManageUser, assertNotSelf } from '../../core/grants';
import { singlePage } from '../../core/hydra';
import { assertPermission } from '../../core/permissions';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency } from '../../core/scope';
import { queueEmail } from '../../mail/outbox';
import { intList } from '../learners/common';
import {
  assertAccount,
  assertEmailFree,
  assertMayHandleRole,
  loadMember,
  MEMBER_LIST,
  memberJsonLd,
  membersJsonLd,
  readMember,
  replaceAgencies,
  selectMembers,
  TEAM_MEMBERS_PATH,
  VIEW_MEMBERS,
  temporaryPassword,
  type MemberRow,
} from './team-member-store';
import { givenFlag, updateGiven } from '../../core/patch';
import { memberHoldings, MEMBER_HOLDINGS_ROUTE } from './member-holdings';
import { describeHoldings, holdsAnything, issuedDocuments } from '../../../src/shared/users/holdings';


/**
 * `/team-members`: the people of the caller's structure (users other than platform admins), sorted
 * by first then last name (spec part 2 §9), filtered by `agency`, `archived`, `accountType` and
 * `simplesearch`. Reading is open to the structure (pickers of every area); writes need isViewMembers,
 * changing someone's role or role account isRoleCreation too, and nobody gives more than they hold or
 * acts on a more privileged account (server/core/grants.ts). `GET /state-api/team-members` lists the
 * active members.
 */
export const TEAM_MEMBER_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<TeamMember>({
    method: 'GET',
    path: TEAM_MEMBERS_PATH,
    access: 'authenticated',
    hydraClass: 'TeamMember',
    summary: 'Lists the team members of the structure, filtered by agency, archived, account type and search.',
    output: teamMemberSchema,
    list: MEMBER_LIST,
    async handle({ deps, auth, query, paginate }) {
      const agencies = intList(query, 'agency');
      let base = selectMembers(deps, auth);
      if (agencies.length > 0) {
        base = base.where((eb) =>
          eb.or([
            eb('users.role', '=', ROLES.manager),
            eb('users.all_agencies', '=', 1),
            eb('users.id', 'in', eb.selectFrom('user_agencies').select('user_id').where('agency_id', 'in', agencies)),
          ]),
        );
      }
      const rows: MemberRow[] = [];
      const body = await paginate(base, {
        idColumn: 'users.id',
        toJsonLd: (row) => {
          rows.push(row);
          return memberJsonLd(row, []);
        },
      });
      return { ...body, 'hydra:member': await membersJsonLd(deps, rows) };
    },
  }),

  itemRoute<undefined, TeamMember>({
    method: 'GET',
    path: `${TEAM_MEMBERS_PATH}/{id}`,
    access: 'authenticated',
    hydraClass: 'TeamMember',
    summary: 'Reads a team member with their agencies and role account.',
    output: teamMemberSchema,
    handle: ({ deps, auth, id }) => readMember(deps, auth, id()),
  }),

  itemRoute<TeamMemberCreate, TeamMember>({
    method: 'POST',
    path: TEAM_MEMBERS_PATH,
    access: VIEW_MEMBERS,
    hydraClass: 'TeamMember',
    summary: 'Creates a team member and e-mails them a temporary password.',
    input: teamMemberCreateSchema,
    status: 201,
    output: teamMemberSchema,
    async handle({ deps, auth, body }) {
      assertMayHandleRole(auth, body.accountType);
      for (const agency of body.agencies) assertAgency(auth, agency, 'agencies');
      await assertEmailFree(deps.db, body.email);
      await assertAccount(deps, auth, body.account);
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      const id = await deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            email: body.email,
            password_hash: hash,
            first_name: body.firstName,
            last_name: body.lastName,
            phone: body.phone ?? null,
            role: body.accountType,
            structure_id: auth.structureId,
            account_id: body.account,
            teaching_licence: body.teachingLicence,
            // They join a structure that is already configured: they work per agency (isConfigGeneral false).
            account_configured: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.accountType !== ROLES.manager) await replaceAgencies(trx, row.id, body.agencies);
        return row.id;
      });
      await queueEmail(deps, {
        structureId: auth.structureId,
        to: body.email,
        subject: 'Votre accès à Volant',
        text: `Bonjour ${body.firstName},\n\nUn compte Volant vient d’être créé pour vous.\nIdentifiant : ${body.email}\nMot de passe provisoire : ${password}\n\nChangez-le depuis votre profil dès votre première connexion.`,
      });
      return readMember(deps, auth, id);
    },
  }),

  itemRoute<TeamMemberPatch, TeamMember>({
    method: 'PATCH',
    path: `${TEAM_MEMBERS_PATH}/{id}`,
    access: VIEW_MEMBERS,
    hydraClass: 'TeamMember',
    summary: 'Updates a team member (merge-patch); changing their role or role account needs isRoleCreation.',
    input: teamMemberPatchSchema,
    output: teamMemberSchema,
    async handle({ deps, auth, id, body }) {
      const current = await loadMember(deps, auth, id());
      assertMayHandleRole(auth, body.accountType);
      await assertMayManageUser(deps, auth, current.row.id);
      const accountChanged = body.account !== undefined && body.account !== current.row.account_id;
      const roleChanged = body.accountType !== undefined && body.accountType !== current.row.role;
      const held = new Set(current.agencies.map((a) => a.id));
      const agenciesChanged = body.agencies !== undefined && (body.agencies.length !== held.size || body.agencies.some((agency) => !held.has(agency)));
      if (accountChanged || roleChanged || agenciesChanged) assertNotSelf(auth, current.row.id);
      // Giving someone another role account or role is role management, beyond seeing the team.
      if (accountChanged || roleChanged) assertPermission(auth, ['isRoleCreation']);
      if (body.archived === true && current.row.id === auth.userId) throw conflict('Vous ne pouvez pas archiver votre propre compte.');
      for (const agency of body.agencies ?? []) assertAgency(auth, agency, 'agencies');
      if (body.email !== undefined) await assertEmailFree(deps.db, body.email, current.row.id);
      if (accountChanged) await assertAccount(deps, auth, body.account);
      const role = body.accountType ?? current.row.role;
      if (role !== ROLES.manager && body.agencies !== undefined && body.agencies.length === 0) {
        throw invalidField('agencies', 'Choisissez au moins une agence.');
      }
      const changes = {
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        phone: body.phone,
        role: body.accountType,
        account_id: body.account,
        teaching_licence: body.teachingLicence,
        archived: givenFlag(body.archived),
      };
      await deps.db.transaction().execute(async (trx) => {
        // Only the agencies, or nothing at all (an empty merge-patch), may change.
        await updateGiven(changes, (set) => trx.updateTable('users').set(set).where('id', '=', current.row.id));
        if (body.agencies !== undefined) await replaceAgencies(trx, current.row.id, role === ROLES.manager ? [] : body.agencies);
      });
      return readMember(deps, auth, current.row.id);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: `${TEAM_MEMBERS_PATH}/{id}`,
    access: VIEW_MEMBERS,
    hydraClass: 'TeamMember',
    summary:
      'Deletes a team member (never the caller). An account holding data (GET …/holdings) is deleted only with `?confirm=1` (409 naming what it holds otherwise); one that issued bills or payments is never deleted (409: archive it).',
    async handle({ deps, auth, id, query }) {
      const current = await loadMember(deps, auth, id());
      if (current.row.id === auth.userId) throw conflict('Vous ne pouvez pas supprimer votre propre compte.');
      await assertMayManageUser(deps, auth, current.row.id);
      const holdings = await memberHoldings(deps.db, current.row.id);
      if (issuedDocuments(holdings)) {
        throw conflict(`Ce compte a émis des pièces comptables (${describeHoldings(holdings)}) : archivez-le, il ne peut pas être supprimé.`);
      }
      if (holdsAnything(holdings) && query.confirm?.[0] !== '1') {
        throw conflict(`Ce compte détient ${describeHoldings(holdings)}, qui perdront leur formateur ou leur auteur, ou seront supprimés avec lui. Confirmez la suppression, ou archivez le compte.`);
      }
      await deps.db.deleteFrom('users').where('id', '=', current.row.id).execute();
    },
  }),

  MEMBER_HOLDINGS_ROUTE,

  collectionRoute<TeamMember>({
    method: 'GET',
    path: '/state-api/team-members',
    access: 'authenticated',
    hydraClass: 'TeamMember',
    summary: 'Lists the active team members of the structure, by first then last name, on one page.',
    output: teamMemberSchema,
    async handle({ deps, auth, url }) {
      const rows = await selectMembers(deps, auth).where('users.archived', '=', 0).orderBy('users.first_name').orderBy('users.last_name').execute();
      return singlePage(url, await membersJsonLd(deps, rows));
    },
  }),
];
