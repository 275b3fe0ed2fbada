import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import {
  MAX_ID,
  MAX_IDS_PER_LIST,
  ZNullableTimestamp,
  ZTimestamp,
  zIdQuery,
  zOptionalTextQuery,
} from './primitives.ts';
import { ZUserRole, type TUserRole } from './user.ts';

// Back-office screen 2 "Usuários": the customers and the broker's staff, their companies, role,
// sign-ins and second factor; an admin invites, deactivates, resets. Not in the spec: the texts
// are ours, in pt-BR. The staff read; only an admin acts.

/** Rows per page of the users list: the screen's default, and the bounds a caller may ask. */
export const ADMIN_USERS_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_SIZE_MIN = 10;
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;

/** Rows per page of a user's access log (the detail's "Acessos"). */
export const ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_DEFAULT = 10;
export const ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_MAX = 50;

/** Longest search text (a part of the name or of the e-mail). */
export const ADMIN_USERS_SEARCH_MAX = 100;
/** Longest name of an invited user. */
export const ADMIN_USER_NAME_MAX = 120;
/** The longest e-mail address there is (RFC 5321). */
export const ADMIN_USER_EMAIL_MAX = 254;

/** What the screen says of each role. */
export const USER_ROLE_LABELS: Readonly<Record<TUserRole, string>> = {
  CUSTOMER: 'Cliente',
  STAFF: 'Equipe',
  ADMIN: 'Administrador',
};

/**
 * Where an account stands: inactive (cannot sign in), invited (a set-password link is waiting:
 * a new invitation or a forced password reset, expired or not), or active.
 */
export const ADMIN_USER_STATUSES = ['ACTIVE', 'INACTIVE', 'INVITED'] as const;
export const ZAdminUserStatus = z.enum(ADMIN_USER_STATUSES, {
  error: `Informe status como um destes valores: ${ADMIN_USER_STATUSES.join(', ')}.`,
});
export type TAdminUserStatus = z.infer<typeof ZAdminUserStatus>;

export const USER_STATUS_LABELS: Readonly<Record<TAdminUserStatus, string>> = {
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  INVITED: 'Convite pendente',
};

// --- Refusals (pt-BR) ---------------------------------------------------------------------------

export const ADMIN_USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
export const ADMIN_USER_EMAIL_TAKEN_MESSAGE = 'Já existe um usuário com este e-mail.';
export const ADMIN_USER_SELF_ROLE_MESSAGE = 'Você não pode alterar o seu próprio papel.';
export const ADMIN_USER_SELF_DEACTIVATE_MESSAGE = 'Você não pode desativar a sua própria conta.';
export const ADMIN_USER_LAST_ADMIN_MESSAGE =
  'Este é o último administrador ativo do portal. Torne outra pessoa administradora antes.';
/** 409 of a forced password reset of the only active admin (nobody could administer until the e-mail arrives). */
export const ADMIN_USER_LAST_ADMIN_RESET_MESSAGE =
  'Este é o último administrador ativo do portal: sem senha até o e-mail chegar, ninguém poderia administrá-lo. Torne outra pessoa administradora antes.';
export const ADMIN_USER_ALREADY_INACTIVE_MESSAGE = 'Este usuário já está inativo.';
export const ADMIN_USER_ALREADY_ACTIVE_MESSAGE = 'Este usuário já está ativo.';
export const ADMIN_USER_INACTIVE_MESSAGE = 'Este usuário está inativo. Reative-o antes.';
export const ADMIN_USER_NO_INVITATION_MESSAGE =
  'Este usuário não tem convite pendente: ele já definiu a senha. Use "Forçar troca de senha".';
