import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { DEMO_PLANNING_KEY } from '../../../server/seed/embeds';
import { createTestApp, jsonBody, signIn, type TestApp } from '../../server/helpers';
import { inProcessFetch, TEST_ORIGIN } from '../render';

// The widgets render through their own React roots (custom elements), outside act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

const API = `${TEST_ORIGIN}/api`;
const UNREACHABLE = 'http://volant.invalid/api';

let server: TestApp;
let gerant: string;
before(async () => {
  server = await createTestApp();
  gerant = (await signIn(server.app, 'gerant@volant.test')).token;
  const inProcess = inProcessFetch(server);
  // The widgets' CSS is a file beside their script; the API answers in process; one origin is down.
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('.css')) return Promise.resolve(new Response(':host { display: block; }', { headers: { 'Content-Type': 'text/css' } }));
    if (url.startsWith(UNREACHABLE)) return Promise.reject(new TypeError('Failed to fetch'));
    return inProcess(input, init);
  };
  await import('../../../embeds/volant-quotation.element');
  await import('../../../embeds/volant-planning.element');
  await import('../../../embeds/volant-ants-status.element');
});
after(() => server.close());
afterEach(() => {
  document.body.innerHTML = '';
});

interface Recorded {
  type: string;
  detail: Record<string, unknown>;
  target: EventTarget | null;
}

/** Puts the markup in the page and records the widgets' events as the host page receives them. */
function place(html: string) {
  const events: Recorded[] = [];
  for (const type of ['error', 'validated', 'slot-select', 'change']) {
    document.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail, target: event.target }));
  }
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  const inside = () => within(element.shadowRoot as unknown as HTMLElement);
  return { element, events, inside };
}

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

async function pendingQuotation(): Promise<string> {
  const row = await server.deps.db.selectFrom('bills').select('uuid').where('kind', '=', 'quotation').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return row.uuid!;
}

describe('<volant-quotation>', () => {
  test('shows the quotation; the learner validates it and the page receives `validated`', async () => {
    const uuid = await pendingQuotation();
    const { element, events, inside } = place(`<volant-quotation uuid="${uuid}" api-base="${API}"></volant-quotation>`);
    await waitFor(() => assert.match(text(element), /Devis D-/, 'the quotation is shown'));
    fireEvent.click(inside().getByRole('button', { name: 'Valider ce devis' }));
    fireEvent.click(inside().getByRole('button', { name: 'Je valide le devis' }));
    await waitFor(() => assert.ok(events.some((e) => e.type === 'validated'), 'validated fired'));
    const validated = events.find((e) => e.type === 'validated')!;
    assert.equal(validated.detail.uuid, uuid);
    assert.equal(validated.target, element);
    await waitFor(() => assert.match(text(element), /Votre devis est validé/));
  });

  test('an unknown quotation: « Ce devis est introuvable » in the widget and `error`, the page stays where it is', async () => {
    const { element, events } = place(`<volant-quotation uuid="00000000-0000-4000-8000-000000000000" api-base="${API}"></volant-quotation>`);
    await waitFor(() => assert.match(text(element), /Ce devis est introuvable/));
    await waitFor(() => assert.ok(events.some((e) => e.type === 'error' && e.detail.code === 'not-found'), 'not-found error'));
    assert.equal(location.href, `${TEST_ORIGIN}/`);
  });

  test('a missing or malformed uuid, then the uuid property: the message follows the attribute', async () => {
    const { element, events } = place(`<volant-quotation api-base="${API}"></volant-quotation>`);
    await waitFor(() => assert.match(text(element), /l’attribut « uuid » est obligatoire/));
    assert.equal(events.at(-1)?.detail.code, 'missing-attribute');
    element.setAttribute('uuid', 'pas-un-devis');
    await waitFor(() => assert.match(text(element), /identifiant du devis/));
    assert.equal(events.at(-1)?.detail.code, 'invalid-attribute');
    (element as HTMLElement & { uuid: string }).uuid = await pendingQuotation();
    await waitFor(() => assert.match(text(element), /Devis D-/));
    element.removeAttribute('uuid');
    await waitFor(() => assert.match(text(element), /l’attribut « uuid » est obligatoire/));
  });

  test('an unreachable API: a French message in the widget and `error` with code network', async () => {
    const { element, events } = place(`<volant-quotation uuid="${await pendingQuotation()}" api-base="${UNREACHABLE}"></volant-quotation>`);
    await waitFor(() => assert.ok(events.some((e) => e.type === 'error' && e.detail.code === 'network'), 'network error'));
    assert.match(text(element), /serveur|joindre/i);
  });
});

