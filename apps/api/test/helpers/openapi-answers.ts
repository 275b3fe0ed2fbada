import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

/**
 * Integrators: checks a server's answer against the OpenAPI document alone, as a client generator or
 * an integrator reads it: the status is documented for the operation, the media type is one it
 * declares, and a JSON body (or each line of an NDJSON one) matches the declared schema, with the
 * document's own `$ref`s resolved against its components.
 */
export type TOpenApiAnswer = {
  method: string;
  /** The path template as the document spells it: /api/processes/{id}. */
  path: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
};

type TMediaType = { schema?: unknown };
type TResponse = { content?: Record<string, TMediaType> };
type TOperation = { responses?: Record<string, TResponse> };
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>> };

const DOCUMENT_ID = 'openapi.json';
const JSON_MEDIA = /^application\/(.+\+)?json$/;
const NDJSON_MEDIA = 'application/x-ndjson';
// Keywords of OpenAPI 3.0's Schema Object that JSON Schema does not have and that say nothing of
// what is valid (nullable and exclusiveMinimum/Maximum as booleans are translated instead).
const ANNOTATIONS = ['example', 'xml', 'externalDocs', 'discriminator'];

const escapePointer = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * OpenAPI 3.0 writes exclusiveMinimum/Maximum as booleans beside minimum/maximum (draft 4);
 * JSON Schema since draft 6 writes the bound itself. Every other keyword is left as it is.
 */
const toJsonSchemaDialect = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toJsonSchemaDialect);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const bounds = { exclusiveMinimum: 'minimum', exclusiveMaximum: 'maximum' } as const;
  const isBooleanFlag = (key: string) => key in bounds && typeof object[key] === 'boolean';
  const exclusive = Object.entries(bounds).filter(
    ([flag, bound]) => object[flag] === true && typeof object[bound] === 'number',
  );
  const moved = new Set<string>(exclusive.map(([, bound]) => bound));
  return Object.fromEntries([
    ...Object.entries(object)
      .filter(([key]) => !isBooleanFlag(key) && !moved.has(key))
      .map(([key, item]) => [key, toJsonSchemaDialect(item)]),
    ...exclusive.map(([flag, bound]) => [flag, object[bound]]),
  ]);
};

const listFormats = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(listFormats);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'format' && typeof item === 'string' ? [item] : listFormats(item),
  );
};

const createValidator = (document: TDocument): Ajv => {
  const isOpenApi31 = document.openapi.startsWith('3.1');
  const options = { allErrors: false, strict: true, strictTypes: false, validateFormats: true } as const;
  const ajv = isOpenApi31 ? new Ajv2020(options) : new Ajv(options);
  // ajv-formats is CommonJS: under nodenext its typed default export is the module itself.
  formats.default(ajv, { keywords: false });
  ajv.addVocabulary(isOpenApi31 ? ['example', 'xml', 'externalDocs', 'discriminator'] : ANNOTATIONS);
  // The whole document is one schema resource, so `#/components/schemas/…` resolves inside it; its
  // own fields (openapi, info, paths…) are no-op keywords of that resource.
  ajv.addVocabulary(Object.keys(document).filter((key) => !ajv.getKeyword(key)));
  // OpenAPI's format is open-ended: one JSON Schema does not define (base64, cnpj…) only annotates.
  for (const format of listFormats(document)) {
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  }
  ajv.addSchema(isOpenApi31 ? document : (toJsonSchemaDialect(document) as object), DOCUMENT_ID);
  return ajv;
};

const matchesMedia = (declared: string, actual: string): boolean => {
  if (declared === actual || declared === '*/*') return true;
  const [type, subtype] = declared.split('/');
  return subtype === '*' && actual.startsWith(`${type}/`);
};

/** Each answer's problems, in words; an empty list is an answer the document describes. */
export const createOpenApiAnswerChecker = (document: TDocument) => {
  const ajv = createValidator(document);
  const validators = new Map<string, ValidateFunction | string>();

  const validatorAt = (pointer: string): ValidateFunction | string => {
    const known = validators.get(pointer);
    if (known) return known;
    let validator: ValidateFunction | string;
    try {
      validator = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`) ?? `no schema at ${pointer}`;
    } catch (error) {
      validator = `the schema at ${pointer} does not compile: ${(error as Error).message}`;
    }
    validators.set(pointer, validator);
    return validator;
  };

  const validate = (pointer: string, value: unknown): string | undefined => {
    const validator = validatorAt(pointer);
    if (typeof validator === 'string') return validator;
    if (validator(value)) return undefined;
    return `body off the schema: ${ajv.errorsText(validator.errors, { dataVar: 'body' })}`;
  };

  const checkBody = (pointer: string, media: string, body: string): string | undefined => {
    const isNdjson = media === NDJSON_MEDIA;
    if (!JSON_MEDIA.test(media) && !isNdjson) return undefined;
    // An NDJSON body is described either as text (a string schema) or by the schema of one line.
    if (isNdjson && validate(pointer, body) === undefined) return undefined;
    const texts = isNdjson ? body.split('\n').filter((line) => line.trim() !== '') : [body];
    for (const text of texts) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return `${media} body that is not JSON: ${text.slice(0, 80)}`;
      }
      const problem = validate(pointer, value);
      if (problem) return problem;
    }
    return undefined;
  };

  const checkAnswer = ({ method, path, statusCode, contentType, body }: TOpenApiAnswer): string[] => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`no operation ${method} ${path} in the document`];
    const responses = operation.responses ?? {};
    const status = [String(statusCode), `${String(statusCode).charAt(0)}XX`, 'default'].find(
      (key) => responses[key],
    );
    if (!status) {
      return [`status ${statusCode} not documented (only ${Object.keys(responses).join(', ')})`];
    }
    const content = responses[status]?.content ?? {};
    const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const declaredMedia = Object.keys(content);
    if (declaredMedia.length === 0) {
      return body === '' ? [] : [`status ${status} answers ${media || 'a body'} but declares no media type`];
    }
    if (body === '' && !contentType)
      return [`status ${status} answers no body (declares ${declaredMedia.join(', ')})`];
    const declared = declaredMedia.find((key) => matchesMedia(key.toLowerCase(), media));
    if (declared === undefined) {
      return [`status ${status} answers ${media}, not declared (only ${declaredMedia.join(', ')})`];
    }
    if (content[declared]?.schema === undefined) return [];
    const pointer = [
      '',
      'paths',
      path,
      method.toLowerCase(),
      'responses',
      status,
      'content',
      declared,
      'schema',
    ]
      .map(escapePointer)
      .join('/');
    const problem = checkBody(pointer, media, body);
    return problem ? [`status ${status} ${problem}`] : [];
  };

  return { checkAnswer };
};
