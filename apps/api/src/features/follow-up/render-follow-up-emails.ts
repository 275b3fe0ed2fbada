import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import { countOf } from '../../lib/format-br.ts';
import type { TDigestEmailData, TNewsEmailData, TRenderedEmail } from './follow-up-email-data.ts';

/**
 * The follow-up e-mails: MJML (responsive tables that Gmail, Outlook and phones render alike)
 * filled by Handlebars, which escapes every value in the HTML; the plain-text part has its own
 * template. Templates are read and compiled once.
 */
const readTemplate = (name: string): string =>
  readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');

const html = Handlebars.create();
html.registerPartial('header', readTemplate('header.mjml'));
html.registerPartial('footer', readTemplate('footer.mjml'));
html.registerPartial('processLine', readTemplate('process-line.mjml'));
const text = Handlebars.create();
text.registerPartial('processLine', readTemplate('process-line.txt'));

// strict: a name the data lacks is a template bug, not an empty line in someone's e-mail.
const TEMPLATES = {
  newsHtml: html.compile(readTemplate('news.mjml'), { strict: true }),
  newsText: text.compile(readTemplate('news.txt'), { noEscape: true, strict: true }),
  digestHtml: html.compile(readTemplate('digest.mjml'), { strict: true }),
  digestText: text.compile(readTemplate('digest.txt'), { noEscape: true, strict: true }),
};

/** Subjects stay under 120 characters, short enough for an inbox line. */
const MAX_SUBJECT_LENGTH = 119;

const clip = (value: string): string =>
  value.length <= MAX_SUBJECT_LENGTH ? value : `${value.slice(0, MAX_SUBJECT_LENGTH - 1).trimEnd()}…`;

/** 'e mais 12 alterações', or null when nothing was left out. */
const moreLabel = (omitted: number, one: string, many: string): string | null =>
  omitted > 0 ? `e mais ${countOf(omitted, one, many)} no portal` : null;

/** 'Aurora Têxtil Ltda', 'A e B', 'A, B e C'. */
const joinNames = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;

/**
 * MJML → HTML; a template error is a bug, never an e-mail with broken markup ('strict' throws on
 * any). `fonts: {}`: MJML would otherwise link Google Fonts for the 'Roboto' of the font stack, and
 * the e-mails load nothing from outside. Minified: Gmail clips a message past 102 KB.
 */
const toHtml = async (mjml: string): Promise<string> => {
  const result = await mjml2html(mjml, {
    validationLevel: 'strict',
    keepComments: false,
    fonts: {},
    minify: true,
    minifyOptions: { minifyCss: false },
  });
  if (result.errors.length > 0)
    throw new Error(`MJML: ${result.errors.map((error) => error.formattedMessage).join('; ')}`);
  return result.html;
};

/**
 * The notifications' e-mail channel: one piece of news says itself in the subject; more are counted,
 * and the daily summary says it is one.
 */
export const renderNewsEmail = async (data: TNewsEmailData): Promise<TRenderedEmail> => {
  const total = data.items.length + data.omitted;
  const [only] = data.items;
  const news = countOf(total, 'novidade', 'novidades');
  const summary = total === 1 && only ? only.text : `${news} nos seus processos`;
  const subject = clip(data.isDaily ? `Resumo do dia · ${summary}` : summary);
  const view = {
    ...data,
    subject,
    preview: summary,
    intro: data.isDaily
      ? `Resumo do dia: ${news} nos seus processos.`
      : total === 1
        ? 'Há uma novidade nos seus processos.'
        : `Há ${news} nos seus processos.`,
    more: moreLabel(data.omitted, 'novidade', 'novidades'),
    kindLabel: 'e-mail das notificações',
  };
  return { subject, html: await toHtml(TEMPLATES.newsHtml(view)), text: TEMPLATES.newsText(view) };
};

/** The digest's changes section for a user who takes the process's news by e-mail. */
export const DIGEST_CHANGES_MAILED_NOTE =
  'As alterações dos processos já chegaram por e-mail, como você escolheu em Notificações.';

/** The weekly digest of all of a user's companies. */
export const renderDigestEmail = async (data: TDigestEmailData): Promise<TRenderedEmail> => {
  const subject = clip(`Resumo semanal · ${data.weekLabel}`);
  const view = {
    ...data,
    subject,
    preview: `${data.isChangesMailed ? '' : `${countOf(data.changes.length + data.changesOmitted, 'alteração', 'alterações')} na semana, `}${countOf(
      data.payments.length + data.paymentsOmitted,
      'pagamento',
      'pagamentos',
    )} nos próximos 14 dias`,
    changesMailedNote: DIGEST_CHANGES_MAILED_NOTE,
    centreUrl: `${data.portalUrl}/notificacoes`,
    companiesLabel: joinNames(data.companyNames),
    openTotal: data.steps.reduce((sum, step) => sum + step.count, 0),
    changesMore: moreLabel(data.changesOmitted, 'alteração', 'alterações'),
    milestonesMore: moreLabel(data.milestonesOmitted, 'data', 'datas'),
    paymentsMore: moreLabel(data.paymentsOmitted, 'pagamento', 'pagamentos'),
    paymentCount: data.payments.length + data.paymentsOmitted,
    delayedEtdsMore: moreLabel(data.delayedEtdsOmitted, 'ETD atrasado', 'ETDs atrasados'),
    delayedEtds: data.delayedEtds.map((delayed) => ({
      ...delayed,
      delayLabel: countOf(delayed.delayDays, 'dia', 'dias'),
    })),
    kindLabel: 'follow-up sintético',
  };
  return { subject, html: await toHtml(TEMPLATES.digestHtml(view)), text: TEMPLATES.digestText(view) };
};
