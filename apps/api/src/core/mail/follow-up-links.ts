import { createHmac, timingSafeEqual } from 'node:crypto';
import { FOLLOW_UP_UNSUBSCRIBE_PATH } from '@pc/contract/follow-up';

/** The footer links of every e-mail the follow-up switch governs (the follow-ups, the unread messages). */
export type TEmailFooterLinks = {
  /** One-click unsubscribe (also sent as List-Unsubscribe); turns followUP off. */
  unsubscribeUrl: string;
  /** My Data, where the follow-up settings live. */
  preferencesUrl: string;
};

/** Keeps unsubscribe signatures apart from every other use of the secret. */
const PURPOSE = 'follow-up-unsubscribe';

const sign = (secret: string, userId: number): string =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

/**
 * The unsubscribe token of a user: `<userId>.<HMAC>`. Stateless, so every e-mail ever sent keeps a
 * working one-click link (RFC 8058) without a table of tokens; rotating JWT_SECRET voids old links.
 */
export const createUnsubscribeToken = ({ secret, userId }: { secret: string; userId: number }): string =>
  `${userId}.${sign(secret, userId)}`;

/** The user id a token was made for, or null when it was not made with this secret. */
export const readUnsubscribeToken = ({ secret, token }: { secret: string; token: string }): number | null => {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
};

type TLinkOptions = { publicUrl: string; secret: string; userId: number };

/**
 * The footer links of a user's follow-up e-mails. The footer's link opens a page of the portal
 * that asks for a click (a link scanner that opens every URL must not unsubscribe anyone); the
 * List-Unsubscribe header points at the API, which mail clients POST to themselves (RFC 8058).
 */
export const buildFollowUpLinks = ({ publicUrl, secret, userId }: TLinkOptions): TEmailFooterLinks => ({
  unsubscribeUrl: `${publicUrl}/cancelar-follow-up?token=${createUnsubscribeToken({ secret, userId })}`,
  preferencesUrl: `${publicUrl}/meus-dados`,
});

/** RFC 2369 + RFC 8058: mail clients show "Cancelar inscrição" and POST to the link themselves. */
export const buildUnsubscribeHeaders = ({
  publicUrl,
  secret,
  userId,
}: TLinkOptions): Record<string, string> => ({
  'List-Unsubscribe': `<${publicUrl}${FOLLOW_UP_UNSUBSCRIBE_PATH}?token=${createUnsubscribeToken({ secret, userId })}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const processUrlOf = (publicUrl: string, processId: number): string =>
  `${publicUrl}/processos/${processId}`;
