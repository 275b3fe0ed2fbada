import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { zIdListQuery } from './primitives.ts';

/**
 * "Precisa de atenção" on Home (not in the spec): what needs the customer's action or
 * eye, one rule per kind, each item opening its process.
 */
export const ATTENTION_RULES = [
  'delayedEtd',
  'cashOverdue',
  'cashDue',
  'storageChange',
  'channel',
  'lpcoRequirement',
  'duimpAwaitingChannel',
  'quotations',
  'messages',
] as const;
export const ZAttentionRuleKey = z.enum(ATTENTION_RULES);
export type TAttentionRuleKey = z.infer<typeof ZAttentionRuleKey>;

/** A registered DUIMP waiting longer than this for its channel needs the customer's eye. */
export const DUIMP_CHANNEL_WAIT_DAYS = 3;

/**
 * Each title says what its count holds, so no two figures on the Home share words with different
 * definitions (decision 0095): the delayed ETDs here are the open ones still to depart, whatever their
 * ETD's date, not the 'ETD Atrasados' card's (ETD in the period, departed or not); overdue numerários
 * are apart from those due soon; a quotation whose round has a decision is not waiting to be seen.
 */
export const ATTENTION_TITLES: Record<TAttentionRuleKey, string> = {
  delayedEtd: 'ETD adiado mais de 7 dias, ainda sem embarque',
  cashOverdue: 'Numerários vencidos',
  cashDue: 'Numerários a vencer em até 7 dias',
  storageChange: 'Armazenagem muda de período em até 3 dias',
  channel: 'Canal vermelho ou amarelo sem desembaraço',
  /** The current DUIMP version has an agency's LPCO in exigência (EM_EXIGENCIA). */
  lpcoRequirement: 'LPCO em exigência',
  duimpAwaitingChannel: `DUIMP aguardando canal há mais de ${DUIMP_CHANNEL_WAIT_DAYS} dias`,
  quotations: 'Cotações recebidas não visualizadas',
  /** Collaboration: processes whose conversation has messages the user has not read. */
  messages: 'Mensagens não lidas',
};

/** Items a rule answers; its count covers them all. */
export const ATTENTION_ITEMS_LIMIT = 50;

export const ZAttentionItem = z.object({
  processId: z.number().int().positive(),
  /** Type prefix plus identification, e.g. 'PRI00812'. */
  reference: z.string(),
  customerRef: z.string().nullable(),
  companyName: z.string(),
  /** Why it is listed, in pt-BR, e.g. 'Numerário de R$ 2.500,00 vence em 20/11/2026'. */
  detail: z.string(),
});
export type TAttentionItem = z.infer<typeof ZAttentionItem>;

export const ZAttentionRule = z.object({
  rule: ZAttentionRuleKey,
  title: z.string(),
  count: z.number().int().nonnegative(),
  /** The most pressing first, at most ATTENTION_ITEMS_LIMIT. */
  items: z.array(ZAttentionItem),
});
export type TAttentionRule = z.infer<typeof ZAttentionRule>;

export const ZAttentionResponse = dataEnvelope(z.array(ZAttentionRule));
export type TAttentionResponse = z.infer<typeof ZAttentionResponse>;

export const ZAttentionQuery = z.object({
  /** The Home's companies (absent: all of the caller's); a foreign id answers 403. */
  customersId: zIdListQuery('customersId').optional(),
});

export const getAttentionCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/attention',
  summary:
    'Precisa de atenção: per rule (delayed ETD not yet departed, numerários overdue, numerários due in 7 days, storage period changing in 3 days, red/yellow channel without clearance, an LPCO of the current DUIMP in exigência, a DUIMP registered more than 3 days ago still without a channel, undecided quotations not viewed, unread messages) the count and the first items.',
  isAuthenticated: true,
  query: ZAttentionQuery,
  responses: { 200: ZAttentionResponse },
});
