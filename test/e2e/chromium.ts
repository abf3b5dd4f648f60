// The Chromium every browser test and every bench suite starts: Debian's, or CHROMIUM_PATH, with the same flags.
import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** False when no browser is installed: e2e tests then skip (`test(name, { skip: !hasChromium() }, …)`). */
export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

/**
 * Headless, no sandbox (containers), no network of its own. Without the `--disable-features`, headless
 * Chromium 156 loads its omnibox popup's WebUI (some two hundred chrome:// modules) with every new tab,
 * during the page load a test drives or the bench measures: on the two-core machine that took about
 * 100 ms of Volant's first screen and 200 ms of the react-admin peer's.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
