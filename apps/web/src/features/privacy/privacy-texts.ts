import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type TPrivacyRequest,
} from '@pc/contract/privacy';

/** yyyy-MM-dd as DD/MM/AAAA (a calendar day: no time zone to shift it). */
export const formatDay = (day: string): string => day.split('-').reverse().join('/');

export const requestKindLabel = (request: Pick<TPrivacyRequest, 'kind'>): string =>
  PRIVACY_REQUEST_KIND_LABELS[request.kind];

export const requestStatusLabel = (request: Pick<TPrivacyRequest, 'status'>): string =>
  PRIVACY_REQUEST_STATUS_LABELS[request.status];

/** "Responder até 17/03/2026", or "Atrasada desde 17/03/2026" once the deadline has passed. */
export const deadlineText = ({ dueOn, isOverdue }: { dueOn: string; isOverdue: boolean }): string =>
  isOverdue ? `Atrasada — prazo era ${formatDay(dueOn)}` : `Responder até ${formatDay(dueOn)}`;

/** The incident's notice deadline, or when each party was told. */
export const noticeText = (notifiedOn: string | null, dueOn: string): string =>
  notifiedOn === null
    ? `Não comunicado (prazo ${formatDay(dueOn)})`
    : `Comunicado em ${formatDay(notifiedOn)}`;
