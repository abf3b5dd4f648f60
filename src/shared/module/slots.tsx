import { createContext, lazy, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Permission } from '../auth/permissions';

/**
 * Extension points: a module renders a slot, other modules contribute to it through their descriptor,
 * so screens compose across areas without one module importing another. Each slot names its props.
 */
export interface SlotPropsMap {
  /** Tabs of the learner record (`/apprenants/{learnerId}?menu=…`), e.g. invoices (5), contracts (7). */
  'learner.tabs': { learnerId: number };
  /**
   * Steps of the account configuration wizard that other areas own (billing, planning): the step
   * edits the configuration of `agencyId` (null: the whole structure, isConfigGeneral) and calls
   * `onSaved` once it is saved so the wizard moves on.
   */
  'configuration.wizard.steps': { agencyId: number | null; onSaved: () => void };
}

export type SlotName = keyof SlotPropsMap;

export interface SlotContribution<N extends SlotName> {
  slot: N;
  /** Stable id, `<module>.<piece>`. */
  id: string;
  /** French title (tab label, section heading). */
  title: string;
  /** Position among the slot's contributions (lower first). */
  order: number;
  /** A key of the slot's own (the learner tabs use the spec's `menu` number). */
  key?: string;
  /** Any-of permissions needed to show it. */
  permissions?: readonly Permission[];
  load: () => Promise<{ default: ComponentType<SlotPropsMap[N]> }>;
}

export type AnySlotContribution = { [N in SlotName]: SlotContribution<N> }[SlotName];

interface SlotsValue {
  contributions: readonly AnySlotContribution[];
  /** The lazy component of each contribution id, created once per provider. */
  components: Map<string, unknown>;
}

const SlotsContext = createContext<SlotsValue>({ contributions: [], components: new Map() });

/** Holds every module's slot contributions (the shell passes the route table's). */
export function SlotsProvider({ contributions, children }: { contributions: readonly AnySlotContribution[]; children: ReactNode }) {
  const value = useMemo<SlotsValue>(() => ({ contributions, components: new Map() }), [contributions]);
  return <SlotsContext.Provider value={value}>{children}</SlotsContext.Provider>;
}

/** The contributions to a slot, in order. */
export function useSlot<N extends SlotName>(slot: N): SlotContribution<N>[] {
  const { contributions } = useContext(SlotsContext);
  return useMemo(
    () =>
      contributions
        .filter((c): c is SlotContribution<N> & AnySlotContribution => c.slot === slot)
        .sort((a, b) => a.order - b.order),
    [contributions, slot],
  );
}

/** The lazily loaded component of a contribution (one per contribution id; render it inside Suspense). */
export function useSlotComponent<N extends SlotName>(contribution: SlotContribution<N>): ComponentType<SlotPropsMap[N]> {
  const { components } = useContext(SlotsContext);
  let component = components.get(contribution.id) as ComponentType<SlotPropsMap[N]> | undefined;
  if (!component) {
    component = lazy(contribution.load);
    components.set(contribution.id, component);
  }
  return component;
}
