import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument, openApiFile } from '../src/openapi.ts';

await writeFile(openApiFile, await buildOpenApiDocument());
console.log(`OpenAPI written to ${openApiFile.pathname}`);
