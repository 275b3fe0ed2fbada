import type { FastifyInstance } from 'fastify';

/** STUB (helper A): Meus Dados TOTP calls, sign-in enrolment calls and the admin's security settings. */
export const registerSecondFactorRoutes = (_app: FastifyInstance): void => {};
