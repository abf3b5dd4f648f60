import { sql, type Kysely } from 'kysely';
import { HOLDINGS, memberHoldingsSchema, type HoldingKind, type MemberHoldings } from '../../../src/shared/users/holdings';
import type { Database } from '../../db/schema';
import { jsonRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { loadMember, TEAM_MEMBERS_PATH, VIEW_MEMBERS } from './team-member-store';

/** Where each holding is counted: the table and the column naming the user. */
const SOURCES: Record<HoldingKind, readonly [table: string, column: string]> = {
  slots: ['planning_slots', 'team_member_id'],
  agendas: ['agendas', 'team_member_id'],
  groups: ['groups', 'trainer_id'],
  groupLearners: ['group_learners', 'team_member_id'],
  observations: ['observations', 'author_id'],
  evaluations: ['learner_evaluations', 'evaluator_id'],
  serviceJournals: ['service_journals', 'author_id'],
  documents: ['documents', 'app_user_id'],
  bills: ['bills', 'created_by'],
  payments: ['payments', 'created_by'],
};

const KINDS = Object.keys(HOLDINGS) as HoldingKind[];

/** What the account `userId` holds, counted in one statement. */
export async function memberHoldings(db: Kysely<Database>, userId: number): Promise<MemberHoldings> {
  const columns = KINDS.map((kind) => {
    const [table, column] = SOURCES[kind];
    return sql`(select count(*) from ${sql.table(table)} where ${sql.ref(column)} = ${userId}) as ${sql.ref(kind)}`;
  });
  const { rows } = await sql<Record<HoldingKind, number | string>>`select ${sql.join(columns)}`.execute(db);
  const row = rows[0]!;
  return Object.fromEntries(KINDS.map((kind) => [kind, Number(row[kind])])) as MemberHoldings;
}

/** `GET /team-members/{id}/holdings`: what deleting the account would detach or remove (its confirmation names it). */
export const MEMBER_HOLDINGS_ROUTE: RouteDeclaration = jsonRoute<undefined, MemberHoldings>({
  method: 'GET',
  path: `${TEAM_MEMBERS_PATH}/{id}/holdings`,
  access: VIEW_MEMBERS,
  hydraClass: 'TeamMember',
  summary: 'Counts what a team member holds (slots, agendas, groups, observations, evaluations, journal entries, documents, bills, payments): what deleting the account would detach.',
  output: memberHoldingsSchema,
  async handle({ deps, auth, id }) {
    const { row } = await loadMember(deps, auth, id());
    return memberHoldings(deps.db, row.id);
  },
});
