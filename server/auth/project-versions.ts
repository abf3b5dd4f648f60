import { z } from 'zod';
import { collectionBody, iri, jsonLd } from '../core/hydra';
import { collectionRoute, itemRoute } from '../core/routes/declare';
import type { RouteDeclaration } from '../core/routes/types';

const projectVersionSchema = z.strictObject({ frontVersion: z.string() });
type ProjectVersion = z.infer<typeof projectVersionSchema>;

const projectVersion = (frontVersion: string) => jsonLd<ProjectVersion>('ProjectVersion', iri('/project-versions', 1), { frontVersion });

/** The front version the client compares with its own (spec part 1 §7, §9): public. */
export const PROJECT_VERSION_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<ProjectVersion>({
    method: 'GET',
    path: '/project-versions',
    access: 'public',
    hydraClass: 'ProjectVersion',
    summary: 'Lists the one project version (the front version clients compare with theirs).',
    output: projectVersionSchema,
    handle: async ({ deps, url }) => collectionBody(url, [projectVersion(deps.config.frontVersion)], 1, { page: 1, itemsPerPage: 1 }),
  }),
  itemRoute<undefined, ProjectVersion>({
    method: 'GET',
    path: '/project-versions/1',
    access: 'public',
    hydraClass: 'ProjectVersion',
    summary: 'Reads the project version (the front version clients compare with theirs).',
    output: projectVersionSchema,
    handle: async ({ deps }) => projectVersion(deps.config.frontVersion),
  }),
];
