import { primaryRole, ROLES } from './roles';

/** Who is asking: the user's role and id (the server's AuthContext and the session user both give them). */
export interface AgendaWriter {
  role: string | undefined;
  id: number;
}

/**
 * Whether a user may create, change or delete the slots of an agenda: a trainer (Formateur) only those
 * of their own agenda, every other role those of any agenda it sees. The server's check and the slot
 * form's agenda choices both read this rule, so the form never offers an agenda the server refuses.
 */
export function mayWriteAgenda(writer: AgendaWriter, agendaTrainerId: number | null): boolean {
  return writer.role !== ROLES.trainer || agendaTrainerId === writer.id;
}

/** The agendas among `agendas` whose slots the session user may write. */
export function writableAgendas<A extends { teamMember: { id: number } | null }>(
  agendas: readonly A[],
  user: { id: number; roles: readonly string[] } | null,
): A[] {
  if (!user) return [];
  const writer = { role: primaryRole(user.roles), id: user.id };
  return agendas.filter((agenda) => mayWriteAgenda(writer, agenda.teamMember?.id ?? null));
}
