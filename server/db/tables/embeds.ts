import type { Generated } from 'kysely';

/** Migration 0700_embeds: a planning published by an agency for its website. */
export interface PlanningSharesTable {
  id: Generated<number>;
  structure_id: number;
  agency_id: number;
  /** 32 hexadecimal characters (128 random bits): the public key the `<volant-planning>` element takes. */
  share_key: string;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PlanningShareAgendasTable {
  share_id: number;
  agenda_id: number;
}

export interface PlanningShareActivitiesTable {
  share_id: number;
  activity_id: number;
}

export interface EmbedTables {
  planning_shares: PlanningSharesTable;
  planning_share_agendas: PlanningShareAgendasTable;
  planning_share_activities: PlanningShareActivitiesTable;
}
