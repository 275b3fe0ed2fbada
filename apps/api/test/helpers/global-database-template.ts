import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template.ts';

let removeTemplate: (() => Promise<void>) | undefined;

/** Vitest global setup of the API project: one migrated template per run, removed at its end. */
export const setup = async (project: TestProject): Promise<void> => {
  const { template, remove } = await createDatabaseTemplate(process.env.TEST_DATABASE_URL || undefined);
  removeTemplate = remove;
  project.provide('databaseTemplate', template);
};

export const teardown = async (): Promise<void> => {
  await removeTemplate?.();
};
