import type { TEmailFooterLinks } from '../../core/mail/follow-up-links.ts';

/**
 * What the follow-up e-mails show, already worded and formatted in pt-BR (DD/MM/YYYY, R$ 1.234,56):
 * the senders build these from the database, the templates only lay them out.
 */

/** A process as the e-mails name it, with the link that opens its modal in the portal. */
export type TEmailProcess = {
  /** Type prefix plus the identification padded to 5 digits, e.g. 'PRI00812'. */
  reference: string;
  customerName: string;
  customerRef: string | null;
  invoice: string | null;
  exporterName: string | null;
  /** `${PUBLIC_URL}/processos/${id}`. */
  url: string;
};

/** One piece of news in the e-mail channel: the centre's sentence, its company, when, and its link. */
export type TNewsEmailItem = {
  /** The notification's sentence, led by the process's reference. */
  text: string;
  companyName: string;
  /** DD/MM/YYYY HH:mm, São Paulo. */
  occurredAt: string;
  /** `${PUBLIC_URL}/processos/${id}?aba=…`: the process on the event's tab. */
  url: string;
};

/** The e-mail channel of the notifications: a burst of news, or the day's, for one user. */
export type TNewsEmailData = TEmailFooterLinks & {
  recipientName: string;
  isDaily: boolean;
  /** Oldest first, at most NEWS_EMAIL_LIST_LIMIT; `omitted` says how many more there were. */
  items: TNewsEmailItem[];
  omitted: number;
  /** `${PUBLIC_URL}/notificacoes`. */
  centreUrl: string;
};

/** Longest list of news an e-mail shows; the rest is counted with a link to the centre. */
export const NEWS_EMAIL_LIST_LIMIT = 50;

export type TDigestStepCount = { stepName: string; count: number };

export type TDigestChange = { process: TEmailProcess; description: string; changedAt: string };

export type TDigestMilestone = {
  kind: 'ETD' | 'ETA';
  day: string;
  process: TEmailProcess;
};

export type TDigestPayment = {
  kind: 'Numerário' | 'Parcela';
  day: string;
  process: TEmailProcess;
  /** e.g. 'Numerário previsto' or 'Invoice INV-2231 · parcela 2/3'. */
  description: string;
  /** 'R$ 1.234,56'. */
  value: string;
};

export type TDigestDelayedEtd = {
  process: TEmailProcess;
  initialEtd: string;
  etd: string;
  delayDays: number;
};

/** Synthetic follow-up: the weekly digest of all of the user's companies. */
export type TDigestEmailData = TEmailFooterLinks & {
  recipientName: string;
  /** 'de 17/11/2026 a 23/11/2026' (the 7 days that end today). */
  weekLabel: string;
  /** 'de 24/11/2026 a 07/12/2026' (today and the next 13 days). */
  nextDaysLabel: string;
  companyNames: string[];
  portalUrl: string;
  /** Open processes per step, in the steps' order. */
  steps: TDigestStepCount[];
  /** Newest first, at most DIGEST_LIST_LIMIT; `changesOmitted` says how many more there were. */
  changes: TDigestChange[];
  changesOmitted: number;
  /** The week's changes went by e-mail as they came (the notification rules): not listed again. */
  isChangesMailed: boolean;
  /** By day, ETDs before ETAs on the same day. */
  milestones: TDigestMilestone[];
  milestonesOmitted: number;
  /** By day; the total covers every payment of the period, listed or not. */
  payments: TDigestPayment[];
  paymentsOmitted: number;
  paymentsTotal: string;
  /** Most delayed first. */
  delayedEtds: TDigestDelayedEtd[];
  delayedEtdsOmitted: number;
};

/** Longest list an e-mail shows; the rest is counted ('e mais 12…') with a link to the portal. */
export const DIGEST_LIST_LIMIT = 30;

/** What a template renders: both parts of the message and its subject. */
export type TRenderedEmail = { subject: string; html: string; text: string };
