/**
 * The HTML a partner pastes to show a Volant widget: the widget's module script (served by Volant
 * under /embeds/) and the element with its attributes. Pure, so the dialog and the tests share it.
 */

export const EMBED_TAGS = ['volant-quotation', 'volant-planning', 'volant-ants-status'] as const;
export type EmbedTag = (typeof EMBED_TAGS)[number];

/** Attribute values: a string, true for a bare boolean attribute; false, null and undefined are left out. */
export type EmbedAttributes = Record<string, string | boolean | null | undefined>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `https://volant.example/embeds/volant-quotation.js`. */
export function embedScriptUrl(origin: string, tag: EmbedTag): string {
  return `${origin.replace(/\/+$/, '')}/embeds/${tag}.js`;
}

/** The API base as an absolute URL (the app's base is often a path such as `/api`). */
export function absoluteApiBase(baseUrl: string, origin: string): string {
  return new URL(baseUrl, `${origin.replace(/\/+$/, '')}/`).href.replace(/\/+$/, '');
}

function attributeList(attributes: EmbedAttributes): string {
  return Object.entries(attributes)
    .flatMap(([name, value]) => (value === true ? [name] : typeof value === 'string' && value !== '' ? [`${name}="${escapeAttribute(value)}"`] : []))
    .join(' ');
}

/** The snippet: `<script type="module" src="…"></script>` then `<tag attributes></tag>`. */
export function embedSnippet(tag: EmbedTag, attributes: EmbedAttributes, origin: string): string {
  const list = attributeList(attributes);
  return `<script type="module" src="${escapeAttribute(embedScriptUrl(origin, tag))}"></script>\n<${tag}${list ? ` ${list}` : ''}></${tag}>`;
}

/** The demo partner page showing this widget with these attributes (`/embeds/demo.html?…`). */
export function embedDemoUrl(origin: string, tag: EmbedTag, attributes: EmbedAttributes): string {
  const query = new URLSearchParams({ widget: tag });
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) query.set(name, '');
    else if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  return `${origin.replace(/\/+$/, '')}/embeds/demo.html?${query.toString()}`;
}
