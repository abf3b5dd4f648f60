import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Agenda, PlanningProfile } from '../../../shared/references/planning';
import { Button, Checkbox, IconButton } from '../../../shared/ui';
import type { CalendarView } from '../calendar/dates';
import { planningMessages as m } from '../messages';
import type { WeekLayout } from '../hooks/calendar';
import type { ExportDialog } from '../store';
import * as styles from './CalendarToolbar.css';

export interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The week's layout, when it can be chosen (a week of several agendas). */
  layout: WeekLayout | null;
  onLayout: (layout: WeekLayout) => void;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  agendas: readonly Agenda[];
  selectedIds: readonly number[];
  onAgendas: (ids: number[]) => void;
  profiles: readonly PlanningProfile[];
  onCreate: () => void;
  onExport: (dialog: Exclude<ExportDialog, null>) => void;
}

/** A disclosure that closes on Escape or a click outside. */
function Popover({ label, icon, children }: { label: string; icon?: 'calendar' | 'download'; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <div
      ref={root}
      className={styles.popover}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Button tone="secondary" icon={icon} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open && <div className={styles.panel}>{children(() => setOpen(false))}</div>}
    </div>
  );
}

/** Navigation, view, agendas and profiles, and the actions of the calendar. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { agendas, selectedIds } = props;
  const byAgency = new Map<string, Agenda[]>();
  for (const agenda of agendas) byAgency.set(agenda.agency.name, [...(byAgency.get(agenda.agency.name) ?? []), agenda]);
  const toggle = (id: number, on: boolean) => props.onAgendas(on ? [...selectedIds, id] : selectedIds.filter((a) => a !== id));
  return (
    <div className={styles.bar}>
      <Button tone="secondary" onClick={props.onToday}>{m.today}</Button>
      <IconButton icon="chevronLeft" label={m.previous} onClick={props.onPrevious} />
      <IconButton icon="chevronRight" label={m.next} onClick={props.onNext} />
      <h2 className={styles.title} aria-live="polite">{props.title}</h2>
      <div className={styles.spacer} />
      <div className={styles.segmented} role="group" aria-label={m.viewLabel}>
        {(['day', 'week', 'month'] as const).map((view) => (
          <button key={view} type="button" className={styles.segment} aria-pressed={props.view === view} onClick={() => props.onView(view)}>
            {m.views[view]}
          </button>
        ))}
      </div>
      {props.layout && (
        <div className={styles.segmented} role="group" aria-label={m.layoutLabel}>
          {(['rows', 'grid'] as const).map((layout) => (
            <button key={layout} type="button" className={styles.segment} aria-pressed={props.layout === layout} onClick={() => props.onLayout(layout)}>
              {m.layouts[layout]}
            </button>
          ))}
        </div>
      )}
      <Popover label={`${m.agendas} : ${m.agendasSelected(selectedIds.length)}`} icon="calendar">
        {() => (
          <>
            {props.profiles.length > 0 && (
              <>
                <p className={styles.group}>{m.profiles}</p>
                {props.profiles.map((profile) => (
                  <button key={profile.id} type="button" className={styles.menuItem} onClick={() => props.onAgendas(profile.agendas.map((a) => a.id))}>
                    {profile.name}
                  </button>
                ))}
              </>
            )}
            <p className={styles.group}>{m.agendas}</p>
            <div>
              <Button size="sm" tone="ghost" onClick={() => props.onAgendas(agendas.map((a) => a.id))}>{m.allAgendas}</Button>
              <Button size="sm" tone="ghost" onClick={() => props.onAgendas([])}>{m.noAgenda}</Button>
            </div>
            {[...byAgency.entries()].map(([agency, list]) => (
              <div key={agency}>
                <p className={styles.group}>{agency}</p>
                {list.map((agenda) => (
                  <Checkbox key={agenda.id} label={agenda.name} checked={selectedIds.includes(agenda.id)} onChange={(e) => toggle(agenda.id, e.target.checked)} />
                ))}
              </div>
            ))}
          </>
        )}
      </Popover>
      <Popover label={m.exportsMenu} icon="download">
        {(close) =>
          (['deadlines', 'agendaAppointments', 'mailPlanning'] as const).map((dialog) => (
            <button
              key={dialog}
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                props.onExport(dialog);
              }}
            >
              {m.exports[dialog]}
            </button>
          ))
        }
      </Popover>
      <Button icon="plus" onClick={props.onCreate}>{m.newSlot}</Button>
    </div>
  );
}