export const ADMIN_USER_NO_SECOND_FACTOR_MESSAGE = 'Este usuário não tem segundo fator cadastrado.';
export const ADMIN_USER_COMPANY_LINKED_MESSAGE = 'Este usuário já tem acesso a esta empresa.';
export const ADMIN_USER_COMPANY_NOT_LINKED_MESSAGE = 'Este usuário não tem acesso a esta empresa.';
export const ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE = 'Escolha ao menos uma empresa para um cliente.';
export const adminUserUnknownCompaniesMessage = (ids: readonly number[]): string =>
  `Empresa não encontrada: ${ids.join(', ')}.`;

// --- Audit --------------------------------------------------------------------------------------

/** The audit actions (audit_events.action), subject 'user'. */
export const USER_INVITE_ACTION = 'user.invite';
export const USER_INVITATION_RESEND_ACTION = 'user.invitation.resend';
export const USER_DEACTIVATE_ACTION = 'user.deactivate';
export const USER_REACTIVATE_ACTION = 'user.reactivate';
export const USER_ROLE_UPDATE_ACTION = 'user.role.update';
export const USER_COMPANY_LINK_ACTION = 'user.company.link';
export const USER_COMPANY_UNLINK_ACTION = 'user.company.unlink';
export const USER_PASSWORD_RESET_ACTION = 'user.password.reset';
export const USER_SECOND_FACTOR_RESET_ACTION = 'user.second-factor.reset';

/** What the Auditoria screen says of each of these actions. */
export const ADMIN_USER_ACTION_LABELS: Readonly<Record<string, string>> = {
  [USER_INVITE_ACTION]: 'Usuário convidado',
  [USER_INVITATION_RESEND_ACTION]: 'Convite reenviado',
  [USER_DEACTIVATE_ACTION]: 'Usuário desativado',
  [USER_REACTIVATE_ACTION]: 'Usuário reativado',
  [USER_ROLE_UPDATE_ACTION]: 'Papel do usuário alterado',
  [USER_COMPANY_LINK_ACTION]: 'Empresa vinculada ao usuário',
  [USER_COMPANY_UNLINK_ACTION]: 'Empresa desvinculada do usuário',
  [USER_PASSWORD_RESET_ACTION]: 'Troca de senha forçada',
  [USER_SECOND_FACTOR_RESET_ACTION]: 'Segundo fator redefinido',
};

// --- Schemas --------------------------------------------------------------------------------------

