import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZCodeMessageResponse } from './envelope.ts';

/**
 * The follow-up e-mails' one-click unsubscribe (RFC 8058). Not in the spec: the spec stores the
 * follow-up settings (part 1 §2, §3); sending them, and leaving them in one click, is ours.
 */
export const FOLLOW_UP_UNSUBSCRIBE_PATH = '/api/public/follow-up/unsubscribe';

/** `<userId>.<HMAC-SHA256, base64url>`: signed by the server, so it needs no table. */
export const ZFollowUpUnsubscribeQuery = z.object({
  token: z
    .string({ error: 'Informe o token do link de cancelamento.' })
    .regex(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, { error: 'O link de cancelamento é inválido.' }),
});
export type TFollowUpUnsubscribeQuery = z.infer<typeof ZFollowUpUnsubscribeQuery>;

/**
 * What a mail client posts for a one-click unsubscribe (`List-Unsubscribe=One-Click`, form
 * encoded); the portal's own page posts nothing.
 */
export const ZFollowUpUnsubscribeRequest = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish();

export const FOLLOW_UP_UNSUBSCRIBED_MESSAGE =
  'Pronto: você não receberá mais os e-mails de follow-up. Para voltar a recebê-los, ative o follow-up em Meus Dados.';

export const postFollowUpUnsubscribeCall = defineCall({
  method: 'POST',
  path: FOLLOW_UP_UNSUBSCRIBE_PATH,
  summary:
    'One-click unsubscribe (RFC 8058) from the follow-up e-mails: turns followUP off for the signed token’s user. An unknown token answers 404.',
  isAuthenticated: false,
  auth: 'none',
  query: ZFollowUpUnsubscribeQuery,
  body: ZFollowUpUnsubscribeRequest,
  bodyEncoding: 'form',
  responses: { 200: ZCodeMessageResponse },
});
