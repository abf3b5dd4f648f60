import { proxy } from 'valtio/vanilla';
import { CURRENCY_POLL_MAX_MS, CURRENCY_POLL_MS, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY } from '../shared/constants';
import { browserStorage } from '../shared/session/storage';
import { onSignOut } from '../shared/session/store';
import { systemClock, type Clock } from '../shared/session/timers';

/** The selected currency; null until the poll has read one (non-admins cannot navigate meanwhile). */
export const currencyState = proxy<{ currency: string | null }>({ currency: null });

onSignOut(() => {
  currencyState.currency = null;
});

export interface CurrencyPollOptions extends Partial<Clock> {
  /** The currency stored by the billing configuration, or null. */
  read?: () => string | null;
}

function readStoredCurrency(): string | null {
  return browserStorage()?.getItem(CURRENCY_STORAGE_KEY) || null;
}

/** The currency the poll's first read selects: the stored one, else EUR. */
export const firstCurrency = (read: () => string | null = readStoredCurrency): string => read() ?? DEFAULT_CURRENCY;

/**
 * The poll's first read, made by main.tsx before the first render of a signed-in page: the guard,
 * which keeps non-admins waiting for a currency, need not wait a render and a frame for the poll.
 */
export function primeCurrency(read: () => string | null = readStoredCurrency): void {
  currencyState.currency ??= firstCurrency(read);
}

/**
 * Spec part 1 §9: the currency is polled every 1 s for up to 30 s and defaults to EUR. The first read
 * is immediate: the stored currency, else EUR; the poll keeps picking up a currency stored later
 * (billing configuration, another tab) for 30 s. Returns `stop`.
 */
export function startCurrencyPoll(options: CurrencyPollOptions = {}): () => void {
  const clock: Clock = { ...systemClock, ...options };
  const read = options.read ?? readStoredCurrency;
  const startedAt = clock.now();
  const tick = () => {
    const currency = firstCurrency(read);
    if (currencyState.currency !== currency) currencyState.currency = currency;
    if (clock.now() - startedAt >= CURRENCY_POLL_MAX_MS) stop();
  };
  const handle = clock.setInterval(tick, CURRENCY_POLL_MS);
  const stop = () => clock.clearInterval(handle);
  tick();
  return stop;
}
