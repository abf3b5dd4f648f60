import '../../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, before, test } from 'node:test';
import { fireEvent, waitFor } from '@testing-library/react';
import { attributeValue, defineWidget, parseIds, readProperty, type WidgetProps } from '../../../embeds/runtime/define';
import type { WidgetStyles } from '../../../embeds/runtime/styles';

// Custom elements render through their own React roots, outside act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });

const ATTRIBUTES = {
  label: { attribute: 'label', kind: 'string' },
  compact: { attribute: 'compact', kind: 'boolean' },
  refresh: { attribute: 'refresh', kind: 'integer' },
  agendas: { attribute: 'agendas', kind: 'ids' },
  apiBase: { attribute: 'api-base', kind: 'string' },
} as const;

type Props = WidgetProps<typeof ATTRIBUTES>;

/** Shows the raw attributes it receives and emits `ping` when its button is clicked. */
function Probe({ attributes, emit }: Props) {
  return (
    <div>
      <output>{JSON.stringify(attributes)}</output>
      <button type="button" onClick={() => emit('ping', { label: attributes.label })}>
        ping
      </button>
    </div>
  );
}

const adopted: ShadowRoot[] = [];
const styles: WidgetStyles = {
  ready: Promise.resolve(),
  isReady: () => true,
  adopt: (root) => {
    adopted.push(root);
    return true;
  },
  text: () => '',
};

type ProbeElement = HTMLElement & { label: string | null; compact: boolean; refresh: number | null; agendas: number[]; apiBase: string | null };

before(() => {
  // A property set before the element is defined (the script loads after the markup).
  const early = document.createElement('test-probe') as ProbeElement;
  early.id = 'early';
  (early as unknown as Record<string, unknown>).label = 'avant';
  document.body.append(early);
  defineWidget({ tag: 'test-probe', attributes: ATTRIBUTES, styles, component: Probe });
});

afterEach(() => {
  for (const element of document.querySelectorAll('test-probe:not(#early)')) element.remove();
});

function mount(html: string): ProbeElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as ProbeElement;
  document.body.append(element);
  return element;
}

const rendered = (element: HTMLElement) => JSON.parse(element.shadowRoot?.querySelector('output')?.textContent ?? 'null') as Record<string, string | null> | null;

test('the widget renders in an open shadow root, with the styles adopted there', async () => {
  const element = mount('<test-probe label="Planning"></test-probe>');
  await waitFor(() => assert.equal(rendered(element)?.label, 'Planning'));
  assert.ok(element.shadowRoot, 'element.shadowRoot');
  assert.ok(adopted.includes(element.shadowRoot), 'adopted.includes(element.shadowRoot)');
  assert.equal(document.body.querySelector('output'), null, 'nothing renders into the page itself');
});

test('attributes map to properties: strings, bare booleans, integers and id lists', async () => {
  const element = mount('<test-probe label="A" compact refresh="30" agendas="3, 5,3" api-base="https://volant.example/api"></test-probe>');
  assert.equal(element.label, 'A');
  assert.equal(element.compact, true, 'a bare boolean attribute is true');
  assert.equal(element.refresh, 30);
  assert.deepEqual(element.agendas, [3, 5]);
  assert.equal(element.apiBase, 'https://volant.example/api');
  element.setAttribute('compact', 'false');
  assert.equal(element.compact, false);
  element.setAttribute('refresh', 'souvent');
  assert.equal(element.refresh, null, 'a malformed integer reads as null');
  element.setAttribute('agendas', '3;5');
  assert.deepEqual(element.agendas, []);
});

test('properties reflect to attributes, and null, undefined or false remove them', async () => {
  const element = mount('<test-probe></test-probe>');
  element.label = 'Devis';
  element.compact = true;
  element.agendas = [7, 9];
  element.refresh = 45;
  assert.equal(element.getAttribute('label'), 'Devis');
  assert.equal(element.getAttribute('compact'), '');
  assert.equal(element.getAttribute('agendas'), '7,9');
  assert.equal(element.getAttribute('refresh'), '45');
  await waitFor(() => assert.deepEqual(rendered(element), { label: 'Devis', compact: '', refresh: '45', agendas: '7,9', apiBase: null }));
  element.label = null as unknown as string;
  element.compact = false;
  (element as unknown as Record<string, unknown>).agendas = undefined;
  assert.equal(element.hasAttribute('label'), false);
  assert.equal(element.hasAttribute('compact'), false);
  assert.equal(element.hasAttribute('agendas'), false);
});

