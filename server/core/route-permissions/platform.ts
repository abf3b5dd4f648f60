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
  'PATCH /api/users/change-password/:id': 'authenticated',
  'PATCH /api/users/:id': 'authenticated',
  'POST /api/users/reset-password': 'authenticated',
  'POST /api/materials/assets': 'authenticated',
  'GET /api/materials/assets/:id/file': 'authenticated',
  // Managers and platform admins; a commercial admin is refused by the handler.
  'POST /api/imports/:kind/preview': 'manager',
  'POST /api/imports/:kind': 'manager',
  'POST /api/exports': 'manager',
  'GET /api/exports/:id': 'manager',
  'GET /api/exports/:id/file': 'manager',
};
