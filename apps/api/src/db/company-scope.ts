import type { TDatabase } from './client.ts';

/** What every scoped service takes: the database and the companies its queries run on. */
export type TCompanyScope = { db: TDatabase; companyIds: readonly number[] };

/** What a service that checks the companies a call names takes: the database and the caller's companies. */
export type TCallerScope = { db: TDatabase; callerCompanyIds: readonly number[] };
