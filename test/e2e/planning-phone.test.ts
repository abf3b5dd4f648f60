// Issue 40 in Chromium: a trainer on a phone opens the planning on his day, and the side menu's
// « Planning » (a new tab, spec part 1 §2) brings its tab back instead of opening one more.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

test('a trainer at 390 px opens on his day; at 1 440 px on the week', { skip }, async () => {
  for (const [width, pressed] of [[390, 'Jour'], [1440, 'Semaine']] as const) {
    const { page, errors, close } = await newPage(suite.browser, { viewport: { width, height: 844 } });
    await signIn(page, suite.server.url, 'formateur@volant.test');
    await page.goto(`${suite.server.url}/planning`);
    await dismissMissingItems(page);
    await page.getByRole('button', { name: pressed, pressed: true }).waitFor();
    await screenshot(page, `planning-trainer-${width}`);
    assert.deepEqual(errors, []);
    await close();
  }
});

test('the side menu’s « Planning » opens one tab, and a second click brings it back', { skip }, async () => {
  const { page, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await page.goto(`${suite.server.url}/apprenants`);
  await dismissMissingItems(page);
  const group = page.getByRole('button', { name: 'Planning' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  const link = page.getByRole('link', { name: /^Planning/ }).first();
  const context = page.context();
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForURL(/\/planning/);
  const tabs = context.pages().length;
  await page.bringToFront();
  // The second click navigates the named tab again (with '_blank' it stayed still and a new one opened).
  const renavigated = tab.waitForEvent('framenavigated');
  await link.click();
  await renavigated;
  assert.equal(context.pages().length, tabs, 'no new tab on the second click');
  await close();
});
