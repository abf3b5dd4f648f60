import type { BrowserContext } from 'playwright-core';
import { instrumentedPage } from './browser';

/** One request of a page load, from Chromium's network events (CDP, times in ms from navigation). */
export interface LoadedRequest {
  url: string;
  start: number;
  end: number;
  /** Bytes on the wire (headers and encoded body), as DevTools' « transferred ». */
  bytes: number;
  /** Sequential step: 1 + the step of the request it waited for (see `criticalSteps`). */
  step: number;
}

export interface FirstScreen {
  /** Navigation start → the first row on screen (animation frame where it matches). */
  ms: number;
  requests: LoadedRequest[];
  /** Bytes moved until the row was on screen. */
  bytes: number;
  /** Sequential request steps up to (not including) the list request. */
  stepsBefore: number;
}

/**
 * The critical chain of a load: a request's step is one more than that of the request that ended last
 * before it started (the one it could have been waiting for); the document is step 1. A request
 * started together with others, before any of them ended, shares their step.
 */
export function criticalSteps(requests: Omit<LoadedRequest, 'step'>[]): LoadedRequest[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const done: LoadedRequest[] = [];
  for (const request of sorted) {
    const before = done.filter((other) => other.end <= request.start);
    const waitedFor = before.reduce<LoadedRequest | null>((last, other) => (last === null || other.end > last.end ? other : last), null);
    done.push({ ...request, step: (waitedFor?.step ?? 0) + 1 });
  }
  return done;
}

/**
 * Opens `url` in a fresh page of `context` (its HTTP cache disabled: a cold load, the signed-in
 * session kept in local storage), waits for `appear` (a page function answering the frame time at
 * which the first row is on screen, run from the document's start) and answers the time, the requests and the steps before the first
 * request whose URL matches `listRequest`.
 */
export async function measureFirstScreen(
  context: BrowserContext,
  url: string,
  appear: () => Promise<number>,
  listRequest: RegExp,
): Promise<FirstScreen> {
  const page = await instrumentedPage(context);
  // The watch starts with the document and reports through a binding. Started by page.evaluate once
  // `goto` returned (the load event), Playwright's utility script was compiled and run on the page's
  // main thread between the load event and the first render, inside the measured interval.
  let report: (ms: number) => void = () => undefined;
  const appeared = new Promise<number>((resolve) => (report = resolve));
  await page.exposeBinding('__benchShown', (_source, ms: number) => report(ms));
  await page.addInitScript({ content: `(${appear.toString()})().then((ms) => globalThis.__benchShown(ms));` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, { url: string; start: number }>();
  const finished: Omit<LoadedRequest, 'step'>[] = [];
  let origin = Number.NaN;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (Number.isNaN(origin)) origin = event.timestamp;
    pending.set(event.requestId, { url: event.request.url, start: (event.timestamp - origin) * 1000 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    finished.push({ ...request, end: (event.timestamp - origin) * 1000, bytes: event.encodedDataLength });
  });
  await page.goto(url);
  const ms = await appeared;
  await page.close();
  const requests = criticalSteps(finished.filter((request) => !request.url.startsWith('data:')));
  const list = requests.find((request) => listRequest.test(request.url));
  const shown = requests.filter((request) => request.start <= ms);
  return {
    ms,
    requests,
    bytes: shown.reduce((total, request) => total + request.bytes, 0),
    stepsBefore: list ? list.step - 1 : Number.NaN,
  };
}

/** The waterfall as text lines (step, start → end, bytes, path), for the bench log. */
export const waterfall = (requests: LoadedRequest[]) =>
  requests.map((r) => `    ${String(r.step).padStart(2)} ${r.start.toFixed(0).padStart(5)}→${r.end.toFixed(0).padStart(5)} ms ${String(r.bytes).padStart(7)} B ${new URL(r.url).pathname}${new URL(r.url).search}`);
