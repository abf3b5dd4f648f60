import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { alertsState, clearAlerts } from '../../../src/shared/alerts/store';
import { formatMoney } from '../../../src/shared/i18n/format';
import type { AccountingSummary, DueDateStatistic } from '../../../src/modules/dashboards/types';
import { sessionState } from '../../../src/shared/session/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());
beforeEach(() => clearAlerts());

type View = Awaited<ReturnType<typeof renderRoute>>;
/** Role queries compute the styles of the whole page on every check: these helpers read the DOM directly. */
const tableRows = (view: View, caption: string) => {
  const table = [...view.container.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === caption);
  // Skeleton rows are aria-hidden (Table.tsx): only data rows are counted.
  return table ? [...table.querySelectorAll<HTMLTableRowElement>('tbody tr:not([aria-hidden="true"])')] : null;
};
const headingText = (view: View, text: string) => waitFor(() => assert.ok([...view.container.querySelectorAll('h1, h2, h3')].some((h) => h.textContent === text), `heading « ${text} »`));
const statFigure = (view: View, label: string) => [...view.container.querySelectorAll('dl')].find((dl) => dl.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent ?? null;
/** A button by its text or accessible label, found without role queries. */
const buttonNamed = (root: ParentNode, name: string | RegExp) =>
  ([...root.querySelectorAll('button')] as HTMLButtonElement[]).find((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const tableNamed = (view: View, caption: string) => [...view.container.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === caption);
const nbsp = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? null;

/** A working day of the demo planning with lessons in the three agencies. */
async function busyDay(): Promise<string> {
  const row = await server.deps.db
    .selectFrom('planning_slots')
    .select('date')
    .where('structure_id', '=', server.ids.centre.structureId)
    .groupBy('date')
    .having(sql<number>`count(distinct agency_id)`, '=', 3)
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  return row.date;
}

test('the manager’s home: the day’s lessons, due dates matching the API, tables sorted through the URL', async () => {
  const day = await busyDay();
  const view = await renderRoute(`/?jour=${day}`, { user: 'gerant@volant.test', server });
  await headingText(view, 'Bonjour Gérard');
  const slots = await server.deps.db.selectFrom('planning_slots').select('id').where('structure_id', '=', server.ids.centre.structureId).where('date', '=', day).execute();
  await waitFor(() => assert.equal(tableRows(view, 'Leçons et créneaux du jour')?.length, slots.length));

  const stat = await view.client.get<DueDateStatistic>('/dashboard/dueDate/statistic');
  const overdue = stat.buckets.find((b) => b.bucket === 'overdue')!;
  await waitFor(() => assert.equal(nbsp(statFigure(view, 'En retard')), nbsp(formatMoney(overdue.amount))));

  await waitFor(() => assert.ok((tableRows(view, 'Contrats')?.length ?? 0) > 0, "(tableRows(view, 'Contrats')?.length ?? 0) > 0"));
  fireEvent.click(buttonNamed(tableNamed(view, 'Contrats')!, /^Fin/)!);
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('contrats.tri'), 'endDate:asc'));
  await waitFor(() => {
    const ends = tableRows(view, 'Contrats')!.map((row) => row.cells[4]?.textContent?.split('/').reverse().join('-') ?? '');
    assert.deepEqual(ends, [...ends].sort());
  });

  fireEvent.click(buttonNamed(tableNamed(view, 'Leçons et créneaux du jour')!, /^Agenda/)!);
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('jour.tri'), 'agenda:asc'));
  await view.close();
});

test('the agency filter narrows every section to the chosen agencies', async () => {
  const view = await renderRoute('/', { user: 'gerant@volant.test', server });
  await headingText(view, 'Bonjour Gérard');
  fireEvent.change(await view.findByLabelText('Agences', {}), { target: { value: String(server.ids.centre.agencies.blois) } });
  await waitFor(() => assert.equal(sessionState.session?.user.selectedAgency, server.ids.centre.agencies.blois));
  const blois = await view.client.get<DueDateStatistic>('/dashboard/dueDate/statistic', { agency: [server.ids.centre.agencies.blois] });
  const overdue = blois.buckets.find((b) => b.bucket === 'overdue')!;
  await waitFor(() => assert.equal(nbsp(statFigure(view, 'En retard')), nbsp(formatMoney(overdue.amount))));
  await waitFor(() => assert.match(view.container.querySelector('h1')?.parentElement?.textContent ?? '', /Blois/));
  await view.close();
});

