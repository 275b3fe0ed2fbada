import { z } from 'zod';
import { isNewPasswordConfirmed, NEW_PASSWORD_MISMATCH, NEW_PASSWORD_TWICE } from './auth.ts';
import { defineCall } from './call.ts';
import { ZCodeMessageResponse, dataEnvelope } from './envelope.ts';

// A one-time link that lets a person set the password of an account made for them (the
// first admin through `npm run admin:create`, later the back-office's invitations). Not in the spec:
// the texts are ours, in pt-BR; the web page is /definir-senha/<token>.

/** The web page an invitation link opens: `<portal>/definir-senha/<token>`. */
export const INVITATION_PAGE_PATH = '/definir-senha';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** Unknown, expired, used or voided: one answer, so the link's state tells nothing more. */
export const INVITATION_INVALID_MESSAGE =
  'Convite inválido ou expirado. Peça um novo convite à equipe do despachante.';

export const INVITATION_ACCEPTED_MESSAGE = 'Senha criada. Entre com o seu e-mail e a nova senha.';

/** The link's secret (base64url of 32 random bytes); anything else reads as an invalid invitation. */
export const ZInvitationToken = z
  .string({ error: INVITATION_INVALID_MESSAGE })
  .min(1, INVITATION_INVALID_MESSAGE)
  .max(200, INVITATION_INVALID_MESSAGE);

export const ZInvitationParams = z.object({ token: ZInvitationToken });

/** Whom the link is for, so the page can greet them and show the e-mail they will sign in with. */
export const ZInvitation = z.object({ name: z.string(), email: z.string() });
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationResponse = dataEnvelope(ZInvitation);
export type TInvitationResponse = z.infer<typeof ZInvitationResponse>;

export const getInvitationCall = defineCall({
  method: 'GET',
  path: '/credential/invitation/{token}',
  summary:
    'The set-password page: whom an open invitation is for (name, e-mail); 404 when unknown, expired or used.',
  isAuthenticated: false,
  params: ZInvitationParams,
  responses: { 200: ZInvitationResponse },
});

/** The reset's rules and messages (ZNewPassword), so the two screens never disagree. */
export const ZInvitationAcceptRequest = z
  .object({ token: ZInvitationToken, ...NEW_PASSWORD_TWICE })
  .refine(isNewPasswordConfirmed, NEW_PASSWORD_MISMATCH);
export type TInvitationAcceptRequest = z.infer<typeof ZInvitationAcceptRequest>;

export const postInvitationAcceptCall = defineCall({
  method: 'POST',
  path: '/credential/invitation/accept',
  summary:
    'Sets the password of an invited account and spends the invitation (and every other open one of that user).',
  isAuthenticated: false,
  body: ZInvitationAcceptRequest,
  responses: { 200: ZCodeMessageResponse },
});
