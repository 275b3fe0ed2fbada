import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodRawIssue, type $ZodType } from 'zod/v4/core';

// The key fastify-type-provider-zod marks its validation issues with (hasZodFastifySchemaValidationErrors).
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/** zod's own Brazilian Portuguese texts, for the rules the contract leaves without a message. */
const brazilianMessage = z.locales.ptBR().localeError;

/** One issue of a 400, as Fastify and error-reply read it. */
export type TValidationIssue = {
  [ZOD_VALIDATION_ERROR]: true;
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
  /** A generic text (not the contract's): the answer names its field before it. */
  isGeneric: boolean;
};

const textOf = (result: ReturnType<typeof brazilianMessage>): string =>
  typeof result === 'string' ? result : (result?.message ?? 'Valor inválido.');

/**
 * The contract's own pt-BR messages win (a schema's error comes before the parse's); every other
 * issue gets a pt-BR text instead of zod's English default. A missing field or body says so plainly
 * rather than "received undefined".
 */
const describeIssue = (issue: $ZodRawIssue): string => {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return issue.path?.length ? 'Campo obrigatório.' : 'O corpo da requisição é obrigatório.';
  }
  return textOf(brazilianMessage(issue));
};

const toValidationIssue = (issue: $ZodIssue, generated: Set<string>): TValidationIssue => {
  const { path, code, message, ...params } = issue;
  return {
    [ZOD_VALIDATION_ERROR]: true,
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${code}`,
    message,
    params,
    isGeneric: generated.has(message),
  };
};

/**
 * fastify-type-provider-zod's validator with pt-BR texts for every issue: the 4xx answers say in
 * Portuguese what is wrong even where the contract has no message of its own (every answer in pt-BR).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const generated = new Set<string>();
    const result = safeParse(schema, data, {
      error: (issue) => {
        const message = describeIssue(issue);
        generated.add(message);
        return message;
      },
    });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map((issue) => toValidationIssue(issue, generated)) as never };
  };