describe('<volant-planning>', () => {
  test('shows the published planning; choosing a slot shows it and fires `slot-select` without learner data', async () => {
    const { element, events } = place(`<volant-planning planning-key="${DEMO_PLANNING_KEY}" api-base="${API}"></volant-planning>`);
    await waitFor(() => assert.match(text(element), /Orléans Centre/));
    let block: HTMLElement | null = null;
    await waitFor(() => {
      block = element.shadowRoot!.querySelector<HTMLElement>('[data-slot-id]');
      assert.ok(block, 'a slot is drawn');
    });
    fireEvent.keyDown(block!, { key: 'Enter' });
    await waitFor(() => assert.ok(events.some((e) => e.type === 'slot-select'), 'slot-select fired'));
    const detail = events.find((e) => e.type === 'slot-select')!.detail;
    assert.equal(detail.id, Number(block!.dataset.slotId));
    assert.match(String(detail.date), /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(['Cours de code', 'Leçon de conduite'].includes((detail.activity as { name: string }).name));
    assert.deepEqual(Object.keys(detail).sort(), ['activity', 'agenda', 'booked', 'capacity', 'date', 'endTime', 'id', 'location', 'remaining', 'startTime', 'status']);
    await waitFor(() => assert.ok(element.shadowRoot!.querySelector('[part="details"]'), 'the chosen slot is detailed'));
  });

  test('attributes drive the view and the legend; the month view selects too', async () => {
    const { element, events, inside } = place(`<volant-planning planning-key="${DEMO_PLANNING_KEY}" view="month" hide-legend api-base="${API}"></volant-planning>`);
    await waitFor(() => assert.ok(element.shadowRoot!.querySelector('[role="grid"]'), 'the month grid'));
    assert.equal(element.shadowRoot!.querySelector('[part="legend"]'), null, 'a bare hide-legend hides the legend');
    assert.equal(inside().getByRole('button', { name: 'Mois' }).getAttribute('aria-pressed'), 'true');
    element.removeAttribute('hide-legend');
    await waitFor(() => assert.ok(element.shadowRoot!.querySelector('[part="legend"]'), 'legend back'));
    const slot = await waitFor(() => {
      const button = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="gridcell"] button')].find((b) => /\d{2}:\d{2}/.test(b.textContent ?? ''));
      assert.ok(button, 'a slot in the month');
      return button;
    });
    fireEvent.click(slot);
    await waitFor(() => assert.ok(events.some((e) => e.type === 'slot-select'), 'slot-select from the month'));
    element.setAttribute('view', 'day');
    await waitFor(() => assert.equal(inside().getByRole('button', { name: 'Jour' }).getAttribute('aria-pressed'), 'true'));
  });

  test('bad input: missing or malformed key, unknown view, unpublished key', async () => {
    const { element, events } = place(`<volant-planning api-base="${API}"></volant-planning>`);
    await waitFor(() => assert.match(text(element), /« planning-key » est obligatoire/));
    element.setAttribute('planning-key', 'abc');
    await waitFor(() => assert.match(text(element), /clé de 32 caractères/));
    element.setAttribute('planning-key', DEMO_PLANNING_KEY);
    element.setAttribute('view', 'year');
    await waitFor(() => assert.match(text(element), /accepte day, week ou month/));
    element.removeAttribute('view');
    element.setAttribute('planning-key', '0123456789abcdef0123456789abcdef');
    await waitFor(() => assert.match(text(element), /pas publié/));
    assert.deepEqual(
      events.filter((e) => e.type === 'error').map((e) => e.detail.code),
      ['missing-attribute', 'invalid-attribute', 'invalid-attribute', 'not-found'],
    );
  });
});

describe('<volant-ants-status>', () => {
  const issue = async () => ((await (await server.app.request('/api/state-api/client-authentication', jsonBody('POST', {}, gerant))).json()) as { token: string }).token;

  test('with a status token: the navbar’s indicator, `change` on the first state and when it changes', async () => {
    const { element, events } = place(`<volant-ants-status token="${await issue()}" api-base="${API}"></volant-ants-status>`);
    await waitFor(() => assert.match(text(element), /ANTS.*Non connecté/));
    await waitFor(() => assert.ok(events.some((e) => e.type === 'change'), 'first change'));
    assert.deepEqual(events.find((e) => e.type === 'change')!.detail, { service: 'ants', status: 0, label: 'Non connecté', previous: null });
    // The agency connects in the back office; the widget reads again (here: a new token is given to it,
    // issued a second later so that it differs).
    const connect = await server.app.request(
      '/api/ants/authenticate',
      jsonBody('POST', { mode: 1, agencyId: null, login: 'ants.demo', password: 'ants-demo', approvalNumber: 'E1904500120' }, gerant),
    );
    assert.equal(connect.status, 200);
    server.clock.advance(1);
    (element as HTMLElement & { token: string }).token = await issue();
    await waitFor(() => assert.match(text(element), /ANTS.*Connecté/));
    await waitFor(() => assert.ok(events.some((e) => e.type === 'change' && e.detail.status === 1), 'second change'));
    assert.equal(events.filter((e) => e.type === 'change').at(-1)!.detail.previous, 0);
  });

  test('an expired token: the widget says so and fires `error`', async () => {
    const token = await issue();
    server.clock.advance(11 * 60);
    const { element, events } = place(`<volant-ants-status token="${token}" api-base="${API}"></volant-ants-status>`);
    await waitFor(() => assert.match(text(element), /jeton de ce widget a expiré/));
    assert.equal(events.find((e) => e.type === 'error')?.detail.code, 'unauthorized');
  });

  test('no token and no session on this origin, or a bad service: a French message and `error`', async () => {
    const { element, events } = place(`<volant-ants-status api-base="${API}"></volant-ants-status>`);
    await waitFor(() => assert.match(text(element), /Aucune session Volant/));
    element.setAttribute('service', 'impots');
    await waitFor(() => assert.match(text(element), /accepte ants ou livret/));
    assert.deepEqual(events.filter((e) => e.type === 'error').map((e) => e.detail.code), ['unauthorized', 'invalid-attribute']);
  });
});
