import type { FastifyPluginAsync } from 'fastify';
import { registerBiAuthRoutes } from '../features/auth/bi-auth-routes.ts';

/**
 * The BI host (`/gescomex/auth`, `/bi/*`): a separate plugin with its own base URL and its own
 * token (header `token`, see bi-token.ts). Mounted in the API process by default. registerCall
 * gives its calls the BI error body (bi-error-handler.ts) and the 'bi-token' check.
 */
export const biPlugin: FastifyPluginAsync = async (fastify) => {
  registerBiAuthRoutes(fastify);
};