test('removing an attribute or setting it to "" re-renders the widget (which @r2wc alone ignores)', async () => {
  const element = mount('<test-probe label="Avant" compact></test-probe>');
  await waitFor(() => assert.equal(rendered(element)?.label, 'Avant'));
  element.removeAttribute('label');
  await waitFor(() => assert.equal(rendered(element)?.label, null));
  element.setAttribute('label', '');
  await waitFor(() => assert.equal(rendered(element)?.label, ''));
  element.removeAttribute('compact');
  await waitFor(() => assert.equal(rendered(element)?.compact, null));
});

test('a property set before the element was defined is applied once it is', async () => {
  const early = document.getElementById('early') as ProbeElement;
  assert.equal(early.getAttribute('label'), 'avant');
  await waitFor(() => assert.equal(rendered(early)?.label, 'avant'));
  assert.equal(Object.prototype.hasOwnProperty.call(early, 'label'), false);
});

test('events are CustomEvents that bubble and cross the shadow boundary', async () => {
  const element = mount('<test-probe label="Salle"></test-probe>');
  const seen: CustomEvent[] = [];
  const listener = (event: Event) => seen.push(event as CustomEvent);
  document.addEventListener('ping', listener);
  try {
    await waitFor(() => assert.ok(element.shadowRoot?.querySelector('button'), `no button yet in ${element.shadowRoot?.innerHTML}`));
    fireEvent.click(element.shadowRoot!.querySelector('button')!);
    await waitFor(() => assert.equal(seen.length, 1));
    assert.ok(seen[0] instanceof CustomEvent, 'seen[0] instanceof CustomEvent');
    assert.equal(seen[0].bubbles, true);
    assert.equal(seen[0].composed, true);
    assert.equal(seen[0].target, element);
    assert.deepEqual(seen[0].detail, { label: 'Salle' });
  } finally {
    document.removeEventListener('ping', listener);
  }
});

test('several instances are independent', async () => {
  const first = mount('<test-probe label="Un"></test-probe>');
  const second = mount('<test-probe label="Deux"></test-probe>');
  await waitFor(() => assert.equal(rendered(second)?.label, 'Deux'));
  first.setAttribute('label', 'Premier');
  await waitFor(() => assert.equal(rendered(first)?.label, 'Premier'));
  assert.equal(rendered(second)?.label, 'Deux');
});

test('defining the same tag again (the script twice on a page) keeps the first definition', () => {
  const again = defineWidget({ tag: 'test-probe', attributes: ATTRIBUTES, styles, component: () => null });
  assert.equal(again, customElements.get('test-probe'));
});

test('without constructable stylesheets the CSS is rendered in the shadow root', async () => {
  const inline: WidgetStyles = { ready: Promise.resolve(), isReady: () => false, adopt: () => false, text: () => ':host{display:block}' };
  defineWidget({ tag: 'test-inline', attributes: ATTRIBUTES, styles: inline, component: Probe });
  const element = document.createElement('test-inline');
  document.body.append(element);
  try {
    await waitFor(() => assert.equal(element.shadowRoot?.querySelector('style')?.textContent, ':host{display:block}'));
  } finally {
    element.remove();
  }
});

test('pure helpers: id lists, property values and attribute values', () => {
  assert.deepEqual(parseIds(' 4,2 , 4'), [4, 2]);
  assert.equal(parseIds('4,,2'), null);
  assert.deepEqual(parseIds(''), []);
  assert.equal(readProperty('boolean', null), false);
  assert.equal(readProperty('boolean', ''), true);
  assert.equal(readProperty('boolean', 'FALSE'), false);
  assert.equal(readProperty('integer', ' 12 '), 12);
  assert.equal(attributeValue('boolean', true), '');
  assert.equal(attributeValue('boolean', 'false'), null);
  assert.equal(attributeValue('ids', [1, 2]), '1,2');
  assert.equal(attributeValue('string', undefined), null);
});
