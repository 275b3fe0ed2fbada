import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { MAX_ID, ZTimestamp, zIdQuery, zOptionalTextQuery } from './primitives.ts';

// Back-office screen 4 "Cotações de frete": the forwarders' links to quote a process, across every
// company. Not in the spec: the texts are ours, in pt-BR. Staff may revoke and resend (the
// back-office's STAFF "invite forwarders").

export const QUOTATION_INVITATIONS_PAGE_SIZE_DEFAULT = 25;
export const QUOTATION_INVITATIONS_PAGE_SIZE_MIN = 10;
export const QUOTATION_INVITATIONS_PAGE_SIZE_MAX = 100;

/** Longest search text (a forwarder's name or e-mail, or a process reference). */
export const QUOTATION_INVITATIONS_SEARCH_MAX = 100;

/**
 * A link's state, derived in this order: revoked, closed (its process's round is: a quotation
 * approved, or the process concluded or cancelled; the link then only shows), answered (the
 * forwarder sent a quotation), expired (its day passed), else open.
 */
export const QUOTATION_INVITATION_STATUSES = ['OPEN', 'ANSWERED', 'EXPIRED', 'CLOSED', 'REVOKED'] as const;
export const ZQuotationInvitationStatus = z.enum(QUOTATION_INVITATION_STATUSES, {
  error: `Informe status como um destes valores: ${QUOTATION_INVITATION_STATUSES.join(', ')}.`,
});
export type TQuotationInvitationStatus = z.infer<typeof ZQuotationInvitationStatus>;

/** What the screen says of each state. */
export const QUOTATION_INVITATION_STATUS_LABELS: Readonly<Record<TQuotationInvitationStatus, string>> = {
  OPEN: 'Aberto',
  ANSWERED: 'Respondido',
  EXPIRED: 'Expirado',
  CLOSED: 'Encerrada',
  REVOKED: 'Revogado',
};

/** 404 of a link that does not exist (or not in that company). */
export const QUOTATION_INVITATION_NOT_FOUND_MESSAGE = 'Convite de cotação não encontrado.';
/** 409 of a revoke or resend of a revoked link. */
export const QUOTATION_INVITATION_ALREADY_REVOKED_MESSAGE = 'Este convite já foi revogado.';
/** 409 of a resend of a link the forwarder already answered. */
export const QUOTATION_INVITATION_ANSWERED_MESSAGE =
  'O agente já respondeu a este convite: a cotação dele está no processo e o link continua valendo para alterá-la.';

/** 409 of a resend of a link whose round is closed: nobody may quote it any more. */
export const QUOTATION_INVITATION_ROUND_CLOSED_MESSAGE =
  'A rodada de cotações deste processo já foi encerrada: não há convite a reenviar.';

/** The audit actions (audit_events.action). */
export const QUOTATION_INVITATION_REVOKE_ACTION = 'quotation-invitation.revoke';
export const QUOTATION_INVITATION_RESEND_ACTION = 'quotation-invitation.resend';

/** What Auditoria says of these actions and of the fields they record. */
export const QUOTATION_INVITATION_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [QUOTATION_INVITATION_REVOKE_ACTION]: 'Convite de cotação de frete revogado',
  [QUOTATION_INVITATION_RESEND_ACTION]: 'Convite de cotação de frete reenviado (link novo)',
};
export const QUOTATION_INVITATION_AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  revokedAt: 'Revogado em',
  expiresAt: 'Validade do link',
};

export const ZAdminQuotationInvitationsQuery = z.object({
  /** A part of the forwarder's name or e-mail (case ignored), or a process reference (PRI00123, 123). */
  search: zOptionalTextQuery('search', QUOTATION_INVITATIONS_SEARCH_MAX),
  status: ZQuotationInvitationStatus.optional(),
  companyId: zIdQuery('companyId').optional(),
  /** From 1. */
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery(
    'size',
    QUOTATION_INVITATIONS_PAGE_SIZE_MIN,
    QUOTATION_INVITATIONS_PAGE_SIZE_MAX,
  ).default(QUOTATION_INVITATIONS_PAGE_SIZE_DEFAULT),
});
export type TAdminQuotationInvitationsQuery = z.input<typeof ZAdminQuotationInvitationsQuery>;

/** A forwarder's link as the back-office lists it (never its token, nor its hash). */
export const ZAdminQuotationInvitation = z.object({
  id: z.number().int().positive(),
  company: z.object({ id: z.number().int().positive(), name: z.string() }),
  process: z.object({ id: z.number().int().positive(), reference: z.string() }),
  forwarderName: z.string(),
  email: z.string(),
  createdAt: ZTimestamp,
  /** Who created it: a user's e-mail, or the integration client's name. */
  createdBy: z.string(),
  expiresAt: ZTimestamp,
  status: ZQuotationInvitationStatus,
});
export type TAdminQuotationInvitation = z.infer<typeof ZAdminQuotationInvitation>;

export const ZAdminQuotationInvitationsResponse = z.object({
  data: z.array(ZAdminQuotationInvitation),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Links that match the search and the filters, across every page. */
  total: z.number().int().nonnegative(),
});
export type TAdminQuotationInvitationsResponse = z.infer<typeof ZAdminQuotationInvitationsResponse>;

export const ZAdminQuotationInvitationResponse = dataEnvelope(ZAdminQuotationInvitation);
export type TAdminQuotationInvitationResponse = z.infer<typeof ZAdminQuotationInvitationResponse>;

/** A link is its company's (the table's key is the company and the id). */
export const ZAdminQuotationInvitationParams = z.object({
  companyId: zIdQuery('companyId'),
  id: zIdQuery('id'),
});
export type TAdminQuotationInvitationParams = z.input<typeof ZAdminQuotationInvitationParams>;

export const getAdminQuotationInvitationsCall = defineCall({
  method: 'GET',
  path: '/api/admin/quotation-invitations',
  summary:
    'Back-office (staff): one page of the forwarders’ quotation links of every company, newest first, with their state (open, answered, expired, closed with its round, revoked); search by forwarder or process reference, filter by state and company.',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAdminQuotationInvitationsQuery,
  responses: { 200: ZAdminQuotationInvitationsResponse },
});

export const postAdminQuotationInvitationRevokeCall = defineCall({
  method: 'POST',
  path: '/api/admin/quotation-invitations/{companyId}/{id}/revoke',
  summary:
    'Back-office (staff): revokes a forwarder’s link; it stops working at once (409 if already revoked). Audited.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZAdminQuotationInvitationParams,
  responses: { 200: ZAdminQuotationInvitationResponse },
});

export const postAdminQuotationInvitationResendCall = defineCall({
  method: 'POST',
  path: '/api/admin/quotation-invitations/{companyId}/{id}/resend',
  summary:
    'Back-office (staff): e-mails the forwarder a new link with a new expiry; the old link stops working. Refused (409) for a revoked link, an answered one while it lives, or one whose round is closed. Audited.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZAdminQuotationInvitationParams,
  responses: { 200: ZAdminQuotationInvitationResponse },
});
