import { escapeHtml } from '../../lib/escape-html.ts';

/** How the product's e-mails greet a person: by the first word of the name. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** The closing lines of every e-mail the portal signs. */
export const SIGNATURE_LINES = ['Atenciosamente,', 'Equipe Portal dos Clientes'] as const;

/** A plain-text letter as HTML: blank lines make paragraphs, single line breaks stay as <br>. */
export const linesToHtml = (lines: readonly string[]): string =>
  lines
    .join('\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
