/**
 * Generated artefacts are committed; this fails when they no longer match their sources:
 * the SQL migrations (drizzle-kit against the schema), apps/api/openapi.json (the routes) and the
 * integration client's types (openapi-typescript against apps/api/openapi.json).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument, openApiFile } from '../apps/api/src/openapi.ts';
import { buildIntegrationClientTypes, integrationClientTypesFile } from './integration-client-types.ts';

const apiDir = path.resolve(import.meta.dirname, '../apps/api');
let hasDrift = false;

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

// Migrations: generate into a copy of the committed folder; any new or changed file is drift.
const copy = mkdtempSync(path.join(os.tmpdir(), 'pdc-drizzle-'));
cpSync(path.join(apiDir, 'drizzle'), copy, { recursive: true });
const generate = spawnSync(
  'npx',
  [
    '--no-install',
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/*.ts',
    '--out',
    copy,
  ],
  { cwd: apiDir, encoding: 'utf8' },
);
if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  hasDrift = true;
}
const committed = listFiles(path.join(apiDir, 'drizzle'));
const generated = listFiles(copy);
const changed = generated.filter(
  (file) =>
    !committed.includes(file) ||
    readFileSync(path.join(copy, file), 'utf8') !== readFileSync(path.join(apiDir, 'drizzle', file), 'utf8'),
);
rmSync(copy, { recursive: true, force: true });
if (changed.length > 0) {
  console.error(`Migrations drifted from the schema (${changed.join(', ')}). Run: npm run db:generate`);
  hasDrift = true;
} else {
  console.log('migrations: in step with the schema');
}

const openApi = await buildOpenApiDocument();
if (openApi !== readFileSync(openApiFile, 'utf8')) {
  console.error('apps/api/openapi.json drifted from the routes. Run: npm run openapi');
  hasDrift = true;
} else {
  console.log('openapi.json: in step with the routes');
}

// Generated from the committed document, so it is checked apart from the document's own drift.
if ((await buildIntegrationClientTypes()) !== readFileSync(integrationClientTypesFile, 'utf8')) {
  console.error(
    'docs/integration-client/openapi.ts drifted from apps/api/openapi.json. Run: npm run openapi:client',
  );
  hasDrift = true;
} else {
  console.log('docs/integration-client/openapi.ts: in step with openapi.json');
}

process.exit(hasDrift ? 1 : 0);
