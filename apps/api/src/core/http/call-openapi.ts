import { BI_TOKEN_HEADER, getCallAuth, type TCall, type TCallUpload } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import { getRuleNotes } from '@pc/contract/schema-notes';
import { CONTROL_CHARACTER_RANGE } from '../../lib/http/control-characters.ts';

/**
 * What the OpenAPI document says of a call beyond its zod schemas: its operationId, description,
 * security and the media types of bodies and files the routes read and send themselves. Only the
 * document reads these; Fastify ignores them.
 */

/** Security schemes of the document (components.securitySchemes), one per kind of credential. */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A signed-in user’s access token (POST /oauth/token).',
  },
  serviceToken: {
    type: 'oauth2',
    description:
      'A service client’s token (OAuth2 client_credentials at POST /api/integration/oauth/token, Basic auth with the client id and secret).',
    flows: { clientCredentials: { tokenUrl: '/api/integration/oauth/token', scopes: {} } },
  },
  biToken: {
    type: 'apiKey',
    in: 'header',
    name: BI_TOKEN_HEADER,
    description: 'The BI token (POST /gescomex/auth), sent with the user’s bearer token on BI-host calls.',
  },
  clientBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'The web app’s OAuth client id and secret (the token endpoint’s client authentication).',
  },
  serviceBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'A service client’s id and secret, printed by `npm run client:create`.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator’s METRICS_TOKEN (the server’s setting).',
  },
} as const;

type TSecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, []>>;

/** What each kind of call says of its credentials, after its own description. */
const AUTH_NOTES = {
  none: 'Public: no credentials.',
  bearer: 'Needs a signed-in user’s access token (Authorization: Bearer).',
  'bi-token': `Needs the user’s access token (Authorization: Bearer) and the BI token (header ${BI_TOKEN_HEADER}).`,
  'client-basic':
    'The client authenticates with HTTP Basic (its id and secret). The body is form-encoded (application/x-www-form-urlencoded); errors follow RFC 6749 §5.2 ({ error, error_description }).',
  'service-basic':
    'The service client authenticates with HTTP Basic (its id and secret). The body is form-encoded (application/x-www-form-urlencoded); errors follow RFC 6749 §5.2 ({ error, error_description }).',
  service: 'Needs a service client’s token (Authorization: Bearer from POST /api/integration/oauth/token).',
} as const;

const securityOf = (call: TCall): TSecurityRequirement[] => {
  if (call.isOperatorCall) return [{ metricsToken: [] }];
  const auth = getCallAuth(call);
  switch (auth) {
    case 'none':
      return [];
    case 'bearer':
      return [{ bearer: [] }];
    case 'bi-token':
      return [{ bearer: [], biToken: [] }];
    case 'client-basic':
      return [{ clientBasic: [] }];
    case 'service-basic':
      return [{ serviceBasic: [] }];
    case 'service':
      return [{ serviceToken: [] }];
    default: {
      const exhaustive: never = auth;
      throw new Error(`Unknown call auth: ${String(exhaustive)}`);
    }
  }
};

const callNames = new Map<TCall, string>(listCalls().map(([name, call]) => [call, name]));

/**
 * The call's operationId: its name in the contract without `Call` (getCashCalendarCall →
 * getCashCalendar), so the generated clients' method names follow the contract. A call missing from
 * the call table gets one from its method and path, still stable.
 */
export const operationIdOf = (call: TCall): string => {
  const name = callNames.get(call);
  if (name) return name.replace(/Call$/, '');
  const words = call.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [
    call.method.toLowerCase(),
    ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ].join('');
};

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

const descriptionOf = (call: TCall, bodyLimit: number): string => {
  const auth = getCallAuth(call);
  const lines = [
    call.description,
    ...getRuleNotes(call.query),
    ...getRuleNotes(call.body),
    call.isOperatorCall ? 'Needs the operator’s Authorization: Bearer METRICS_TOKEN.' : AUTH_NOTES[auth],
    call.role ? `Papel exigido: ${call.role} ou acima (lido do banco a cada requisição).` : undefined,
    call.body || call.upload ? `The body is read up to ${formatBytes(bodyLimit)} (413 beyond).` : undefined,
  ];
  return lines.filter((line) => line !== undefined).join('\n\n');
};

