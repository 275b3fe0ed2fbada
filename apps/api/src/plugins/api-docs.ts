import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { completeCallSchema, SECURITY_SCHEMES } from '../core/http/call-openapi.ts';
import { buildWebhooksSection } from '../core/http/webhooks-openapi.ts';

/**
 * The OpenAPI document built from the contract's schemas as routes register, and Swagger UI at
 * /docs for the broker's integrators (docs/integration.md). Registered before the routes, so it
 * sees every one of them.
 */
export const registerApiDocs = async (fastify: FastifyInstance): Promise<void> => {
  const openapi: Partial<OpenAPIV3_1.Document> = {
    // 3.1: the document's `webhooks` section (the events the portal sends) is a 3.1 field.
    openapi: '3.1.0',
    info: {
      title: 'Portal dos Clientes API',
      version: '1.0.0',
      license: { name: 'Proprietary (the broker’s; not open source)' },
      description:
        'Ingestion (the broker’s systems, OAuth2 client_credentials): see docs/integration.md for a session from token to first process. Portal: the calls of the customers’ web app. Every 4xx answers { code, message (pt-BR), details?, requestId } (the token endpoints answer RFC 6749’s { error, error_description }); text holding control characters (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F) is refused with 400 on every call.',
    },
    tags: [
      {
        name: 'Integração (sistemas do despachante)',
        description: 'Service clients: companies and processes.',
      },
      { name: 'Portal', description: 'The customers’ web app (a signed-in user’s token).' },
      {
        name: 'Back-office (equipe do despachante)',
        description:
          'The broker’s staff (/api/admin): a signed-in user whose role (STAFF or ADMIN) allows the call.',
      },
      { name: 'BI', description: 'The business-intelligence host.' },
      {
        name: 'Webhooks',
        description:
          'What the portal POSTs to the subscriptions of Administração → Webhooks and Integrações → Webhooks (Standard Webhooks, signed).',
      },
    ],
    servers: [
      {
        url: '/',
        description:
          'The host that serves the portal (e.g. https://portal.example.com.br): the API and the BI host share it.',
      },
    ],
    components: { securitySchemes: SECURITY_SCHEMES },
    // openapi-types' 3.1 schema type mixes in 3.0's, which a 2020-12 JSON Schema does not fit.
    webhooks: buildWebhooksSection() as OpenAPIV3_1.Document['webhooks'],
  };
  await fastify.register(swagger, {
    openapi,
    transform: (input) =>
      completeCallSchema(jsonSchemaTransform(input) as Parameters<typeof completeCallSchema>[0]),
  });
  // The API's reference, for the broker's integrators (docs/integration.md): Swagger UI at /docs.
  await fastify.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // Swagger UI sets a few inline styles: allowed on its own pages only, never for scripts.
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
};
