import type { RouteTable } from './types';

/** Sign-in, own profile and the platform admin’s resources (links, tutorials, notifications, settings, imports, exports). */
export const PLATFORM_ROUTES: RouteTable = {
  'POST /api/auth': 'public',
  'POST /api/token/refresh': 'public',
  'POST /api/state-api/logout': 'authenticated',
  'POST /api/state-api/client-authentication': 'authenticated',
  'GET /api/project-versions': 'public',
  'GET /api/project-versions/1': 'public',
  'GET /api/users/:id': 'authenticated',
};