export const ZAdminUsersQuery = z.object({
  /** A part of the name (accents and case ignored) or of the e-mail. */
  search: zOptionalTextQuery('search', ADMIN_USERS_SEARCH_MAX),
  role: z
    .enum(ZUserRole.options, {
      error: `Informe role como um destes valores: ${ZUserRole.options.join(', ')}.`,
    })
    .optional(),
  status: ZAdminUserStatus.optional(),
  /** Only the users tied to this company. */
  companyId: zIdQuery('companyId').optional(),
  /** From 1. */
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', ADMIN_USERS_PAGE_SIZE_MIN, ADMIN_USERS_PAGE_SIZE_MAX).default(
    ADMIN_USERS_PAGE_SIZE_DEFAULT,
  ),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** The second factors a user holds (a confirmed TOTP, passkeys). */
export const ZAdminUserSecondFactor = z.object({
  hasTotp: z.boolean(),
  passkeyCount: z.number().int().nonnegative(),
});
export type TAdminUserSecondFactor = z.infer<typeof ZAdminUserSecondFactor>;

/** "TOTP", "Chave de acesso", "TOTP e chave de acesso" or "Nenhum". */
export const secondFactorLabel = ({ hasTotp, passkeyCount }: TAdminUserSecondFactor): string => {
  const passkeys = passkeyCount === 1 ? 'chave de acesso' : `${passkeyCount} chaves de acesso`;
  if (hasTotp && passkeyCount > 0) return `TOTP e ${passkeys}`;
  if (hasTotp) return 'TOTP';
  if (passkeyCount > 0) return passkeys.charAt(0).toUpperCase() + passkeys.slice(1);
  return 'Nenhum';
};

/** A user as the back-office lists them. */
export const ZAdminUser = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  role: ZUserRole,
  status: ZAdminUserStatus,
  companyCount: z.number().int().nonnegative(),
  /** The newest sign-in of the access log (user_access_logs); null: never. */
  lastSignInAt: ZNullableTimestamp,
  secondFactor: ZAdminUserSecondFactor,
  createdAt: ZTimestamp,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserCompany = z.object({ id: z.number().int().positive(), name: z.string() });

/** One user with the names of their companies and their pending invitation. */
export const ZAdminUserDetail = ZAdminUser.extend({
  /** By name. */
  companies: z.array(ZAdminUserCompany),
  /** The set-password link waiting (status INVITED); null: none. */
  invitation: z.object({ expiresAt: ZTimestamp, isExpired: z.boolean() }).nullable(),
  /** A customer's user may manage webhooks for their companies (putAdminUserWebhooksPermissionCall). */
  canManageWebhooks: z.boolean(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUsersResponse = z.object({
  data: z.array(ZAdminUser),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Users that match the search and the filters, across every page. */
  total: z.number().int().nonnegative(),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserResponse = dataEnvelope(ZAdminUserDetail);
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;

export const ZAdminUserAccessLogsQuery = z.object({
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 5, ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_MAX).default(
    ADMIN_USER_ACCESS_LOGS_PAGE_SIZE_DEFAULT,
  ),
});
export type TAdminUserAccessLogsQuery = z.input<typeof ZAdminUserAccessLogsQuery>;

/** One sign-in of the access log. */
export const ZAdminUserAccessLog = z.object({
  id: z.number().int().positive(),
  at: ZTimestamp,
  ip: z.string().nullable(),
  /** "cidade - estado - país", or 'N/I' when it could not be told. */
  origin: z.string().nullable(),
});
export type TAdminUserAccessLog = z.infer<typeof ZAdminUserAccessLog>;

export const ZAdminUserAccessLogsResponse = z.object({
  data: z.array(ZAdminUserAccessLog),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TAdminUserAccessLogsResponse = z.infer<typeof ZAdminUserAccessLogsResponse>;

const NAME_MESSAGE = `Informe o nome (de 1 a ${ADMIN_USER_NAME_MAX} caracteres).`;
const EMAIL_MESSAGE = 'Informe um e-mail válido.';
const ROLE_MESSAGE = `Informe role como um destes valores: ${ZUserRole.options.join(', ')}.`;
const COMPANY_IDS_MESSAGE = `Informe companyIds como uma lista de até ${MAX_IDS_PER_LIST} ids de empresas.`;

const ZRoleField = z.enum(ZUserRole.options, { error: ROLE_MESSAGE });

const unknownKeys = (fallback: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Campo desconhecido: ${(issue.keys ?? []).join(', ')}.` : fallback;

export const ZInviteUserBody = z
  .strictObject(
    {
      name: z
        .string({ error: NAME_MESSAGE })
        .trim()
        .min(1, NAME_MESSAGE)
        .max(ADMIN_USER_NAME_MAX, NAME_MESSAGE),
      email: z
        .string({ error: EMAIL_MESSAGE })
        .trim()
        .toLowerCase()
        .max(ADMIN_USER_EMAIL_MAX, EMAIL_MESSAGE)
        .pipe(z.email({ error: EMAIL_MESSAGE })),
      role: ZRoleField,
      companyIds: z
        .array(
          z
            .number({ error: COMPANY_IDS_MESSAGE })
            .int(COMPANY_IDS_MESSAGE)
            .positive(COMPANY_IDS_MESSAGE)
            .max(MAX_ID, COMPANY_IDS_MESSAGE),
          {
            error: COMPANY_IDS_MESSAGE,
          },
        )
        .max(MAX_IDS_PER_LIST, COMPANY_IDS_MESSAGE),
    },
    { error: unknownKeys('Informe name, email, role e companyIds.') },
  )
  // A customer without a company would see nothing: the portal's data is the companies'.
  .refine((body) => body.role !== 'CUSTOMER' || body.companyIds.length > 0, {
    path: ['companyIds'],
    message: ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE,
  });
export type TInviteUserBody = z.input<typeof ZInviteUserBody>;

export const ZUserRoleBody = z.strictObject({ role: ZRoleField }, { error: unknownKeys('Informe role.') });
export type TUserRoleBody = z.input<typeof ZUserRoleBody>;

export const ZAdminUserCompanyParams = z.object({ id: zIdQuery('id'), companyId: zIdQuery('companyId') });
export const ZAdminUserIdParams = z.object({ id: zIdQuery('id') });

// --- Calls ----------------------------------------------------------------------------------------

export const getAdminUsersCall = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  summary:
    'Back-office (staff): one page of the users by name, with role, status, company count, last sign-in and second factor; searched by name or e-mail, filtered by role, status and company.',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAdminUsersQuery,
  responses: { 200: ZAdminUsersResponse },
});

export const getAdminUserCall = defineCall({
  method: 'GET',
  path: '/api/admin/users/{id}',
  summary: 'Back-office (staff): one user with the names of their companies and their pending invitation.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});

export const getAdminUserAccessLogsCall = defineCall({
  method: 'GET',
  path: '/api/admin/users/{id}/access-logs',
  summary: 'Back-office (staff): one page of a user’s sign-ins (date, IP, origin), newest first.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZAdminUserIdParams,
  query: ZAdminUserAccessLogsQuery,
  responses: { 200: ZAdminUserAccessLogsResponse },
});

export const postAdminUserCall = defineCall({
  method: 'POST',
  path: '/api/admin/users',
  summary:
    'Back-office (admins only): invites a person (name, e-mail, role, companies): creates the user and e-mails a one-time link to set the password; 409 for an e-mail already in use. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZInviteUserBody,
  responses: { 201: ZAdminUserResponse },
});

export const postAdminUserInvitationCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/{id}/invitation',
  summary:
    'Back-office (admins only): e-mails a new invitation link; the older link stops working. 409 when no invitation is pending. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});

export const postAdminUserDeactivateCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/{id}/deactivate',
  summary:
    'Back-office (admins only): deactivates a user; their sessions end at once. Never oneself nor the last active admin (409). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});

export const postAdminUserReactivateCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/{id}/reactivate',
  summary: 'Back-office (admins only): lets an inactive user sign in again. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});

export const putAdminUserRoleCall = defineCall({
  method: 'PUT',
  path: '/api/admin/users/{id}/role',
  summary:
    'Back-office (admins only): sets a user’s role (CUSTOMER, STAFF, ADMIN). Never one’s own nor the last active admin’s (409). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  body: ZUserRoleBody,
  responses: { 200: ZAdminUserResponse },
});

export const putAdminUserCompanyCall = defineCall({
  method: 'PUT',
  path: '/api/admin/users/{id}/companies/{companyId}',
  summary: 'Back-office (admins only): gives a user access to a company (409 when they have it). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserCompanyParams,
  responses: { 200: ZAdminUserResponse },
});

export const deleteAdminUserCompanyCall = defineCall({
  method: 'DELETE',
  path: '/api/admin/users/{id}/companies/{companyId}',
  summary: 'Back-office (admins only): takes a company from a user; their sessions lose it at once. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserCompanyParams,
  responses: { 200: ZAdminUserResponse },
});

export const postAdminUserPasswordResetCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/{id}/password-reset',
  summary:
    'Back-office (admins only): the password stops working and the sessions end; a one-time link to set a new one is e-mailed. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});

export const postAdminUserSecondFactorResetCall = defineCall({
  method: 'POST',
  path: '/api/admin/users/{id}/second-factor-reset',
  summary:
    'Back-office (admins only): removes a user’s TOTP, recovery codes and passkeys, and tells them by e-mail. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminUserIdParams,
  responses: { 200: ZAdminUserResponse },
});
