import { escapeHtml } from '../core/html';

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/g;

/** One line of text as HTML: escaped, its http(s) links made clickable (the link's text and address escaped too). */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_RE)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The HTML part of an e-mail written as plain text: paragraphs at blank lines, line breaks kept.
 * Everything in it comes from the text and is escaped (customer names, messages typed by staff).
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.split('\n').map(lineHtml).join('<br>\n'))
    .map((p) => `<p style="margin:0 0 1em">${p}</p>`);
  return [
    '<!doctype html>',
    '<html lang="fr"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f2933">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}
