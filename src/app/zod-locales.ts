// What the browser builds give zod for its `locales` namespace (build.mjs, `zodLocales` plugin):
// zod's classic namespace `z` re-exports every locale (≈ 50 languages), and a namespace object
// cannot be tree-shaken, so each signed-in screen carried all of them. Volant speaks French; zod's
// own default messages are English (`en`, which zod imports directly as its default configuration).
export { default as fr } from 'zod/v4/locales/fr.js';
export { default as en } from 'zod/v4/locales/en.js';
