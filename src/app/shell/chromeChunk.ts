import { chunkOnce } from '../platform/chunk';

/**
 * The signed-in chrome (./chrome), one chunk loaded once: the shell's side menu, navbar and
 * missing-items modal, the alert area, and main.tsx, which loads it before the first render of a
 * signed-in page (routing/first-screen.ts) so that the chrome and the screen appear together.
 */
export const chromeChunk = chunkOnce(() => import('./chrome'));
