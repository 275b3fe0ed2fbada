import { createServer } from './app.ts';
import { loadConfig } from './lib/config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';

export const openApiFile = new URL('../openapi.json', import.meta.url);

/** Builds the OpenAPI document from the registered routes (the contract's zod schemas). */
export const buildOpenApiDocument = async (): Promise<string> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
  // An empty in-memory database: the BI host reads it once at start to sync its store.
  const database = await openDatabase({});
  await migrateDatabase(database);
  const server = await createServer({ config, database, isServingWeb: false });
  const document = `${JSON.stringify(server.swagger(), null, 2)}\n`;
  await server.close();
  await database.close();
  return document;
};
