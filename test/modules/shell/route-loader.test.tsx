import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { waitFor, within } from '@testing-library/react';
import { modules as registeredModules } from '../../../src/app/modules';
import type { ModuleDescriptor, ScreenLoader } from '../../../src/shared/module/types';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
const requested: string[] = [];
before(async () => {
  server = await createTestApp();
  const request = server.app.request.bind(server.app);
  server.app.request = ((input: Parameters<typeof request>[0], ...rest: unknown[]) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return (request as (...args: unknown[]) => ReturnType<typeof request>)(input, ...rest);
  }) as typeof server.app.request;
});
after(() => server.close());

/** The registry with the learner list's chunk held until `release()`. */
function heldLearnerList(): { modules: ModuleDescriptor[]; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = (load: ScreenLoader): ScreenLoader => () => gate.then(load);
  const modules = registeredModules.map((module) =>
    module.id !== 'learners'
      ? module
      : { ...module, routes: module.routes.map((route) => (route.id === 'learners.list' ? { ...route, load: hold(route.load) } : route)) },
  );
  return { modules, release };
}

const learnerPages = () => requested.filter((url) => /\/api\/learners\?/.test(url));

test('the learner list is requested with the screen’s chunk, not after it, and read once', async () => {
  requested.length = 0;
  const { modules, release } = heldLearnerList();
  const view = await renderRoute('/apprenants', { user: 'gerant@volant.test', server, modules, preload: false });
  // The screen's code has not arrived, yet its first page is on its way (render-as-you-fetch).
  await waitFor(() => assert.equal(learnerPages().length, 1));
  assert.ok(view.queryByRole('table', { name: 'Apprenants' }) === null, "view.queryByRole('table', { name: 'Apprenants' }) is null");
  const [url] = learnerPages();
  const query = new URL(url!).searchParams;
  assert.equal(query.get('archived'), '0');
  assert.equal(query.get('page'), '1');

  release();
  const table = await view.findByRole('table', { name: 'Apprenants' });
  await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 11));
  // The screen's hook claimed the loader's read: no second request for the same page.
  assert.equal(learnerPages().length, 1);
  await view.close();
});

test('the loader reads the page the URL names (search, page) under the key the screen uses', async () => {
  requested.length = 0;
  const { modules, release } = heldLearnerList();
  const view = await renderRoute('/apprenants?page=2&order[lastName]=desc', { user: 'gerant@volant.test', server, modules, preload: false });
  await waitFor(() => assert.equal(learnerPages().length, 1));
  const query = new URL(learnerPages()[0]!).searchParams;
  assert.equal(query.get('page'), '2');
  assert.equal(query.get('order[lastName]'), 'desc');
  release();
  const table = await view.findByRole('table', { name: 'Apprenants' });
  await waitFor(() => assert.ok(within(table).getAllByRole('row').length > 1, "within(table).getAllByRole('row').length > 1"));
  assert.equal(learnerPages().length, 1);
  await view.close();
});

test('a visitor starts no read: the guard sends them to the login screen first', async () => {
  requested.length = 0;
  const { modules, release } = heldLearnerList();
  const view = await renderRoute('/apprenants', { server, modules, preload: false });
  await waitFor(() => assert.equal(view.history.location.pathname, '/auth/login'));
  release();
  assert.equal(learnerPages().length, 0);
  await view.close();
});
