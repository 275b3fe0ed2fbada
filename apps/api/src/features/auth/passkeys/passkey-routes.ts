import type { FastifyInstance } from 'fastify';

/** STUB (helper B): passkey registration, removal, and the sign-in options call. */
export const registerPasskeyRoutes = (_app: FastifyInstance): void => {};
