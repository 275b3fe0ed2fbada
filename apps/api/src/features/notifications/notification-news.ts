import {
  NOTIFICATION_EVENT_CATALOGUE,
  type TNotificationEvent,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import { DUIMP_AGENCY_LABELS, duimpLabelOf } from '@pc/contract/duimp';
import {
  ZWebhookDocumentAddedData,
  ZWebhookLpcoRequirementOpenedData,
  ZWebhookMessagePostedData,
  ZWebhookQuotationSubmittedData,
} from '@pc/contract/webhooks-events';
import { daysBetween } from '../../lib/business-day.ts';
import type { TNotificationFacts } from './notification-text.ts';

/** A piece of news about a process, before it is told to anyone. */
export type TNews = {
  companyId: number;
  processId: number;
  /** What it was made from: one notification per user per source, ever. */
  sourceKey: string;
  occurredAt: Date;
  facts: TNotificationFacts;
};

export type TTrailRow = {
  companyId: number;
  id: number;
  processId: number;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: Date;
};

export type TOutboxEvent = {
  id: number;
  type: string;
  companyId: number | null;
  data: unknown;
  occurredAt: Date;
};

/** The channels that make news of a parametrisation: the ones that hold the cargo. */
const ALERT_CHANNELS = new Set(['AMARELO', 'VERMELHO']);

const factsOfTrailRow = (
  row: TTrailRow,
  stepNames: ReadonlyMap<number, string>,
): TNotificationFacts | null => {
  const { field, oldValue, newValue } = row;
  switch (field) {
    case 'stepId': {
      const stepName = newValue === null ? undefined : stepNames.get(Number(newValue));
      return stepName ? { event: 'PROCESS_STEP', stepName } : null;
    }
    case 'datesEta':
    case 'datesEtd': {
      // A date first informed, or removed, is not a move.
      if (oldValue === null || newValue === null) return null;
      const days = daysBetween(oldValue, newValue);
      if (days === null || days === 0) return null;
      return { event: 'PROCESS_DATE_MOVED', field, from: oldValue, to: newValue, days };
    }
    case 'diChannel':
    case 'duimpChannel':
      return newValue !== null && ALERT_CHANNELS.has(newValue)
        ? { event: 'PROCESS_CHANNEL', declaration: field === 'diChannel' ? 'DI' : 'DUIMP', channel: newValue }
        : null;
    case 'diResourcefulnessDate':
    case 'duimpResourcefulnessDate':
      // Cleared once: a corrected clearance date is not a second clearance.
      return oldValue === null && newValue !== null
        ? {
            event: 'PROCESS_CLEARED',
            declaration: field === 'diResourcefulnessDate' ? 'DI' : 'DUIMP',
            day: newValue,
          }
        : null;
    default:
      return null;
  }
};

/** The news in a row of the change trail, if it holds any the catalogue tells. */
export const newsOfTrailRow = (row: TTrailRow, stepNames: ReadonlyMap<number, string>): TNews | null => {
  const facts = factsOfTrailRow(row, stepNames);
  return facts
    ? {
        companyId: row.companyId,
        processId: row.processId,
        sourceKey: `trail:${row.companyId}:${row.id}`,
        occurredAt: row.changedAt,
        facts,
      }
    : null;
};

const factsOfOutboxEvent = (
  event: TOutboxEvent,
  isSentByCustomer: (documentId: number) => boolean,
): { processId: number; facts: TNotificationFacts } | null => {
  switch (event.type) {
    case 'message.posted': {
      const parsed = ZWebhookMessagePostedData.safeParse(event.data);
      if (!parsed.success || parsed.data.authorSide !== 'BROKER') return null;
      const { processId, kind, text } = parsed.data;
      if (kind === 'TEXT') return { processId, facts: { event: 'MESSAGE_RECEIVED', text } };
      if (kind === 'PAYMENT_CONFIRMED' || kind === 'PAYMENT_REJECTED') {
        return {
          processId,
          facts: { event: 'PAYMENT_REPORT_DECIDED', isConfirmed: kind === 'PAYMENT_CONFIRMED' },
        };
      }
      return null;
    }
    case 'document.added': {
      const parsed = ZWebhookDocumentAddedData.safeParse(event.data);
      if (!parsed.success || isSentByCustomer(parsed.data.documentId)) return null;
      const { processId, documentType, fileName } = parsed.data;
      return { processId, facts: { event: 'DOCUMENT_RECEIVED', documentType, fileName } };
    }
    case 'quotation.submitted': {
      const parsed = ZWebhookQuotationSubmittedData.safeParse(event.data);
      if (!parsed.success) return null;
      return {
        processId: parsed.data.processId,
        facts: { event: 'QUOTATION_RECEIVED', forwarderName: parsed.data.forwarderName },
      };
    }
    case 'lpco.requirement_opened': {
      const parsed = ZWebhookLpcoRequirementOpenedData.safeParse(event.data);
      // A requirement the ERP sent already answered is history, not news.
      if (!parsed.success || parsed.data.answeredOn !== null) return null;
      const { processId, agency, lpcoNumber, text } = parsed.data;
      return {
        processId,
        facts: {
          event: 'LPCO_REQUIREMENT',
          agency: duimpLabelOf(DUIMP_AGENCY_LABELS, agency),
          lpcoNumber,
          text,
        },
      };
    }
    default:
      return null;
  }
};

/** The news in an event of the outbox, if the customer's side should hear of it. */
export const newsOfOutboxEvent = (
  event: TOutboxEvent,
  isSentByCustomer: (documentId: number) => boolean,
): TNews | null => {
  if (event.companyId === null) return null;
  const found = factsOfOutboxEvent(event, isSentByCustomer);
  return found
    ? {
        companyId: event.companyId,
        processId: found.processId,
        sourceKey: `event:${event.id}`,
        occurredAt: event.occurredAt,
        facts: found.facts,
      }
    : null;
};

/** The rules every channel shares: the company is not muted, and a date move passes the threshold. */
const passesRules = (settings: TNotificationSettings, news: TNews): boolean => {
  if (settings.mutedCompanyIds.includes(news.companyId)) return false;
  if (news.facts.event === 'PROCESS_DATE_MOVED') return Math.abs(news.facts.days) >= settings.dateShiftDays;
  if (news.facts.event === 'PAYMENT_DUE') return news.facts.daysLeft <= settings.dueSoonDays;
  return true;
};

/** Whether a user's rules want this news in the portal, from this company. */
export const wantsInPortal = (settings: TNotificationSettings, news: TNews): boolean => {
  const event: TNotificationEvent = news.facts.event;
  return settings.events[event].isInPortal && passesRules(settings, news);
};

/** Whether a user's rules want this news pushed to their devices, from this company. */
export const wantsPush = (settings: TNotificationSettings, news: TNews): boolean => {
  const event: TNotificationEvent = news.facts.event;
  return settings.events[event].isPush && passesRules(settings, news);
};

/**
 * Whether a user's rules want this news by e-mail, from this company. A message is mailed by the
 * unread-message e-mail instead, which waits to see whether it was read in the portal: the same
 * rule decides there, and a message is never mailed twice.
 */
export const wantsEmail = (settings: TNotificationSettings, news: TNews): boolean => {
  const event: TNotificationEvent = news.facts.event;
  return event !== 'MESSAGE_RECEIVED' && settings.events[event].isEmail && passesRules(settings, news);
};

export const tabOf = (event: TNotificationEvent): string => NOTIFICATION_EVENT_CATALOGUE[event].tab;
