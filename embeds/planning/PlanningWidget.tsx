import { useCallback, useMemo, useState } from 'react';
import type { ApiClient } from '../../src/shared/api/client';
import { formatDay } from '../../src/shared/i18n/calendar-lite';
import { Button } from '../../src/shared/ui/Button';
import { IconButton } from '../../src/shared/ui/IconButton';
import { Spinner } from '../../src/shared/ui/Spinner';
import { getPublicPlanning, listPublicSlots } from '../../src/modules/planning-config/api';
import type { PublicPlanning, PublicSlot } from '../../src/modules/planning-config/types';
import { isoDay, rangeTitle, shiftDate, visibleDays, type CalendarView } from '../../src/modules/planning/calendar/dates';
import { gridHours } from '../../src/modules/planning/calendar/layout';
import type { CalendarEvent } from '../../src/modules/planning/calendar/merge';
import { MonthGrid } from '../../src/modules/planning/components/MonthGrid';
import { TimeGrid, type GridAgenda } from '../../src/modules/planning/components/TimeGrid';
import { gridMessages as pm } from '../../src/modules/planning/grid-messages';
import { planningWidgetMessages as m } from './messages';
import { resolveApiBase, widgetClient } from '../runtime/client';
import type { Emit, WidgetProps } from '../runtime/define';
import { callFailure, invalidAttribute, type WidgetFailure } from '../runtime/failure';
import { useRemote } from '../runtime/remote';
import { WidgetShell } from '../runtime/WidgetShell';
import { PLANNING_ATTRIBUTES, readPlanningAttributes, selectedSlot, toCalendarEvent, VIEWS, type PlanningConfig } from './config';
import * as styles from './PlanningWidget.css';

const LABEL = 'Planning Volant';
const noop = () => undefined;

/**
 * `<volant-planning planning-key view date agendas activities>`: an agency's published planning,
 * read-only, drawn by the planning module's own grids (week and day: TimeGrid; month: MonthGrid).
 * Choosing a slot shows its details and fires `slot-select`; failures fire `error`.
 */
export function PlanningWidget({ attributes, emit, scriptUrl }: WidgetProps<typeof PLANNING_ATTRIBUTES> & { scriptUrl: string }) {
  const read = readPlanningAttributes(attributes);
  const api = resolveApiBase(attributes.apiBase, scriptUrl);
  const base = 'base' in api ? api.base : null;
  const client = useMemo(() => (base ? widgetClient(base) : null), [base]);
  const failure = 'failure' in read ? read.failure : 'error' in api ? invalidAttribute(api.error) : null;
  return client && 'config' in read && !failure ? (
    <PublishedPlanning client={client} apiBase={base ?? ''} config={read.config} emit={emit} />
  ) : (
    <WidgetShell label={LABEL} failure={failure} emit={emit} />
  );
}

interface Navigation {
  seed: string;
  view: CalendarView;
  date: string;
}

