import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** Selected tab (controlled, e.g. from the URL). */
  value: V;
  onChange: (value: V) => void;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Tab list with roving tabindex (arrows, Home, End select and focus) and one panel. */
export function Tabs<V extends string = string>({ label, tabs, value, onChange, children }: TabsProps<V>) {
  const baseId = useId();
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (tab: V) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  // The tab reachable with Tab: the selected one, else the first enabled one.
  const focusValue = tabs.some((tab) => tab.value === value && !tab.disabled) ? value : tabs.find((tab) => !tab.disabled)?.value;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = step[event.key];
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.value === value);
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[move(index === -1 ? 0 : index, enabled.length)];
    if (!next) return;
    buttons.current.get(next.value)?.focus();
    if (next.value !== value) onChange(next.value);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={tab.value === focusValue ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => selected || onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children != null && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
