import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarFeed } from '@pc/contract/calendar-feed';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { installments } from '../../src/db/schema/invoices.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { CAL_ANA, CAL_BRUNO, CAL_COMPANY, CP } from '../helpers/calendar-fixtures.ts';
import {
  CAL_ANA_COMPANIES,
  CALENDAR_NOW,
  createCalendarTestApp,
  type TCalendarTestApp,
} from '../helpers/calendar-test-app.ts';

const FEED = '/api/public/customer/calendar-feed';

/** 'R$ 5.000,00' as Intl writes it (a no-break space after the symbol). */
const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** A date-only event's day as yyyy-MM-dd (node-ical makes it local midnight). */
const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('calendar feeds (ICS)', () => {
  let cal: TCalendarTestApp;

  const saveFeed = async (
    headers: Record<string, string>,
    body: { companyIds: number[] | null; regenerate: boolean },
  ) => {
    const response = await cal.ctx.app.inject({ method: 'PUT', url: FEED, headers, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: TCalendarFeed }).data;
  };

  /** GETs a feed's address as a calendar app would, and parses it. */
  const readFeed = async (url: string) => {
    const response = await cal.ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = ical.sync.parseICS(response.body);
    const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
    const byUid = new Map(events.map((event) => [event.uid, event]));
    // One event per UID: a repeated UID would be one event to a calendar app, the other one lost.
    expect(byUid.size).toBe(events.length);
    return { text: response.body, events, byUid };
  };

  const uidOf = (kind: string, companyId: number, processId: number) =>
    `${kind}-${companyId}-${processId}@portal-dos-clientes`;

  const readStatus = async (path: string) =>
    (await cal.ctx.app.inject({ method: 'GET', url: path })).statusCode;

  /**
   * Headers of a token minted now: unlinking a company or deactivating a user raises the user's
   * session version (a trigger), which ends the tokens minted before.
   */
  const freshHeaders = async (userId: number, companyIds: number[]) => {
    const [user] = await cal.ctx.database.db
      .select({ sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, userId));
    return authHeader(
      await createAccessToken({
        config: cal.ctx.config,
        userId,
        companyIds,
        sessionVersion: user?.sessionVersion ?? 0,
        now: CALENDAR_NOW,
      }),
    );
  };

  /** Unlinks or links one of Ana's companies in the database, where the feed reads them. */
  const unlinkAna = (companyId: number) =>
    cal.ctx.database.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, CAL_ANA.id), eq(userCompanies.companyId, companyId)));
  const linkAna = (companyId: number) =>
    cal.ctx.database.db.insert(userCompanies).values({ userId: CAL_ANA.id, companyId }).onConflictDoNothing();

  beforeAll(async () => {
    cal = await createCalendarTestApp();
    // A feed reads the user's companies from the database (it has no session to carry them).
    await cal.ctx.database.db
      .insert(userCompanies)
      .values([
        ...CAL_ANA_COMPANIES.map((companyId) => ({ userId: CAL_ANA.id, companyId })),
        { userId: CAL_BRUNO.id, companyId: CAL_COMPANY.foreign },
      ]);
  });
  afterAll(() => cal.ctx.close());

  it('has no feed until the user creates one', async () => {
    const response = await cal.ctx.app.inject({ method: 'GET', url: FEED, headers: cal.anaHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it("lists the operational and financial events of the user's companies as all-day events", async () => {
    const feed = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: true });
    expect(feed.url).toMatch(/^http:\/\/localhost:\d+\/api\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.companyIds).toBeNull();
    expect(feed.lastReadAt).toBeNull();
    const { text, events, byUid } = await readFeed(feed.url);
    const lines = text.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'X-WR-CALNAME:Portal dos Clientes',
        'X-WR-TIMEZONE:America/Sao_Paulo',
        // Calendar apps are told to read it again hourly.
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        `UID:${uidOf('eta', CAL_COMPANY.main, CP.etaZero)}`,
        'DTSTART;VALUE=DATE:20261112',
        'DTEND;VALUE=DATE:20261113',
      ]),
    );
    // Dates only: nothing in the feed is an instant but its stamps.
    expect(
      lines.filter((line) => /^DT(START|END)/.test(line)).every((line) => /;VALUE=DATE:\d{8}$/.test(line)),
    ).toBe(true);
    // The address without its .ics reads the same feed; the read is recorded for My Data.
    expect(await readStatus(new URL(feed.url).pathname.replace(/\.ics$/, ''))).toBe(200);
    const read = await cal.ctx.app.inject({ method: 'GET', url: FEED, headers: cal.anaHeaders });
    expect((read.json() as { data: TCalendarFeed }).data.lastReadAt).toBe(CALENDAR_NOW.toISOString());

    // Operational, as the operational calendar places them.
    const eta = byUid.get(`eta-${CAL_COMPANY.main}-${CP.etaZero}@portal-dos-clientes`);
    expect(eta?.summary).toBe('ETA · E00502 · PO-502');
    expect(eta?.datetype).toBe('date');
    expect(dayOf(eta?.start ?? new Date(0))).toBe('2026-11-12');
    expect(eta?.description).toContain(`/processos/${CP.etaZero}`);
    // A departed process has its Embarque; an arrived one its Chegada, not its ETA.
    expect(byUid.get(`embarque-${CAL_COMPANY.main}-${CP.installments}@portal-dos-clientes`)?.summary).toBe(
      'Embarque · PRI00508 · PO-508',
    );
    expect(byUid.has(`eta-${CAL_COMPANY.main}-${CP.arrivalOnly}@portal-dos-clientes`)).toBe(false);
    expect(byUid.has(`chegada-${CAL_COMPANY.main}-${CP.arrivalOnly}@portal-dos-clientes`)).toBe(true);

    // Financial, with their R$ values: the paid numerário on the ETA, the forecast on its estimate.
    const paid = byUid.get(`numerario-${CAL_COMPANY.main}-${CP.etaPaid}@portal-dos-clientes`);
    expect(paid?.summary).toBe(`Numerário · PRI00501 · ${brl(5000)} · pago`);
    expect(paid?.description).toContain(`Valor: ${brl(5000)} (pago)`);
    expect(dayOf(paid?.start ?? new Date(0))).toBe('2026-11-10');
    const forecast = byUid.get(`numerario-${CAL_COMPANY.main}-${CP.noEta}@portal-dos-clientes`);
    expect(forecast?.summary).toBe(`Numerário previsto · PRI00504 · ${brl(2500)}`);
    expect(dayOf(forecast?.start ?? new Date(0))).toBe('2026-11-20');
    const parcel = events.find((event) =>
      event.uid.startsWith(`parcela-${CAL_COMPANY.main}-${CP.unpaidInstallment}-`),
    );
    expect(parcel?.summary).toBe(`Parcela 1 · PRI00509 · ${brl(500)}`);
    expect(parcel?.description).toContain('Invoice INV-509, parcela 1: USD 100,00');
    // An instalment of another of the user's companies, in R$ at its last rate.
    const euro = byUid.get(`parcela-${CAL_COMPANY.txtB}-${CP.company2397}-INV-511-1@portal-dos-clientes`);
    expect(euro?.summary).toBe(`Parcela 1 · E00511 · ${brl(7654.27)}`);
    expect(dayOf(euro?.start ?? new Date(0))).toBe('2026-11-10');

    // Only the user's companies, and never a cancelled process.
    expect(events.some((event) => event.uid.includes(`-${CAL_COMPANY.txtA}-`))).toBe(true);
    expect(events.some((event) => event.uid.includes(`-${CAL_COMPANY.foreign}-`))).toBe(false);
    expect(events.some((event) => event.uid.includes(`-${CP.cancelled}@`))).toBe(false);
    expect(events.every((event) => event.datetype === 'date')).toBe(true);
  });

  it('writes RFC 5545 content lines: CRLF after each one, the last included, and the calendar properties before the events', async () => {
    const feed = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    const { text, events } = await readFeed(feed.url);
    expect(events.length).toBeGreaterThan(0);
    // §3.1: every content line ends with CRLF, END:VCALENDAR too; no bare CR or LF anywhere.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    // §3.4/§3.6: the calendar's properties, then its components, then END:VCALENDAR.
    const firstEvent = lines.indexOf('BEGIN:VEVENT');
    const properties = lines.slice(1, firstEvent);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(properties).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'X-WR-CALNAME:Portal dos Clientes',
        'X-WR-TIMEZONE:America/Sao_Paulo',
      ]),
    );
    expect(properties.filter((line) => line.startsWith('BEGIN:') || line.startsWith('END:'))).toEqual([]);
    expect(lines.slice(lines.lastIndexOf('END:VEVENT') + 1)).toEqual(['END:VCALENDAR']);
    expect(lines.filter((line) => line.startsWith('X-WR-TIMEZONE'))).toHaveLength(1);
  });

  it('keeps every UID across a change, so calendar apps move the event instead of adding one', async () => {
    const { db } = cal.ctx.database;
    const feed = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    const before = await readFeed(feed.url);
    // The ERP moves an ETA (through the trail), the numerário gets its real value and an
    // instalment of another company is rescheduled.
    await changeProcess({
      db,
      companyId: CAL_COMPANY.main,
      processId: CP.etaZero,
      patch: { datesEta: '2026-11-16' },
      source: 'INGESTION',
      author: 'ERP',
      now: new Date('2026-11-22T14:00:00Z'),
    });
    await db
      .update(processes)
      .set({ stepCashRequestEstimatedValue: '4000.00' })
      .where(and(eq(processes.companyId, CAL_COMPANY.main), eq(processes.id, CP.etaZero)));
    await db
      .update(installments)
      .set({ dueDate: '2026-11-27' })
      .where(and(eq(installments.companyId, CAL_COMPANY.txtB), eq(installments.id, 921)));
    const after = await readFeed(feed.url);

    expect([...after.byUid.keys()].sort()).toEqual([...before.byUid.keys()].sort());
    const eta = uidOf('eta', CAL_COMPANY.main, CP.etaZero);
    expect(dayOf(before.byUid.get(eta)?.start ?? new Date(0))).toBe('2026-11-12');
    expect(dayOf(after.byUid.get(eta)?.start ?? new Date(0))).toBe('2026-11-16');
    // The forecast became the real numerário: the same event, on the new ETA, with its value.
    const numerario = uidOf('numerario', CAL_COMPANY.main, CP.etaZero);
    expect(before.byUid.get(numerario)?.summary).toBe(`Numerário previsto · E00502 · ${brl(3000)}`);
    expect(dayOf(before.byUid.get(numerario)?.start ?? new Date(0))).toBe('2026-11-08');
    expect(after.byUid.get(numerario)?.summary).toBe(`Numerário · E00502 · ${brl(4000)}`);
    expect(dayOf(after.byUid.get(numerario)?.start ?? new Date(0))).toBe('2026-11-16');
    const parcel = `parcela-${CAL_COMPANY.txtB}-${CP.company2397}-INV-511-1@portal-dos-clientes`;
    expect(dayOf(after.byUid.get(parcel)?.start ?? new Date(0))).toBe('2026-11-27');
  });

  it('leaves out a company the user no longer has, even one chosen for the feed', async () => {
    const hasCompany = (events: VEvent[], companyId: number) =>
      events.some((event) => event.uid.includes(`-${companyId}-`));
    const all = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    expect(hasCompany((await readFeed(all.url)).events, CAL_COMPANY.txtB)).toBe(true);
    const remaining = [CAL_COMPANY.main, CAL_COMPANY.txtA];
    try {
      await unlinkAna(CAL_COMPANY.txtB);
      const { events } = await readFeed(all.url);
      expect(hasCompany(events, CAL_COMPANY.main)).toBe(true);
      expect(hasCompany(events, CAL_COMPANY.txtB)).toBe(false);
      // …and it can no longer be chosen.
      const refused = await cal.ctx.app.inject({
        method: 'PUT',
        url: FEED,
        headers: await freshHeaders(CAL_ANA.id, remaining),
        payload: { companyIds: [CAL_COMPANY.txtB], regenerate: false },
      });
      expect(refused.statusCode).toBe(400);

      // Chosen while it was hers, then lost: an empty but valid calendar, not another's events.
      await linkAna(CAL_COMPANY.txtB);
      await saveFeed(await freshHeaders(CAL_ANA.id, CAL_ANA_COMPANIES), {
        companyIds: [CAL_COMPANY.txtB],
        regenerate: false,
      });
      expect(hasCompany((await readFeed(all.url)).events, CAL_COMPANY.txtB)).toBe(true);
      await unlinkAna(CAL_COMPANY.txtB);
      const emptied = await readFeed(all.url);
      expect(emptied.events).toEqual([]);
      expect(emptied.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
      // An empty calendar still says whose days its (future) events are.
      expect(emptied.text).toContain('\r\nX-WR-TIMEZONE:America/Sao_Paulo\r\n');
    } finally {
      await linkAna(CAL_COMPANY.txtB);
      cal.anaHeaders = await freshHeaders(CAL_ANA.id, CAL_ANA_COMPANIES);
      await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    }
  });

  it('covers only the companies chosen for the feed, which must be the user’s', async () => {
    const all = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    const chosen = await saveFeed(cal.anaHeaders, { companyIds: [CAL_COMPANY.txtA], regenerate: false });
    // Changing the companies keeps the address.
    expect(chosen.url).toBe(all.url);
    expect(chosen.companyIds).toEqual([CAL_COMPANY.txtA]);
    const { events } = await readFeed(chosen.url);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.uid.includes(`-${CAL_COMPANY.txtA}-`))).toBe(true);

    const foreign = await cal.ctx.app.inject({
      method: 'PUT',
      url: FEED,
      headers: cal.anaHeaders,
      payload: { companyIds: [CAL_COMPANY.foreign], regenerate: false },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`A empresa ${CAL_COMPANY.foreign} não está entre as suas empresas.`);
  });

  it('revokes the old address when a new one is generated; unknown addresses answer 404', async () => {
    const old = await saveFeed(cal.anaHeaders, { companyIds: [CAL_COMPANY.txtA], regenerate: false });
    expect(old.lastReadAt).not.toBeNull();
    const renewed = await saveFeed(cal.anaHeaders, { companyIds: [CAL_COMPANY.txtA], regenerate: true });
    expect(renewed.url).not.toBe(old.url);
    expect(renewed.companyIds).toEqual([CAL_COMPANY.txtA]);
    expect(renewed.lastReadAt).toBeNull();
    await readFeed(renewed.url);
    const oldPath = new URL(old.url).pathname;
    for (const path of [
      oldPath,
      oldPath.replace(/\.ics$/, ''),
      '/api/public/calendar-feed/abc',
      `/api/public/calendar-feed/${'A'.repeat(43)}.ics`,
      `/api/public/calendar-feed/${'A'.repeat(90)}`,
    ]) {
      const response = await cal.ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message).toBe(
        'Endereço de calendário não encontrado. Gere um novo em Meus Dados.',
      );
    }
  });

  it("keeps each user's feed to their own companies, and turns it off", async () => {
    const bruno = await saveFeed(cal.brunoHeaders, { companyIds: null, regenerate: true });
    const { events } = await readFeed(bruno.url);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.uid.includes(`-${CAL_COMPANY.foreign}-`))).toBe(true);

    // A deactivated user's address stops answering, and works again once the user is back.
    const { db } = cal.ctx.database;
    await db.update(users).set({ isActive: false }).where(eq(users.id, CAL_BRUNO.id));
    try {
      expect(await readStatus(new URL(bruno.url).pathname)).toBe(404);
    } finally {
      await db.update(users).set({ isActive: true }).where(eq(users.id, CAL_BRUNO.id));
      cal.brunoHeaders = await freshHeaders(CAL_BRUNO.id, [CAL_COMPANY.foreign]);
    }
    expect(await readStatus(new URL(bruno.url).pathname)).toBe(200);

    const off = await cal.ctx.app.inject({ method: 'DELETE', url: FEED, headers: cal.brunoHeaders });
    expect(off.json()).toEqual({ data: null });
    const gone = await cal.ctx.app.inject({ method: 'GET', url: new URL(bruno.url).pathname });
    expect(gone.statusCode).toBe(404);
    const ana = await cal.ctx.app.inject({ method: 'GET', url: FEED, headers: cal.anaHeaders });
    expect((ana.json() as { data: TCalendarFeed | null }).data?.url).toBeTruthy();
  });
});
