import { createServer } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

export const openApiFile = new URL('../openapi.json', import.meta.url);

/** Builds the OpenAPI document from the registered routes (the contract's zod schemas). */
export const buildOpenApiDocument = async (): Promise<string> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
  // Route registration never touches the database, so an unmigrated in-memory one is enough.
  const database = await openDatabase({});
  const server = await createServer({ config, database, isServingWeb: false });
  const document = `${JSON.stringify(server.swagger(), null, 2)}\n`;
  await server.close();
  await database.close();
  return document;
};
