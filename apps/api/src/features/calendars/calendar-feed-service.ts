import { randomBytes } from 'node:crypto';
import ical, { type ICalCalendar } from 'ical-generator';
import { CALENDAR_FEED_ICS_PATH, type TCalendarFeed } from '@pc/contract/calendar-feed';
import { processReference } from '@pc/contract/process';
import type { TDatabase } from '../../db/client.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import { findScopeCompanyIds } from '../../db/repositories/user-scope.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { BUSINESS_TIME_ZONE, businessDayOf, shiftDay } from '../../lib/business-day.ts';
import { formatAmount, formatBrDay, formatBrl } from '../../lib/format-br.ts';
import { buildOperationalProcessesQuery, type TCalendarProcessRow } from './calendar-repository.ts';
import {
  deleteCalendarFeed,
  findCalendarFeedByToken,
  findCalendarFeedByUser,
  saveCalendarFeed,
  touchCalendarFeed,
  updateCalendarFeedCompanies,
  type TCalendarFeedRow,
} from './calendar-feed-repository.ts';
import type { TCashEntry } from './cash-calendar-items.ts';
import { listCashEntriesOfPeriod } from './cash-calendar-service.ts';
import { findBranding } from '../../core/branding/branding-repository.ts';
import { toPublicBranding } from '../../core/branding/public-branding.ts';

/**
 * The days a feed covers: a month back (what just happened stays visible) and six months ahead
 * (where ETAs and instalments are planned). Calendar apps re-read the feed about hourly.
 */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

const UID_DOMAIN = 'portal-dos-clientes';

/**
 * An all-day event on a São Paulo day: DTSTART;VALUE=DATE and the next day as DTEND (exclusive),
 * which RFC 5545 implies when DTEND is missing but some apps want written out.
 */
const allDayOn = (day: string) => ({ start: day, end: shiftDay(day, 1), allDay: true }) as const;

/**
 * The address ends in .ics, as Google's and Outlook's own secret addresses do: some calendar apps
 * (older Outlook for Windows among them) look at the extension before they subscribe.
 */
const ICS_SUFFIX = '.ics';

/** The token of an address, with or without its .ics (addresses given before it had one work too). */
const tokenOf = (secret: string): string =>
  secret.endsWith(ICS_SUFFIX) ? secret.slice(0, -ICS_SUFFIX.length) : secret;

const toFeed = (row: TCalendarFeedRow, publicUrl: string): TCalendarFeed => ({
  url: `${publicUrl}${CALENDAR_FEED_ICS_PATH}/${row.token}${ICS_SUFFIX}`,
  companyIds: row.companyIds,
  createdAt: row.createdAt.toISOString(),
  lastReadAt: row.lastReadAt?.toISOString() ?? null,
});

type TFeedUser = { db: TDatabase; userId: number; callerCompanyIds: readonly number[]; publicUrl: string };

export const getCalendarFeed = async ({
  db,
  userId,
  publicUrl,
}: TFeedUser): Promise<TCalendarFeed | null> => {
  const row = await findCalendarFeedByUser(db, userId);
  return row ? toFeed(row, publicUrl) : null;
};

/** Companies listed by id in a refusal; a longer list is summed up. */
const MAX_NAMED_COMPANIES = 10;

/** "A empresa 7 …" or "As empresas 3, 5 e 7 …": each id once, however often it was sent. */
const describeForeignCompanies = (ids: readonly number[]): string => {
  if (ids.length === 1) return `A empresa ${ids[0]} não está entre as suas empresas.`;
  const named = ids.slice(0, MAX_NAMED_COMPANIES);
  const more = ids.length - named.length;
  const list =
    more > 0 ? `${named.join(', ')} e mais ${more}` : `${named.slice(0, -1).join(', ')} e ${named.at(-1)}`;
  return `As empresas ${list} não estão entre as suas empresas.`;
};

/**
 * Creates the feed, gives it a new address (revoking the old one) or changes its companies. The
 * companies must be the caller's; null follows the user's companies as they change.
 */
