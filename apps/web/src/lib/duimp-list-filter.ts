import { DUIMP_ATTENTION_STATES, type TDuimpAttentionState } from '@pc/contract/duimp-filter';
import { DECLARATION_KINDS, type TDeclarationKind } from '@pc/contract/declaration-kind';
import { MAX_DUIMP_CODE_LENGTH } from '@pc/contract/duimp';
import type { TReportGeneralQuery } from '@pc/contract/process-calls';

/**
 * The process list's DUIMP filters in its address (docs/decisions/0100-state-in-the-address.md):
 * `?declaracao=DUIMP&situacaoDuimp=EM_ANALISE_FISCAL&licenciamento=PENDENTE&atencaoDuimp=lpcoRequirement`.
 */
export const DUIMP_FILTER_PARAM = {
  declaration: 'declaracao',
  situation: 'situacaoDuimp',
  licensing: 'licenciamento',
  attention: 'atencaoDuimp',
} as const;

/** The DUIMP filters of the process list and the report, one value each (null: not filtered). */
export type TDuimpFilterValue = {
  declaration: TDeclarationKind | null;
  situation: string | null;
  licensing: string | null;
  attention: TDuimpAttentionState | null;
};

export const NO_DUIMP_FILTER_VALUE: TDuimpFilterValue = {
  declaration: null,
  situation: null,
  licensing: null,
  attention: null,
};

const isDeclarationKind = (value: string | null): value is TDeclarationKind =>
  (DECLARATION_KINDS as readonly (string | null)[]).includes(value);

const isAttentionState = (value: string | null): value is TDuimpAttentionState =>
  (DUIMP_ATTENTION_STATES as readonly (string | null)[]).includes(value);

/** A code as the server takes it: trimmed, no comma (it separates codes), at most 60 characters. */
const codeOf = (value: string | null): string | null => {
  const code = value?.trim() ?? '';
  return code !== '' && code.length <= MAX_DUIMP_CODE_LENGTH && !code.includes(',') ? code : null;
};

/** The filters the address names; a value the list cannot ask for is no filter. */
export const readDuimpFilterParams = (params: URLSearchParams): TDuimpFilterValue => {
  const declaration = params.get(DUIMP_FILTER_PARAM.declaration);
  const attention = params.get(DUIMP_FILTER_PARAM.attention);
  return {
    declaration: isDeclarationKind(declaration) ? declaration : null,
    situation: codeOf(params.get(DUIMP_FILTER_PARAM.situation)),
    licensing: codeOf(params.get(DUIMP_FILTER_PARAM.licensing)),
    attention: isAttentionState(attention) ? attention : null,
  };
};

/** Adds the filters that are set to an address's parameters. */
export const writeDuimpFilterParams = (params: URLSearchParams, value: TDuimpFilterValue): void => {
  if (value.declaration) params.set(DUIMP_FILTER_PARAM.declaration, value.declaration);
  if (value.situation) params.set(DUIMP_FILTER_PARAM.situation, value.situation);
  if (value.licensing) params.set(DUIMP_FILTER_PARAM.licensing, value.licensing);
  if (value.attention) params.set(DUIMP_FILTER_PARAM.attention, value.attention);
};

/** The report call's DUIMP fields; none when nothing is filtered. */
export const toDuimpQuery = (
  value: TDuimpFilterValue,
): Pick<TReportGeneralQuery, 'declaration' | 'duimpSituation' | 'licensingSituation' | 'duimpAttention'> => ({
  ...(value.declaration ? { declaration: value.declaration } : {}),
  ...(value.situation ? { duimpSituation: value.situation } : {}),
  ...(value.licensing ? { licensingSituation: value.licensing } : {}),
  ...(value.attention ? { duimpAttention: value.attention } : {}),
});

/** Whether any DUIMP filter is set. */
export const hasDuimpFilter = (value: TDuimpFilterValue): boolean =>
  value.declaration !== null ||
  value.situation !== null ||
  value.licensing !== null ||
  value.attention !== null;

/** Choosing DI leaves the DUIMP-only filters (a DI process has no DUIMP to filter by). */
export const withDeclaration = (
  value: TDuimpFilterValue,
  declaration: TDeclarationKind | null,
): TDuimpFilterValue =>
  declaration === 'DI' ? { ...NO_DUIMP_FILTER_VALUE, declaration } : { ...value, declaration };
