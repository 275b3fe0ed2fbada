import { z } from 'zod';
import { ATTENTION_TITLES } from './attention.ts';
import { MAX_DUIMP_CODE_LENGTH } from './duimp.ts';
import { type TDeclarationKind, zDeclarationKindQuery } from './declaration-kind.ts';

// The process list's and the report's DUIMP filters: DI or DUIMP, the current DUIMP version's
// situation and licensing situation, and the Home's two DUIMP attention states, so a card's count
// and the list it opens hold the same processes.

/** The Home's DUIMP attention rules a list can be filtered by, with the card's own titles. */
export const DUIMP_ATTENTION_STATES = ['lpcoRequirement', 'duimpAwaitingChannel'] as const;
export type TDuimpAttentionState = (typeof DUIMP_ATTENTION_STATES)[number];

export const DUIMP_ATTENTION_STATE_LABELS: Record<TDuimpAttentionState, string> = {
  lpcoRequirement: ATTENTION_TITLES.lpcoRequirement,
  duimpAwaitingChannel: ATTENTION_TITLES.duimpAwaitingChannel,
};

/** Most codes one filter takes: the glossary's lists are shorter. */
export const MAX_DUIMP_FILTER_CODES = 20;

/**
 * A comma list of the Portal Único's codes (`EM_ANALISE_FISCAL,COM_EXIGENCIA_FISCAL`), compared as
 * stored: a code the glossary does not know can be filtered by too.
 */
const zDuimpCodeListQuery = (name: string) => {
  const message = `Informe ${name} como códigos separados por vírgula (ex.: EM_ANALISE_FISCAL,REGISTRADA).`;
  return z
    .string({ error: message })
    .transform((value) => value.split(',').map((code) => code.trim()))
    .pipe(
      z
        .array(z.string().min(1, message).max(MAX_DUIMP_CODE_LENGTH, message))
        .min(1, message)
        .max(MAX_DUIMP_FILTER_CODES, `Informe no máximo ${MAX_DUIMP_FILTER_CODES} códigos em ${name}.`),
    )
    .meta({ pattern: `^[^,]{1,${MAX_DUIMP_CODE_LENGTH}}(,[^,]{1,${MAX_DUIMP_CODE_LENGTH}})*$` });
};

/**
 * Query fields of a process list's DUIMP filters (none: every process). `duimpSituation`,
 * `licensingSituation` and `duimpAttention` hold DUIMP processes only.
 */
export const DUIMP_FILTER_FIELDS = {
  declaration: zDeclarationKindQuery('declaration'),
  /** The current version's situação da DUIMP, any of these codes. */
  duimpSituation: zDuimpCodeListQuery('duimpSituation').optional(),
  /** The current version's situação do licenciamento, any of these codes. */
  licensingSituation: zDuimpCodeListQuery('licensingSituation').optional(),
  /** The processes a DUIMP rule of "Precisa de atenção" counts today. */
  duimpAttention: z
    .enum(DUIMP_ATTENTION_STATES, {
      error: `Informe duimpAttention como ${DUIMP_ATTENTION_STATES.join(' ou ')}.`,
    })
    .optional(),
};

/** The DUIMP filters as the server reads them: null where the list is not filtered. */
export type TDuimpListFilter = {
  declaration: TDeclarationKind | null;
  duimpSituations: readonly string[] | null;
  licensingSituations: readonly string[] | null;
  attention: TDuimpAttentionState | null;
};

/** Whether a filter keeps every process. */
export const isNoDuimpFilter = (filter: TDuimpListFilter): boolean =>
  filter.declaration === null &&
  filter.duimpSituations === null &&
  filter.licensingSituations === null &&
  filter.attention === null;