export const saveCalendarFeedSettings = async ({
  db,
  userId,
  callerCompanyIds,
  publicUrl,
  companyIds,
  regenerate,
  now,
}: TFeedUser & { companyIds: number[] | null; regenerate: boolean; now: Date }): Promise<TCalendarFeed> => {
  const foreign = [...new Set(companyIds ?? [])].filter((id) => !callerCompanyIds.includes(id));
  if (foreign.length > 0) throw badRequest(describeForeignCompanies(foreign));
  const chosen = companyIds === null ? null : [...new Set(companyIds)].sort((a, b) => a - b);
  const existing = regenerate ? null : await updateCalendarFeedCompanies(db, { userId, companyIds: chosen });
  const row =
    existing ??
    (await saveCalendarFeed(db, {
      userId,
      token: randomBytes(32).toString('base64url'),
      companyIds: chosen,
      now,
    }));
  return toFeed(row, publicUrl);
};

export const removeCalendarFeed = async ({
  db,
  userId,
}: {
  db: TDatabase;
  userId: number;
}): Promise<void> => {
  await deleteCalendarFeed(db, userId);
};

type TEventContext = { publicUrl: string; companyNames: Map<number, string> };

const describe = (
  context: TEventContext,
  process: { companyId: number; id: number; customerRef: string | null; invoice: string | null },
  extra: string[] = [],
): string =>
  [
    ...extra,
    `Empresa: ${context.companyNames.get(process.companyId) ?? ''}`,
    ...(process.customerRef ? [`Ref. cliente: ${process.customerRef}`] : []),
    ...(process.invoice ? [`Invoice: ${process.invoice}`] : []),
    `${context.publicUrl}/processos/${process.id}`,
  ].join('\n');

/** The operational calendar's four events of a process, on the days it shows them. */
const OPERATIONAL_EVENTS = [
  {
    key: 'etd',
    label: 'ETD',
    dayOf: (row: TCalendarProcessRow) => (row.datesDepartureDate ? null : row.datesEtd),
  },
  { key: 'embarque', label: 'Embarque', dayOf: (row: TCalendarProcessRow) => row.datesDepartureDate },
  {
    key: 'eta',
    label: 'ETA',
    dayOf: (row: TCalendarProcessRow) => (row.datesArrivalDate ? null : row.datesEta),
  },
  { key: 'chegada', label: 'Chegada', dayOf: (row: TCalendarProcessRow) => row.datesArrivalDate },
] as const;

const addOperationalEvents = (
  calendar: ICalCalendar,
  rows: readonly TCalendarProcessRow[],
  range: { fromDay: string; toDay: string },
  context: TEventContext & { stamp: Date },
): void => {
  for (const row of rows) {
    const reference = processReference(row.typeOfProcess, row.identification);
    for (const event of OPERATIONAL_EVENTS) {
      const day = event.dayOf(row);
      if (!day || day < range.fromDay || day > range.toDay) continue;
      calendar.createEvent({
        id: `${event.key}-${row.companyId}-${row.id}@${UID_DOMAIN}`,
        ...allDayOn(day),
        stamp: context.stamp,
        summary: [event.label, reference, row.customerRef].filter(Boolean).join(' · '),
        description: describe(context, row, row.exporterName ? [`Exportador: ${row.exporterName}`] : []),
        url: `${context.publicUrl}/processos/${row.id}`,
      });
    }
  }
};

const financialTitle = (entry: TCashEntry): { uidKey: string; title: string; detail: string[] } => {
  const { item } = entry;
  switch (item.category) {
    case 'NUMERARIO':
    case 'NUMERARIO_PREVISTO':
      return {
        // One numerário per process: the forecast and the real one are the same event, which moves.
        uidKey: `numerario-${entry.companyId}-${item.id}`,
        title: item.category === 'NUMERARIO' ? 'Numerário' : 'Numerário previsto',
        detail: [],
      };
    case 'PARCELA_INVOICE':
      return {
        uidKey: `parcela-${entry.companyId}-${item.id}-${encodeURIComponent(item.invoiceNumber ?? '')}-${entry.parcel}`,
        title: `Parcela ${entry.parcel}`,
        detail: [
          `Invoice ${item.invoiceNumber ?? ''}, parcela ${entry.parcel}` +
            (item.invoiceCurrency && item.invoiceInstallmentValue !== null
              ? `: ${item.invoiceCurrency} ${formatAmount(item.invoiceInstallmentValue)}`
              : ''),
        ],
      };
  }
};