function PublishedPlanning({ client, apiBase, config, emit }: { client: ApiClient; apiBase: string; config: PlanningConfig; emit: Emit }) {
  // The attributes set the view and the date; the visitor then navigates (until they change again).
  const seed = `${config.view}|${config.date ?? ''}`;
  const [nav, setNav] = useState<Navigation>(() => ({ seed, view: config.view, date: config.date ?? isoDay(new Date()) }));
  if (nav.seed !== seed) setNav({ seed, view: config.view, date: config.date ?? isoDay(new Date()) });
  const { view, date } = nav;
  const go = (next: Partial<Omit<Navigation, 'seed'>>) => setNav((current) => ({ ...current, ...next }));
  const [selected, setSelected] = useState<PublicSlot | null>(null);

  const planning = useRemote(['public-planning', apiBase, config.key] as const, ([, , key]) => getPublicPlanning(client, key));
  const published = planning.data;
  const agendas = useMemo<GridAgenda[]>(
    () => (published?.agendas ?? []).filter((a) => config.agendas.length === 0 || config.agendas.includes(a.id)),
    [published, config.agendas],
  );
  const activities = useMemo(
    () => (published?.activities ?? []).filter((a) => config.activities.length === 0 || config.activities.includes(a.id)),
    [published, config.activities],
  );
  const showWeekend = (published?.showWeekend ?? true) && !config.hideWeekend;
  const days = useMemo(() => visibleDays(view, date, showWeekend), [view, date, showWeekend]);
  const start = days[0] ?? date;
  const end = days[days.length - 1] ?? date;
  const agendaIds = useMemo(() => agendas.map((a) => a.id), [agendas]);
  const activityIds = useMemo(() => activities.map((a) => a.id), [activities]);
  const ready = published !== undefined && agendaIds.length > 0 && activityIds.length > 0;
  const slots = useRemote(
    ready ? (['public-slots', apiBase, config.key, start, end, agendaIds.join(','), activityIds.join(',')] as const) : null,
    ([, , key, from, to]) => listPublicSlots(client, key, { start: from, end: to, agenda: agendaIds, activity: activityIds }),
    { keepPreviousData: true },
  );

  const byId = useMemo(() => new Map((slots.data?.items ?? []).map((slot) => [slot.id, slot])), [slots.data]);
  const events = useMemo<CalendarEvent[]>(
    () => (slots.data?.items ?? []).map((slot) => toCalendarEvent(slot, published?.agency.name ?? '')),
    [slots.data, published],
  );
  const open = useCallback(
    (event: CalendarEvent) => {
      const slot = byId.get(event.id);
      if (!slot) return;
      setSelected(slot);
      emit('slot-select', selectedSlot(slot));
    },
    [byId, emit],
  );

  let failure: WidgetFailure | null = null;
  if (planning.error && !published) failure = callFailure(planning.error, { notFound: m.notFound });
  else if (published && agendas.length === 0) failure = invalidAttribute(m.noAgenda);
  else if (published && activities.length === 0) failure = invalidAttribute(m.emptyFilters);
  else if (slots.error && !slots.data) failure = callFailure(slots.error, { notFound: m.notFound });
  const retry = () => void (published ? slots.mutate() : planning.mutate());
  const label = published ? m.label(published.agency.name) : LABEL;

  if (failure || !published) {
    return (
      <WidgetShell label={label} failure={failure} emit={emit} onRetry={retry}>
        <div className={styles.loading}>
          <Spinner size={20} label={m.loading} />
        </div>
      </WidgetShell>
    );
  }

  const hours = gridHours(agendas, gridHours([{ dayStart: published.dayStart, dayEnd: published.dayEnd }]));
  const shown = events.length;
  return (
    <WidgetShell label={label} failure={null} emit={emit}>
      <div className={styles.layout}>
        <Toolbar agency={published} view={view} date={date} onGo={go} />
        {!config.hideLegend && (
          <ul part="legend" className={styles.legend} aria-label={m.legend}>
            {activities.map((activity) => (
              <li key={activity.id} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: activity.color }} aria-hidden="true" />
                {activity.name}
              </li>
            ))}
          </ul>
        )}
        {slots.data && shown === 0 && (
          <p part="empty" className={styles.note} role="status">
            {m.empty}
          </p>
        )}
        <div part="calendar" aria-busy={slots.isLoading || undefined}>
          {view === 'month' ? (
            <MonthGrid days={days} month={date} agendaIds={agendaIds} perWeek={showWeekend ? 7 : 5} events={events} onOpen={open} onOpenDay={(day) => go({ view: 'day', date: day })} />
          ) : (
            <TimeGrid
              days={days}
              agendas={agendas}
              events={events}
              hours={hours}
              slotMinutes={60}
              onOpen={open}
              onCreate={noop}
              onMove={noop}
              onDelete={noop}
              onHoverSlot={noop}
              onHoverAgenda={noop}
              readOnly
            />
          )}
        </div>
        {selected && <SlotDetails slot={selected} onClose={() => setSelected(null)} />}
      </div>
    </WidgetShell>
  );
}

function Toolbar({ agency, view, date, onGo }: { agency: PublicPlanning; view: CalendarView; date: string; onGo: (next: { view?: CalendarView; date?: string }) => void }) {
  return (
    <div part="toolbar" className={styles.toolbar}>
      <h2 part="title" className={styles.title}>
        {agency.agency.name}
      </h2>
      <div className={styles.nav} role="group" aria-label={m.periodLabel}>
        <IconButton icon="chevronLeft" label={pm.previous} size="sm" tone="secondary" onClick={() => onGo({ date: shiftDate(view, date, -1) })} />
        <Button size="sm" tone="secondary" onClick={() => onGo({ date: isoDay(new Date()) })}>
          {pm.today}
        </Button>
        <IconButton icon="chevronRight" label={pm.next} size="sm" tone="secondary" onClick={() => onGo({ date: shiftDate(view, date, 1) })} />
        <span part="period" className={styles.period} aria-live="polite">
          {rangeTitle(view, date)}
        </span>
      </div>
      <div part="views" className={styles.views} role="group" aria-label={m.viewsLabel}>
        {VIEWS.map((option) => (
          <button key={option} type="button" className={styles.viewButton} aria-pressed={option === view} onClick={() => onGo({ view: option })}>
            {pm.views[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

function SlotDetails({ slot, onClose }: { slot: PublicSlot; onClose: () => void }) {
  const day = formatDay(slot.date, 'full');
  return (
    <section part="details" className={styles.details} style={{ borderInlineStartColor: slot.activity.color }} aria-label={m.selected} aria-live="polite">
      <div className={styles.detailsHead}>
        <h3 className={styles.detailsTitle}>{slot.activity.name}</h3>
        <IconButton icon="x" label={m.closeDetails} size="sm" onClick={onClose} />
      </div>
      <span className={styles.term}>{m.dateTerm}</span>
      <p className={styles.definition}>{m.when(day.charAt(0).toUpperCase() + day.slice(1), slot.schedule.startTime, slot.schedule.endTime)}</p>
      <span className={styles.term}>{m.with}</span>
      <p className={styles.definition}>{slot.agenda.name}</p>
      {slot.location && (
        <>
          <span className={styles.term}>{m.where}</span>
          <p className={styles.definition}>{[slot.location.name, slot.location.city].filter(Boolean).join(', ')}</p>
        </>
      )}
      <span className={styles.term}>{slot.status === 'done' ? m.statusTerm : m.placesTerm}</span>
      <p className={styles.definition}>
        {slot.status === 'done' ? m.done : slot.capacity !== null && slot.remaining !== null ? m.places(slot.remaining, slot.capacity) : m.booked(slot.booked)}
      </p>
    </section>
  );
}
