import type { SWRConfiguration } from 'swr';
import { swrConfig } from '../../src/shared/swr/config';

/** A widget's own SWR configuration: the app's retry rules, its own cache, no refetch on focus. */
export function widgetSwrConfig(): SWRConfiguration {
  return { ...swrConfig, provider: () => new Map(), revalidateOnFocus: false, revalidateOnReconnect: true };
}