test('a manager of one agency has no agency choice, so no empty filter bar on the home page', async () => {
  const agencies = await server.deps.db.selectFrom('agencies').select('id').where('structure_id', '=', server.ids.port.structureId).execute();
  assert.equal(agencies.length, 1, 'the demo port structure has one agency');
  const view = await renderRoute('/', { user: 'gerant@port.test', server });
  await view.findByRole('heading', { level: 1 });
  await view.findByText(/Leçons du jour/, {});
  assert.equal(view.queryByRole('group', { name: 'Filtres du tableau de bord' }), null);
  await view.close();
});

test('the trainer’s home: own day, next lessons, learners’ contracts and birthdays, managers; no money', async () => {
  const view = await renderRoute('/', { user: 'formateur@volant.test', server });
  await headingText(view, 'Bonjour François');
  await headingText(view, 'Mon planning des 7 prochains jours');
  await headingText(view, 'Contrats de mes apprenants');
  await headingText(view, 'Anniversaires de mes apprenants');
  await waitFor(() => assert.match(view.container.textContent ?? '', /Gérard Lemaire/));
  assert.ok(![...view.container.querySelectorAll('h2')].some((h) => h.textContent === 'Échéances à encaisser'), "![...view.container.querySelectorAll('h2')].some((h) => h.textContent === 'Échéances à encaisser')");
  const planning = await view.client.list('/dashboard/formator/learner-planning/table', { itemsPerPage: 10 });
  await waitFor(() => assert.equal(tableRows(view, 'Mes leçons à venir')?.length, Math.min(10, planning.total)));
  await view.close();
});

test('/accounting: the period’s figures, the chart’s data table, the report downloaded; a trainer is told it is not for them', async () => {
  const view = await renderRoute('/accounting?startDate=2020-01-01&endDate=2022-12-31', { user: 'gerant@volant.test', server });
  await headingText(view, 'Tableau de bord comptable');
  const year = new Date().getFullYear();
  const thisYear = await waitFor(() => buttonNamed(view.container, 'Cette année') ?? assert.fail('« Cette année »'));
  fireEvent.click(thisYear);
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('startDate'), `${year}-01-01`));
  const summary = await view.client.get<AccountingSummary>('/dashboard/accounting/accounting-summary', { startDate: `${year}-01-01`, endDate: `${year}-12-31` });
  await waitFor(() => assert.equal(nbsp(statFigure(view, 'Facturé TTC')), nbsp(formatMoney(summary.invoiced))));
  assert.equal(nbsp(statFigure(view, 'Encaissé')), nbsp(formatMoney(summary.collected)));
  const chartTable = [...view.container.querySelectorAll('figure table')].find((t) => t.querySelector('caption')?.textContent === 'Facturé et encaissé par mois');
  assert.ok(chartTable, 'the chart has its data table');
  assert.equal(chartTable.querySelectorAll('tbody tr').length, 12);
  assert.ok(view.container.querySelector('figure')?.getAttribute('aria-describedby'), 'the chart is described by its summary');

  const created: string[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = () => {
    created.push('blob');
    return 'blob:report';
  };
  try {
    fireEvent.click(buttonNamed(view.container, 'Télécharger le PDF')!);
    await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Bilan téléchargé avec succès'), "alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Bilan téléchargé avec succès')"));
    assert.equal(created.length, 1);
  } finally {
    URL.createObjectURL = createObjectURL;
  }
  await view.close();

  const trainer = await renderRoute('/accounting', { user: 'formateur@volant.test', server });
  await waitFor(() => assert.match(trainer.container.textContent ?? '', /réservé aux gérants et au personnel administratif/));
  await trainer.close();
});

test('/data: the team’s hours, the label indicators, sorted on the client through the URL', async () => {
  const view = await renderRoute('/data', { user: 'gerant@volant.test', server });
  await headingText(view, 'Activité et indicateurs');
  await waitFor(() => assert.equal(tableRows(view, 'Heures par membre de l’équipe')?.length, 4));
  fireEvent.click(buttonNamed(tableNamed(view, 'Heures par membre de l’équipe')!, /^Heures réalisées/)!);
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).get('heures.tri'), 'hoursDone:asc'));
  const done = tableRows(view, 'Heures par membre de l’équipe')!.map((row) => Number((row.cells[2]?.textContent ?? '').replace(/\s/g, '').replace(',', '.')));
  assert.deepEqual(done, [...done].sort((a, b) => a - b));
  await waitFor(() => assert.ok(statFigure(view, 'Avis reçus') !== null, "statFigure(view, 'Avis reçus') !== null"));
  await view.close();
});
