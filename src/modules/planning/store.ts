import { proxy } from 'valtio';
import type { CalendarEvent } from './calendar/merge';

/** What the create form starts with when the user clicks an empty place of the grid. */
export interface SlotPrefill {
  agendaId: number | null;
  date: string;
  startTime: string;
  endTime: string;
}

export type ExportDialog = 'deadlines' | 'agendaAppointments' | 'mailPlanning' | null;

/**
 * Client state of the planning screen (never server data: slots are referred to by id and read from
 * SWR): the open dialogs and the hovered slot or agenda of the tooltip.
 */
export const planningStore = proxy<{
  /** The slot whose details are open. */
  detailsId: number | null;
  form: { mode: 'create'; prefill: SlotPrefill } | { mode: 'edit'; slotId: number } | null;
  deletingId: number | null;
  exportDialog: ExportDialog;
  tooltip: { kind: 'slot'; slotId: number; x: number; y: number } | { kind: 'agenda'; agendaId: number; date: string; x: number; y: number } | null;
}>({ detailsId: null, form: null, deletingId: null, exportDialog: null, tooltip: null });

export function openSlotDetails(slot: Pick<CalendarEvent, 'id'>): void {
  planningStore.tooltip = null;
  planningStore.detailsId = slot.id;
}

export function openCreateForm(prefill: SlotPrefill): void {
  planningStore.tooltip = null;
  planningStore.form = { mode: 'create', prefill };
}

export function openEditForm(slotId: number): void {
  planningStore.detailsId = null;
  planningStore.form = { mode: 'edit', slotId };
}

export function askDelete(slotId: number): void {
  planningStore.tooltip = null;
  planningStore.deletingId = slotId;
}

export function closeDialogs(): void {
  planningStore.detailsId = null;
  planningStore.form = null;
  planningStore.deletingId = null;
  planningStore.exportDialog = null;
}
