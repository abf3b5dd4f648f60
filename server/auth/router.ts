import { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { loginRoutes } from './login';
import { projectVersionRoutes } from './project-versions';
import { stateApiRoutes } from './state-api';
import { userRoutes } from './users';

/** Authentication and session endpoints, mounted under /api after requireAuth. */
export const authRouter = new Hono<AppEnv>();

authRouter.route('/', loginRoutes);
authRouter.route('/', stateApiRoutes);
authRouter.route('/', projectVersionRoutes);
authRouter.route('/', userRoutes);
