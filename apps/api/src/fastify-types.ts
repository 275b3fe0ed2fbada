import type { TConfig } from './lib/config.ts';
import type { TAnalyticsStore } from './core/analytics/analytics-types.ts';
import type { TDatabase, TDatabaseHandle } from './db/client.ts';
import type { TReadRouting } from './db/read-routing.ts';
import type { TFollowUpRuns } from './features/follow-up/follow-up-jobs.ts';
import type { TNotificationJobs } from './features/notifications/notification-jobs.ts';
import type { TWebhookJobs } from './features/webhooks/webhook-jobs.ts';
import type { TImportThread } from './features/spreadsheet-import/run-import-in-worker.ts';
import type { TJobQueue } from './core/jobs/job-queue.ts';
import type { TMailQueue } from './core/mail/mail-queue.ts';
import type { TMailTransport } from './core/mail/mail-transport.ts';
import type { TServiceCaller } from './core/auth/service-client.ts';
import type { TRequestAuth } from './core/auth/authenticate.ts';

declare module 'fastify' {
  // Module augmentation only works with interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: TConfig;
    database: TDatabaseHandle;
    db: TDatabase;
    /** Where heavy reads go: the replica (DATABASE_READ_URL) when it has caught up, else the primary. */
    readRouting: TReadRouting;
    /**
     * The database for a heavy read (report, calendars, indicators) of this request: the replica
     * unless the caller's own last write (X-Read-After) has not reached it yet.
     */
    readDb: (request: FastifyRequest) => Promise<TDatabase>;
    /** True from SIGTERM on: /ready answers 503 so the proxy sends no more while requests drain. */
    isDraining: boolean;
    /** pg-boss, started on first use (core/jobs/job-queue.ts). */
    jobs: TJobQueue;
    /** The durable e-mail queue: what features send e-mail through. */
    mailQueue: TMailQueue;
    /** SMTP or the local outbox; used directly only by queued work that must not store its text. */
    mailTransport: TMailTransport;
    /** The BI facts (plugins/analytics-store.ts), read by the BI host and the import dashboard. */
    analyticsStore: TAnalyticsStore;
    /** Applies the other instances' logged store changes now (they are read every 2 s anyway). */
    analyticsChanges: {
      poll: () => Promise<void>;
      /** Settles once the store is in step with the database after the start (the replay or a rebuild). */
      synced: Promise<void>;
    };
    /** The follow-up e-mails' runs (features/follow-up): the schedules call them, tests too. */
    followUp: TFollowUpRuns;
    /** The webhooks' sweep and delivery queue (features/webhooks): the schedule calls them, tests too. */
    webhooks: TWebhookJobs;
    /** The notification sweep (features/notifications): the schedule calls it, tests too. */
    notifications: TNotificationJobs;
    /** Where spreadsheet imports run off the event loop (features/spreadsheet-import); tests count them. */
    importThread: TImportThread;
    /** The app's clock; tests inject one to move time instead of sleeping. */
    now: () => Date;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Read it with getAuth(request); null on calls that are not authenticated. */
    auth: TRequestAuth | null;
    /** The service client of an ingestion call; read it with getServiceCaller(request). */
    serviceCaller: TServiceCaller | null;
  }
}
