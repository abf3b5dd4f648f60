import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { errorMessage } from '../../../shared/alerts/report';
import { writableAgendas } from '../../../shared/auth/agenda-access';
import type { Agenda } from '../../../shared/references/planning';
import { useSessionUser } from '../../../shared/session/useSessionUser';
import { EmptyState, ErrorState, InlineAlert, LoadingState, PageHeader, Tabs } from '../../../shared/ui';
import { isoDay, rangeTitle, shiftDate, toMinutes, toTime } from '../calendar/dates';
import { gridHours } from '../calendar/layout';
import { defaultStart } from '../calendar/moves';
import type { CalendarEvent } from '../calendar/merge';
import { AgendaWeekRows } from '../components/AgendaWeekRows';
import { CalendarToolbar } from '../components/CalendarToolbar';
import * as toolbarStyles from '../components/CalendarToolbar.css';
import { DeleteSlotDialog } from '../components/DeleteSlotDialog';
import { ExportDialogs } from '../components/ExportDialogs';
import { MonitorPanel } from '../components/MonitorPanel';
import { MonthGrid } from '../components/MonthGrid';
import { OperationsPanel } from '../components/OperationsPanel';
import { SituationsPanel } from '../components/SituationsPanel';
import { SlotDetailsModal } from '../components/SlotDetailsModal';
import { SlotFormModal } from '../components/SlotFormModal';
import { CalendarTooltip } from '../components/SlotTooltip';
import { TimeGrid, type SlotTarget } from '../components/TimeGrid';
import type { SlotGridProps } from '../components/slot-surface';
import {
  CALENDAR_TABS,
  defaultAgendaIds,
  useCalendarEvents,
  useCalendarParams,
  usePlanningAgendas,
  usePlanningComments,
  usePlanningProfiles,
  useVisibleRange,
  type CalendarTab,
} from '../hooks/calendar';
import { useSlot, useUpdateSlot } from '../hooks/slot';
import { planningMessages as m } from '../messages';
import { askDelete, closeDialogs, openCreateForm, openSlotDetails, planningStore } from '../store';

const TAB_LABELS: Record<CalendarTab, string> = { planning: m.tabs.calendar, situations: m.tabs.situations, operations: m.tabs.operations, moniteur: m.tabs.monitor };