const addFinancialEvents = (
  calendar: ICalCalendar,
  entries: readonly TCashEntry[],
  context: TEventContext & { stamp: Date },
): void => {
  for (const entry of entries) {
    const { item } = entry;
    const reference = processReference(item.typeOfProcess, item.identification);
    const { uidKey, title, detail } = financialTitle(entry);
    const value = formatBrl(item.value);
    // The state the cash calendar computed by the payment rules (core/payments), not a column.
    const isPaid = item.paymentState === 'PAGO';
    calendar.createEvent({
      id: `${uidKey}@${UID_DOMAIN}`,
      ...allDayOn(entry.day),
      stamp: context.stamp,
      summary: [title, reference, value, ...(isPaid ? ['pago'] : [])].join(' · '),
      description: describe(
        context,
        {
          companyId: entry.companyId,
          id: item.id,
          customerRef: item.customerReference,
          invoice: item.invoiceNumber,
        },
        [`Valor: ${value}${isPaid ? ' (pago)' : ''}`, ...detail],
      ),
      url: `${context.publicUrl}/processos/${item.id}`,
    });
  }
};

/**
 * All-day events are dates, not instants; the zone tells calendar apps whose days they are. It is
 * not ical-generator's `timezone` option: that one also writes TIMEZONE-ID and formats DTSTAMP as
 * the server's wall-clock time without 'Z', where RFC 5545 (§3.8.7.2) wants UTC.
 */
const TIMEZONE_PROPERTY = `X-WR-TIMEZONE:${BUSINESS_TIME_ZONE}`;
const CRLF = '\r\n';

/**
 * ical-generator's text as RFC 5545 wants it: its custom properties come after the events and its
 * last line has no line break, where calendar properties precede the components (§3.4, §3.6) and
 * every content line ends with CRLF (§3.1). So the zone goes in after the calendar's own
 * properties, before the first component (or END:VCALENDAR in an empty calendar), and the file ends
 * with CRLF. A folded line's continuation starts with a space, so CRLF + 'BEGIN:' is a real line.
 */
const toRfc5545Text = (ics: string): string => {
  const firstComponent = ics.indexOf(`${CRLF}BEGIN:`);
  const at = (firstComponent === -1 ? ics.lastIndexOf(`${CRLF}END:VCALENDAR`) : firstComponent) + CRLF.length;
  const text = `${ics.slice(0, at)}${TIMEZONE_PROPERTY}${CRLF}${ics.slice(at)}`;
  return text.endsWith(CRLF) ? text : `${text}${CRLF}`;
};

/**
 * The iCalendar of a feed: the operational and financial events of the user's companies (those
 * chosen for the feed, and only while they are still the user's), as all-day events with UIDs
 * that stay the same when a date moves, so calendar apps move the event instead of adding one.
 */
export const buildCalendarFeedIcs = async ({
  db,
  token,
  now,
  publicUrl,
}: {
  db: TDatabase;
  token: string;
  now: Date;
  publicUrl: string;
}): Promise<string> => {
  const feed = await findCalendarFeedByToken(db, tokenOf(token));
  if (!feed) throw notFound('Endereço de calendário não encontrado. Gere um novo em Meus Dados.');
  const scope = await findScopeCompanyIds(db, feed.userId);
  const companyIds = feed.companyIds === null ? scope : scope.filter((id) => feed.companyIds?.includes(id));
  const today = businessDayOf(now);
  const range = { fromDay: shiftDay(today, -FEED_DAYS_BACK), toDay: shiftDay(today, FEED_DAYS_AHEAD) };
  const [rows, entries, companyRows, branding] = await Promise.all([
    companyIds.length === 0 ? [] : buildOperationalProcessesQuery(db, { companyIds, ...range }),
    companyIds.length === 0 ? [] : listCashEntriesOfPeriod({ db, companyIds, ...range }),
    companyIds.length === 0 ? [] : findCompaniesByIds(db, companyIds),
    findBranding(db),
    touchCalendarFeed(db, { userId: feed.userId, now }),
  ]);
  // The portal's name as its admin set it (back-office): what Outlook and Google show the calendar as.
  const portalName = toPublicBranding(branding).portalName;
  const calendar = ical({
    name: portalName,
    description: `Processos de importação de ${formatBrDay(range.fromDay)} a ${formatBrDay(range.toDay)}`,
    prodId: { company: portalName, product: 'Calendario', language: 'PT' },
    ttl: 60 * 60,
  });
  const companyNames = new Map(companyRows.map((company) => [company.id, company.name]));
  const context = { publicUrl, companyNames, stamp: now };
  addOperationalEvents(calendar, rows, range, context);
  addFinancialEvents(calendar, entries, context);
  return toRfc5545Text(calendar.toString());
};
