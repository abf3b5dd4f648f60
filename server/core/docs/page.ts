import { escapeHtml } from '../html';

type Node = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** `/api/docs`: the OpenAPI description as a plain page (no script), one row per operation. */
export function openApiPage(document: Node): string {
  const paths = document.paths as Record<string, Record<string, Node>>;
  const rows = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method]!;
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(String(op.summary ?? ''))}</td><td>${escapeHtml(String(op.description ?? ''))}</td></tr>`;
    }),
  );
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>API Volant</title></head>
<body>
<h1>API Volant</h1>
<p>Description OpenAPI 3.1 : <a href="/api/docs.json">/api/docs.json</a> — documentation Hydra : <a href="/api/docs.jsonld">/api/docs.jsonld</a>.</p>
<table><thead><tr><th>Méthode</th><th>Chemin</th><th>Résumé</th><th>Accès</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</body></html>`;
}
