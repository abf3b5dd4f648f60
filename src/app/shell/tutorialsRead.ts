import type { ApiClient } from '../../shared/api/client';
import type { Tutorial } from './tutorialFilter';

/** The navbar's tutorials read: its SWR key (Tutorials.tsx) and its fetch, also started ahead by main.tsx. */
export const TUTORIALS_KEY = ['/tutorials/group'] as const;

export const readTutorials = (client: ApiClient) => client.list<Tutorial>(TUTORIALS_KEY[0]);
