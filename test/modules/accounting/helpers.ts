// Helpers of the accounting module tests (happy-dom, real shell, in-process server).
import assert from 'node:assert/strict';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import type { RenderedRoute } from '../render';

/** Types in a combobox and chooses the first option matching `option`. */
export async function pick(view: RenderedRoute, label: RegExp | string, text: string, option: RegExp | string = text): Promise<void> {
  const input = view.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  const choice = await view.findByRole('option', { name: option });
  fireEvent.mouseDown(choice);
}

/** Waits for a success alert with exactly this text. */
export async function successAlert(text: string): Promise<void> {
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === text), `alert « ${text} » among ${JSON.stringify(alertsState.alerts)}`));
}

export const dangerAlerts = () => alertsState.alerts.filter((a) => a.tone === 'danger').map((a) => a.message);

/** The body rows of the table captioned `caption`. */
export function rowsOf(view: RenderedRoute, caption: string | RegExp): HTMLElement[] {
  return within(view.getByRole('table', { name: caption })).getAllByRole('row').slice(1);
}

export function search(view: RenderedRoute): URLSearchParams {
  return new URLSearchParams(view.history.location.search);
}
