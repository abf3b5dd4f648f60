import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { WidgetStyles } from './styles';

/**
 * The custom elements of the embeds: @r2wc/react-to-web-component mounts the React tree in an open
 * shadow root (and unmounts it when the element leaves the page); this thin layer adds what @r2wc
 * leaves out — attributes that are removed or set to "" and bare boolean attributes (@r2wc ignores
 * them), properties that reflect to attributes (one source of truth, so both ways work, including
 * properties set before the script loaded), the built CSS adopted into each shadow root, and events
 * that bubble and cross the shadow boundary.
 */

/**
 * How a property reads its attribute: `string` (null when absent), `boolean` (present and not
 * "false"; a bare attribute is true), `integer` (null when absent or malformed), `ids` (a
 * comma-separated list of positive integers; [] when absent or malformed).
 */
export type AttributeKind = 'string' | 'boolean' | 'integer' | 'ids';

export interface AttributeDefinition {
  attribute: string;
  kind: AttributeKind;
}

/** Property name → its attribute. */
export type AttributeMap = Record<string, AttributeDefinition>;

/** Raw attribute values by property name (null: absent); widgets validate them and explain bad ones. */
export type RawAttributes<A extends AttributeMap> = { readonly [K in keyof A]: string | null };

export type Emit = (type: string, detail: unknown) => void;

export interface WidgetProps<A extends AttributeMap> {
  attributes: RawAttributes<A>;
  /** Dispatches a CustomEvent on the element that bubbles and is composed. */
  emit: Emit;
}

export interface WidgetDefinition<A extends AttributeMap> {
  tag: string;
  attributes: A;
  styles: WidgetStyles;
  component: ComponentType<WidgetProps<A>>;
}

const IDS = /^\s*\d{1,15}\s*(,\s*\d{1,15}\s*)*$/;

/** A comma-separated list of positive integers; null when malformed. */
export function parseIds(raw: string): number[] | null {
  if (raw.trim() === '') return [];
  return IDS.test(raw) ? [...new Set(raw.split(',').map((part) => Number(part.trim())))].filter((n) => n > 0) : null;
}

/** The value a property answers for an attribute's raw value. */
export function readProperty(kind: AttributeKind, raw: string | null): string | boolean | number | number[] | null {
  switch (kind) {
    case 'boolean':
      return raw !== null && raw.trim().toLowerCase() !== 'false';
    case 'integer':
      return raw !== null && /^\s*-?\d{1,15}\s*$/.test(raw) ? Number(raw) : null;
    case 'ids':
      return raw === null ? [] : (parseIds(raw) ?? []);
    default:
      return raw;
  }
}

/** The attribute value a property assignment stands for (null removes the attribute). */
export function attributeValue(kind: AttributeKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return value === false || value === 'false' ? null : '';
  if (kind === 'ids' && Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

interface HostHooks<A extends AttributeMap> {
  subscribe(listener: () => void): () => void;
  snapshot(): RawAttributes<A>;
  emit: Emit;
}

type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

const noSubscription = () => () => undefined;
/** The wrapper of a widget: no box of its own once styled, none at all before. */
const CONTENTS = { display: 'contents' } as const;
const HIDDEN = { display: 'none' } as const;
const noSnapshot = () => null;

/** Defines the custom element once (a second copy of the script on the page is harmless). */
export function defineWidget<A extends AttributeMap>(definition: WidgetDefinition<A>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;
  const entries = Object.entries(definition.attributes) as Array<[keyof A & string, AttributeDefinition]>;
  const hooks = new WeakMap<Element, HostHooks<A>>();
  const Widget = definition.component;

  /**
   * What @r2wc renders into the shadow root (its `container` prop): the widget with its attributes.
   * It renders (and starts its API calls) while the CSS loads, but stays out of sight until the CSS
   * is there (no flash of unstyled content).
   */
  function Bridge({ container }: { container?: HTMLElement }) {
    const root = container as unknown as ShadowRoot;
    const [host] = useState(() => hooks.get(root.host));
    const [styled, setStyled] = useState(definition.styles.isReady);
    useEffect(() => {
      let live = true;
      if (!styled) void definition.styles.ready.then(() => live && setStyled(true));
      return () => {
        live = false;
      };
    }, [styled]);
    const attributes = useSyncExternalStore(host?.subscribe ?? noSubscription, host?.snapshot ?? noSnapshot);
    if (!host) return null;
    const adopted = styled && definition.styles.adopt(root);
    return (
      <>
        {styled && !adopted && <style>{definition.styles.text()}</style>}
        <div style={styled ? CONTENTS : HIDDEN}>
          <Widget attributes={attributes as RawAttributes<A>} emit={host.emit} />
        </div>
      </>
    );
  }

  const Base = r2wc(Bridge, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class VolantWidget extends Base {
    static get observedAttributes(): string[] {
      return entries.map(([, def]) => def.attribute);
    }

    #listeners = new Set<() => void>();
    #snapshot: RawAttributes<A> = this.#read();

    constructor() {
      super();
      hooks.set(this, {
        subscribe: (listener) => {
          this.#listeners.add(listener);
          return () => this.#listeners.delete(listener);
        },
        snapshot: () => this.#snapshot,
        emit: (type, detail) => {
          this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
        },
      });
    }

    #read(): RawAttributes<A> {
      const values: Record<string, string | null> = {};
      for (const [prop, def] of entries) values[prop] = this.getAttribute(def.attribute);
      return Object.freeze(values) as RawAttributes<A>;
    }

    attributeChangedCallback(_name: string, oldValue: string | null, value: string | null): void {
      if (oldValue === value) return;
      this.#snapshot = this.#read();
      for (const listener of [...this.#listeners]) listener();
    }

    override connectedCallback(): void {
      // A property set on the element before this script defined it shadows the accessor: replay it.
      for (const [prop] of entries) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value: unknown = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }
  }

  for (const [prop, def] of entries) {
    Object.defineProperty(VolantWidget.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return readProperty(def.kind, this.getAttribute(def.attribute));
      },
      set(this: HTMLElement, value: unknown) {
        const next = attributeValue(def.kind, value);
        if (next === null) this.removeAttribute(def.attribute);
        else this.setAttribute(def.attribute, next);
      },
    });
  }

  customElements.define(definition.tag, VolantWidget);
  return VolantWidget;
}
