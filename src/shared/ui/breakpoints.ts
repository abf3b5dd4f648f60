// The small-screen breakpoint on its own: the shell reads it on every page (the login one included)
// without loading the whole token table of tokens.ts, which re-exports it.

/** Below this width (px) the screen is "small": the sidebar collapses. */
export const SMALL_SCREEN_PX = 640;

/** Media query matching small screens, for `@media` blocks in styles and matchMedia. */
export const smallScreenQuery = `screen and (max-width: ${SMALL_SCREEN_PX - 1}px)`;
