import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarFeed } from '@pc/contract/calendar-feed';
import { changeProcess } from '../../src/lib/process-trail/change-process.ts';
import { userCompanies } from '../../src/db/schema/users.ts';
import { CAL_ANA, CAL_BRUNO, CAL_COMPANY, CP } from '../helpers/calendar-fixtures.ts';
import {
  CAL_ANA_COMPANIES,
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

describe('calendar feeds (ICS, issue #16)', () => {
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
    return { text: response.body, events, byUid: new Map(events.map((event) => [event.uid, event])) };
  };

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
    expect(feed.url).toMatch(/^http:\/\/localhost:\d+\/api\/public\/calendar-feed\/[A-Za-z0-9_-]{43}$/);
    expect(feed.companyIds).toBeNull();
    const { text, events, byUid } = await readFeed(feed.url);
    expect(text).toContain('X-WR-TIMEZONE:America/Sao_Paulo');

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
    expect(dayOf(paid?.start ?? new Date(0))).toBe('2026-11-10');
    const forecast = byUid.get(`numerario-${CAL_COMPANY.main}-${CP.noEta}@portal-dos-clientes`);
    expect(forecast?.summary).toBe(`Numerário previsto · PRI00504 · ${brl(2500)}`);
    expect(dayOf(forecast?.start ?? new Date(0))).toBe('2026-11-20');
    const parcel = events.find((event) =>
      event.uid.startsWith(`parcela-${CAL_COMPANY.main}-${CP.unpaidInstallment}-`),
    );
    expect(parcel?.summary).toBe(`Parcela 1 · PRI00509 · ${brl(500)}`);

    // Only the user's companies, and never a cancelled process.
    expect(events.some((event) => event.uid.includes(`-${CAL_COMPANY.txtA}-`))).toBe(true);
    expect(events.some((event) => event.uid.includes(`-${CAL_COMPANY.foreign}-`))).toBe(false);
    expect(events.some((event) => event.uid.includes(`-${CP.cancelled}@`))).toBe(false);
    expect(events.every((event) => event.datetype === 'date')).toBe(true);
  });

  it('keeps every UID across a change, so calendar apps move the event instead of adding one', async () => {
    const feed = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    const before = await readFeed(feed.url);
    await changeProcess({
      db: cal.ctx.database.db,
      companyId: CAL_COMPANY.main,
      processId: CP.etaZero,
      patch: { datesEta: '2026-11-16' },
      source: 'INGESTION',
      author: 'ERP',
      now: new Date('2026-11-22T14:00:00Z'),
    });
    const after = await readFeed(feed.url);
    expect([...after.byUid.keys()].sort()).toEqual([...before.byUid.keys()].sort());
    const uid = `eta-${CAL_COMPANY.main}-${CP.etaZero}@portal-dos-clientes`;
    expect(dayOf(before.byUid.get(uid)?.start ?? new Date(0))).toBe('2026-11-12');
    expect(dayOf(after.byUid.get(uid)?.start ?? new Date(0))).toBe('2026-11-16');
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
    const old = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: false });
    const renewed = await saveFeed(cal.anaHeaders, { companyIds: null, regenerate: true });
    expect(renewed.url).not.toBe(old.url);
    await readFeed(renewed.url);
    for (const path of [
      new URL(old.url).pathname,
      '/api/public/calendar-feed/abc',
      `/api/public/calendar-feed/${'A'.repeat(43)}`,
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

    const off = await cal.ctx.app.inject({ method: 'DELETE', url: FEED, headers: cal.brunoHeaders });
    expect(off.json()).toEqual({ data: null });
    const gone = await cal.ctx.app.inject({ method: 'GET', url: new URL(bruno.url).pathname });
    expect(gone.statusCode).toBe(404);
    const ana = await cal.ctx.app.inject({ method: 'GET', url: FEED, headers: cal.anaHeaders });
    expect((ana.json() as { data: TCalendarFeed | null }).data?.url).toBeTruthy();
  });
});