const BINARY = { type: 'string', format: 'binary' } as const;

/** The request body of an upload, as the document's `content`. */
const uploadBodyOf = (upload: TCallUpload) => {
  switch (upload.mediaType) {
    case 'multipart/form-data': {
      const fields = Object.entries(upload.fields ?? {});
      const properties = Object.fromEntries([
        ...fields.map(([name, description]) => [name, { type: 'string', description }]),
        [upload.fileField, { ...BINARY, description: 'The file.' }],
      ]);
      const schema = {
        type: 'object',
        description: upload.description,
        properties,
        required: [upload.fileField],
      };
      return { content: { [upload.mediaType]: { schema } } };
    }
    case 'application/octet-stream':
      return { content: { [upload.mediaType]: { schema: { ...BINARY, description: upload.description } } } };
    case 'application/x-ndjson':
      return {
        content: { [upload.mediaType]: { schema: { type: 'string', description: upload.description } } },
      };
    default: {
      const exhaustive: never = upload;
      throw new Error(`Unknown upload: ${JSON.stringify(exhaustive)}`);
    }
  }
};

/** Documentation-only fields of a route's schema, read by {@link transformCallSchema}. */
export type TCallDocs = { files?: readonly string[]; upload?: TCallUpload; isBinary: boolean };

/** The fields of a route's schema that only the document reads (Fastify ignores them). */
export const describeCall = (call: TCall, bodyLimit: number) => ({
  operationId: operationIdOf(call),
  description: descriptionOf(call, bodyLimit),
  security: securityOf(call),
  ...(call.bodyEncoding === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
  callDocs: {
    files: call.fileMediaTypes,
    upload: call.upload,
    isBinary: call.isBinary === true,
  } satisfies TCallDocs,
});

type TJsonSchema = Record<string, unknown>;
type TTransformed = {
  schema: TJsonSchema & { callDocs?: TCallDocs; response?: Record<string, TJsonSchema> };
  url: string;
};

const fileContent = (mediaTypes: readonly string[]) =>
  Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: BINARY }]));

/**
 * Text without the control characters every route refuses (lib/http/control-characters.ts): the
 * pattern of a free-text path or query parameter, where it costs nothing to say.
 */
const NO_CONTROL_CHARACTERS = `^[^${CONTROL_CHARACTER_RANGE}]*$`;

const withTextPatterns = (schema: TJsonSchema | undefined): TJsonSchema | undefined => {
  const properties = schema?.properties as Record<string, TJsonSchema> | undefined;
  if (!schema || !properties) return schema;
  const isFreeText = (property: TJsonSchema) =>
    property.type === 'string' && !property.pattern && !property.enum && !property.format;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        isFreeText(property) ? { ...property, pattern: NO_CONTROL_CHARACTERS } : property,
      ]),
    ),
  };
};

/**
 * Completes a route's document after the zod schemas are turned into JSON Schema: a file answer's
 * 200 with its media types (beside the JSON one when the call answers either), and an upload's body.
 */
export const completeCallSchema = (transformed: TTransformed): TTransformed => {
  const { callDocs, ...schema } = transformed.schema;
  if (!callDocs) return transformed;
  const response = { ...schema.response };
  const files = callDocs.files ?? [];
  if (callDocs.isBinary) {
    response['200'] = { description: 'The file.', content: fileContent(files) };
  } else if (files.length > 0 && response['200']) {
    response['200'] = {
      description: 'Default Response',
      content: { 'application/json': { schema: response['200'] }, ...fileContent(files) },
    };
  }
  const querystring = withTextPatterns(schema.querystring as TJsonSchema | undefined);
  const params = withTextPatterns(schema.params as TJsonSchema | undefined);
  return {
    ...transformed,
    schema: {
      ...schema,
      ...(querystring ? { querystring } : {}),
      ...(params ? { params } : {}),
      response,
      ...(callDocs.upload ? { body: uploadBodyOf(callDocs.upload) } : {}),
    },
  };
};
