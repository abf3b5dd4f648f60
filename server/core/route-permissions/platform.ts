import type { RouteTable } from './types';

/** Sign-in, own profile and the platform admin’s resources (links, tutorials, notifications, settings, imports, exports). */
export const PLATFORM_ROUTES: RouteTable = {};
