/**
 * The built CSS of a widget (`<name>.css` beside `<name>.js`: the vanilla-extract styles of every
 * component it renders), fetched once per page and given to each of its shadow roots. @r2wc does not
 * inject styles into a shadow root, and nothing of it reaches the host page's document.
 */
export interface WidgetStyles {
  /** Settles once the CSS is loaded (or failed to load: the widget then renders unstyled). */
  readonly ready: Promise<void>;
  /** True once `ready` settled (a widget added later renders at once). */
  isReady(): boolean;
  /** Adopts the shared stylesheet into a shadow root; false when the browser cannot (use `text`). */
  adopt(root: ShadowRoot): boolean;
  /** The CSS text, for browsers without constructable stylesheets. */
  text(): string;
}

function constructable(): boolean {
  return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;
}

export function loadWidgetStyles(url: URL): WidgetStyles {
  let sheet: CSSStyleSheet | null = null;
  let css = '';
  let settled = false;
  const ready = fetch(url, { credentials: 'omit' })
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((text) => {
      css = text;
      if (constructable()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
      }
    })
    .catch((error: unknown) => {
      console.warn(`Volant : les styles du widget n’ont pas pu être chargés (${url.href}).`, error);
    })
    .finally(() => {
      settled = true;
    });
  return {
    ready,
    isReady: () => settled,
    adopt(root) {
      if (!sheet) return false;
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return true;
    },
    text: () => css,
  };
}
