import type { ModuleDescriptor } from '../shared/module/types';
import { authModule } from '../modules/auth';
import { errorsModule } from '../modules/errors';
import { chunkOnce, type Chunk } from './platform/chunk';

/**
 * The modules the shell knows before the registry (src/app/modules.ts) has loaded: the sign-in
 * screens and the not-found page. Everything else — 25 descriptors, their route tables, titles and
 * menu entries — comes in one lazy chunk, so the login screen's first load stays small.
 */
export const eagerModules: readonly ModuleDescriptor[] = [authModule, errorsModule];

/**
 * The full registry, loaded once (a failed load is retried on the next call). Zod is not part of it:
 * the chunks that define schemas import it through zod-jitless.ts (see build.mjs).
 */
export const registryChunk: Chunk<readonly ModuleDescriptor[]> = chunkOnce(() => import('./modules').then((chunk) => chunk.modules));

export const loadRegisteredModules = (): Promise<readonly ModuleDescriptor[]> => registryChunk.load();

/** The full registry when it has already loaded, else null (synchronous: no loading flash on remount). */
export const registeredModulesIfLoaded = (): readonly ModuleDescriptor[] | null => registryChunk.loaded() ?? null;
