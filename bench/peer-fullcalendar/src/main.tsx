// The FullCalendar peer of the planning week benchmark: a week of the agendas named in the URL
// (`?agendas=1,2&date=2026-12-07`), read from Volant's `GET /api/plannings/slots` with the token the
// bench leaves in local storage, drawn by FullCalendar's week time grid (its MIT packages) the way its
// documentation feeds it: an events function asked for the visible range.
import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { createRoot } from 'react-dom/client';

/** Where the bench leaves the manager's token. */
const TOKEN_KEY = 'peer-token';

interface Slot {
  id: number;
  date: string;
  schedule: { startTime: string; endTime: string };
  title: string | null;
  agenda: { name: string; color: string };
  activity: { name: string; color: string } | null;
  learnerCount: number;
  firstLearners: Array<{ learner: { firstName: string; lastName: string } }>;
}

const params = new URLSearchParams(location.search);
const agendas = (params.get('agendas') ?? '').split(',').filter(Boolean);

async function loadEvents(range: EventSourceFuncArg): Promise<EventInput[]> {
  const query = new URLSearchParams();
  for (const id of agendas) query.append('agenda[]', id);
  query.set('date[after]', range.startStr.slice(0, 10));
  // FullCalendar's end is exclusive, the API's `before` inclusive.
  query.set('date[before]', new Date(range.end.getTime() - 86_400_000).toISOString().slice(0, 10));
  query.set('itemsPerPage', '5000');
  const response = await fetch(`/api/plannings/slots?${query}`, { headers: { Accept: 'application/ld+json', Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` } });
  const body = (await response.json()) as { 'hydra:member': Slot[] };
  return body['hydra:member'].map((slot) => {
    const names = slot.firstLearners.map((l) => `${l.learner.firstName} ${l.learner.lastName}`);
    const more = slot.learnerCount - names.length;
    const color = slot.activity?.color ?? slot.agenda.color;
    return {
      id: String(slot.id),
      title: `${slot.title ?? slot.activity?.name ?? ''} · ${slot.agenda.name}${names.length ? ` · ${names.join(', ')}${more > 0 ? ` + ${more}` : ''}` : ''}`,
      start: `${slot.date}T${slot.schedule.startTime}`,
      end: `${slot.date}T${slot.schedule.endTime}`,
      backgroundColor: color,
      borderColor: color,
    };
  });
}

createRoot(document.getElementById('root')!).render(
  <FullCalendar
    plugins={[timeGridPlugin]}
    initialView="timeGridWeek"
    initialDate={params.get('date') ?? undefined}
    firstDay={1}
    locale={frLocale}
    slotMinTime="07:00:00"
    slotMaxTime="21:00:00"
    allDaySlot={false}
    height="100vh"
    events={loadEvents}
  />,
);
