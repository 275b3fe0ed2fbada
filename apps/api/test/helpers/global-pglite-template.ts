import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template.ts';

let removeTemplate: (() => Promise<void>) | undefined;

/** Vitest global setup of the integration project: a migrated PGlite, whatever the server URL. */
export const setup = async (project: TestProject): Promise<void> => {
  const { template, remove } = await createDatabaseTemplate(undefined);
  removeTemplate = remove;
  project.provide('databaseTemplate', template);
};

export const teardown = async (): Promise<void> => {
  await removeTemplate?.();
};
