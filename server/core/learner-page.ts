import type { Context } from 'hono';
import { html } from 'hono/html';
import { LEARNER_SPACE_PATH } from '../../src/shared/auth/paths';
import type { AppEnv } from './env';

/**
 * `/eleve` and `/eleve/…`: the learner's space served by Volant for schools without a website
 * (issue 41). The page hosts the very widget partners embed (`<volant-learner-space>`), with
 * `base-path` so that each rubric has its own address; the SSO brings the learner back here.
 */
export function learnerPage(c: Context<AppEnv>) {
  return c.html(
    html`<!doctype html>
      <html lang="fr">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Mon espace élève — Volant</title>
          <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
          <script type="module" src="/embeds/volant-learner-space.js"></script>
          <style>
            body { margin: 0; background: #f3f5f8; color: #1b2330; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
            main { box-sizing: border-box; max-width: 60rem; margin: 0 auto; padding: 12px; }
            h1 { margin: 4px 0 12px; font-size: 1.25rem; }
          </style>
        </head>
        <body>
          <main>
            <h1>Espace élève</h1>
            <volant-learner-space base-path="${LEARNER_SPACE_PATH}"></volant-learner-space>
          </main>
        </body>
      </html>`,
    200,
    { 'Cache-Control': 'no-cache' },
  );
}
