import { escapeHtml } from '../../lib/escape-html.ts';

/** A whole document already (the follow-up e-mails' MJML writes its own, lang="pt-BR" included). */
const DOCTYPE = /^\s*<!doctype html/i;

/**
 * The HTML part of an e-mail as a whole document: a bare fragment leaves the language, the
 * encoding and the width to each mail client's guess (a screen reader then reads Portuguese with
 * an English voice; a phone shows a desktop-width page). Features write the body; the shell is
 * added here, on the way out, so no e-mail can leave without it.
 */
export const toHtmlDocument = ({
  subject,
  html,
  language = 'pt-BR',
}: {
  subject: string;
  html: string;
  /** The BCP 47 tag of the text (the forwarder's e-mails may be in English or Spanish). */
  language?: string;
}): string =>
  DOCTYPE.test(html)
    ? html
    : [
        '<!doctype html>',
        `<html lang="${escapeHtml(language)}">`,
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(subject)}</title>`,
        '</head>',
        '<body>',
        html,
        '</body>',
        '</html>',
        '',
      ].join('\n');
