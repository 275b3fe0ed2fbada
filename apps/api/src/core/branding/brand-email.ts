import { DEFAULT_PORTAL_NAME, type TPublicBranding } from '@pc/contract/branding';
import { escapeHtml } from '../../lib/escape-html.ts';

type TLetter = { subject: string; text: string; html?: string };

const supportLine = (branding: TPublicBranding): { text: string; html: string } | null => {
  const contacts = [
    branding.supportEmail && {
      text: branding.supportEmail,
      html: `<a href="mailto:${escapeHtml(branding.supportEmail)}">${escapeHtml(branding.supportEmail)}</a>`,
    },
    branding.supportPhone && { text: branding.supportPhone, html: escapeHtml(branding.supportPhone) },
  ].filter((contact) => !!contact);
  if (contacts.length === 0) return null;
  return {
    text: `Suporte: ${contacts.map((contact) => contact.text).join(' · ')}`,
    html: `<p style="margin:24px 0 0;color:#55616f;font-size:13px">Suporte: ${contacts.map((contact) => contact.html).join(' · ')}</p>`,
  };
};

/** The support line goes last: inside the body of a whole document (the follow-up's MJML), else at the end. */
const appendHtml = (html: string, line: string): string => {
  const bodyEnd = html.toLowerCase().lastIndexOf('</body>');
  return bodyEnd === -1 ? `${html}\n${line}` : `${html.slice(0, bodyEnd)}${line}\n${html.slice(bodyEnd)}`;
};

/**
 * An e-mail with the portal's identity an admin set: the templates write the product's name (their
 * subjects, greetings, signatures and the follow-up's header), replaced here by the portal's, and
 * the support contact is added at the end. Applied where every e-mail is recorded (mail-queue.ts),
 * so no template, today's or a new one, can leave with the product's name under a broker's brand.
 */
export const brandEmail = <T extends TLetter>(email: T, branding: TPublicBranding): T => {
  const name = branding.portalName;
  const support = supportLine(branding);
  if (name === DEFAULT_PORTAL_NAME && !support) return email;
  const html = email.html?.replaceAll(escapeHtml(DEFAULT_PORTAL_NAME), escapeHtml(name));
  return {
    ...email,
    subject: email.subject.replaceAll(DEFAULT_PORTAL_NAME, name),
    text: support
      ? `${email.text.replaceAll(DEFAULT_PORTAL_NAME, name)}\n\n${support.text}\n`
      : email.text.replaceAll(DEFAULT_PORTAL_NAME, name),
    ...(html === undefined ? {} : { html: support ? appendHtml(html, support.html) : html }),
  };
};