/** `/planning`: the calendar over several agendas, learner situations, operation history and slots monitor. */
export default function Planning() {
  const user = useSessionUser();
  const params = useCalendarParams();
  const agendasQuery = usePlanningAgendas();
  const profiles = usePlanningProfiles().data?.items ?? [];
  const { config, globalComment } = usePlanningComments();
  const allAgendas = useMemo(() => agendasQuery.data?.items ?? [], [agendasQuery.data]);
  const selectedIds = useMemo(() => params.agendaIds ?? (user && allAgendas.length ? defaultAgendaIds(allAgendas, user) : []), [params.agendaIds, user, allAgendas]);
  const selected = useMemo(() => allAgendas.filter((a) => selectedIds.includes(a.id)), [allAgendas, selectedIds]);
  // The agendas whose slots this user may write (a trainer: their own): the only ones a form offers.
  const writable = useMemo(() => writableAgendas(allAgendas, user), [allAgendas, user]);
  const writableIds = useMemo(() => new Set(writable.map((a) => a.id)), [writable]);
  const showWeekend = config?.showWeekend ?? true;
  const { days, range } = useVisibleRange(params.view, params.date, showWeekend);
  const calendar = useCalendarEvents(selectedIds, range);
  const hours = useMemo(() => gridHours(selected), [selected]);
  const move = useUpdateSlot(m.success.moved);
  const resize = useUpdateSlot(m.success.resized);
  const dialogs = useSnapshot(planningStore);
  // The dialogs belong to this visit of the screen: leaving it closes them (they would reopen on return).
  useEffect(() => closeDialogs, []);

  // The grid is memoised: its callbacks must keep their identity across renders.
  const runMove = useRef(move.run);
  runMove.current = move.run;
  const runResize = useRef(resize.run);
  runResize.current = resize.run;
  const onMove = useCallback(
    (slot: CalendarEvent, target: SlotTarget) =>
      // Same day and agenda, another length: a resize, told as such.
      void (isResize(slot, target) ? runResize : runMove).current(slot.id, {
        date: target.date,
        schedule: { startTime: target.startTime, endTime: target.endTime },
        ...(target.agendaId !== slot.agenda.id ? { agenda: target.agendaId } : {}),
      }),
    [],
  );
  const onHoverSlot = useCallback((slot: CalendarEvent | null, rect: DOMRect | null) => {
    planningStore.tooltip = slot && rect ? { kind: 'slot', slotId: slot.id, x: rect.left, y: rect.bottom } : null;
  }, []);
  const onHoverAgenda = useCallback((agendaId: number | null, date: string, rect: DOMRect | null) => {
    planningStore.tooltip = agendaId !== null && rect ? { kind: 'agenda', agendaId, date, x: rect.left, y: rect.bottom } : null;
  }, []);
  const slotMinutes = config?.slotDurationMinutes ?? 60;
  const onCreate = useCallback(
    (target: SlotTarget) =>
      openCreateForm({ agendaId: writableIds.has(target.agendaId) ? target.agendaId : null, date: target.date, startTime: target.startTime, endTime: target.endTime }),
    [writableIds],
  );
  const onDelete = useCallback((slot: CalendarEvent) => askDelete(slot.id), []);
  // A week of several agendas reads best as one row per agenda; the time grid stays a choice.
  const weekLayout = params.view === 'week' && selected.length > 1 ? (params.layout ?? 'rows') : null;
  const newSlot = () => {
    const start = defaultStart(hours, slotMinutes);
    const date = params.view === 'day' ? params.date : days.includes(isoDay(new Date())) ? isoDay(new Date()) : (days[0] ?? params.date);
    openCreateForm({ agendaId: selected.find((a) => writableIds.has(a.id))?.id ?? null, date, startTime: toTime(start), endTime: toTime(start + slotMinutes) });
  };

  // What the week's two layouts (and the day's grid) take alike.
  const grid: SlotGridProps = { days, agendas: selected, events: calendar.events, hours, slotMinutes, onOpen: openSlotDetails, onCreate, onMove, onDelete, onHoverSlot };
  let body;
  if (agendasQuery.error && !agendasQuery.data) body = <ErrorState message={errorMessage(agendasQuery.error, m.loadError)} onRetry={() => void agendasQuery.mutate()} />;
  else if (!agendasQuery.data) body = <LoadingState />;
  else if (selected.length === 0) body = <EmptyState title={m.noAgendaTitle} text={m.noAgendaText} icon="calendar" />;
  else if (calendar.error && calendar.events.length === 0) body = <ErrorState message={errorMessage(calendar.error, m.loadError)} onRetry={() => void calendar.refresh()} />;
  else if (params.view === 'month')
    body = (
      <MonthGrid
        days={days}
        month={params.date}
        perWeek={showWeekend ? 7 : 5}
        agendaIds={selectedIds}
        events={calendar.events}
        onOpen={openSlotDetails}
        onOpenDay={(date) => params.setViewAndDate('day', date)}
      />
    );
  else if (weekLayout === 'rows')
    body = (
      <AgendaWeekRows
        {...grid}
        label={m.weekRowsLabel}
      />
    );
  else
    body = (
      <TimeGrid
        {...grid}
        onHoverAgenda={onHoverAgenda}
      />
    );

  return (
    <>
      <PageHeader title={m.title} />
      <Tabs label={m.tabsLabel} tabs={CALENDAR_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))} value={params.tab} onChange={params.setTab}>
        {params.tab === 'planning' && (
          <>
            {(globalComment || config?.planningComment) && (
              <div className={toolbarStyles.comments}>
                {globalComment && <InlineAlert title={m.comments.global}>{globalComment}</InlineAlert>}
                {config?.planningComment && <InlineAlert title={m.comments.agency}>{config.planningComment}</InlineAlert>}
              </div>
            )}
            <CalendarToolbar
              title={rangeTitle(params.view, params.date)}
              view={params.view}
              onView={params.setView}
              layout={weekLayout}
              onLayout={params.setLayout}
              onToday={() => params.setDate(isoDay(new Date()))}
              onPrevious={() => params.setDate(shiftDate(params.view, params.date, -1))}
              onNext={() => params.setDate(shiftDate(params.view, params.date, 1))}
              agendas={allAgendas}
              selectedIds={selectedIds}
              onAgendas={params.setAgendas}
              profiles={profiles}
              onCreate={newSlot}
              onExport={(dialog) => (planningStore.exportDialog = dialog)}
            />
            {/* The slots of a new range load behind the grid already drawn: assistive tech is told. */}
            <div aria-busy={calendar.isLoading || undefined}>{body}</div>
            <CalendarTooltip />
          </>
        )}
        {params.tab === 'situations' && <SituationsPanel agendaIds={selectedIds} initialDate={params.date} />}
        {params.tab === 'operations' && <OperationsPanel />}
        {params.tab === 'moniteur' && <MonitorPanel agendaIds={selectedIds} range={range} />}
      </Tabs>
      {dialogs.detailsId !== null && <SlotDetailsModal slotId={dialogs.detailsId} onClose={() => (planningStore.detailsId = null)} />}
      {dialogs.form && (
<EditOrCreate agendas={writable} form={dialogs.form} onClose={() => (planningStore.form = null)} />
      )}
      {dialogs.deletingId !== null && (
        <DeleteSlotDialog
          slotId={dialogs.deletingId}
          onDone={() => {
            const deleted = dialogs.deletingId;
            planningStore.deletingId = null;
            if (planningStore.detailsId === deleted) planningStore.detailsId = null;
          }}
        />
      )}
      <ExportDialogs dialog={dialogs.exportDialog} agendas={selected.length ? selected : allAgendas} range={range} onClose={() => (planningStore.exportDialog = null)} />
    </>
  );
}

const lengthOf = (start: string, end: string) => toMinutes(end) - toMinutes(start);
const isResize = (slot: CalendarEvent, target: SlotTarget) =>
  target.date === slot.date && target.agendaId === slot.agenda.id && lengthOf(target.startTime, target.endTime) !== lengthOf(slot.schedule.startTime, slot.schedule.endTime);

function EditOrCreate({ agendas, form, onClose }: { agendas: readonly Agenda[]; form: NonNullable<typeof planningStore.form>; onClose: () => void }) {
  const { data: slot } = useSlot(form.mode === 'edit' ? form.slotId : null);
  if (form.mode === 'create') return <SlotFormModal agendas={agendas} prefill={form.prefill} onClose={onClose} />;
  return slot ? <SlotFormModal agendas={agendas} slot={slot} onClose={onClose} /> : null;
}
