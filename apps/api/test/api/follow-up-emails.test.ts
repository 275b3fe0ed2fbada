import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCashCalendarResponse } from '@pc/contract/cash-calendar';
import { processReference } from '@pc/contract/process';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import type { TDatabase } from '../../src/db/client.ts';
import { buildDigestData } from '../../src/features/follow-up/build-digest-data.ts';
import { DIGEST_CHANGES_MAILED_NOTE } from '../../src/features/follow-up/render-follow-up-emails.ts';
import { listDueCashEntries } from '../../src/features/calendars/cash-calendar-service.ts';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { saveAnalyticalFollowUp } from '../../src/core/notifications/notification-settings.ts';
import { readNotificationSettings } from '../../src/features/notifications/notification-service.ts';
import { readCompanyNotifications } from '../../src/features/notifications/admin-notification-service.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { CAL_ANA, CAL_BRUNO, CAL_COMPANY, CP, insertCalendarFixtures } from '../helpers/calendar-fixtures.ts';
import { startSmtpInbox, type TSmtpInbox } from '../helpers/smtp-inbox.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Monday 09/11/2026, 07:00 in São Paulo: the digest's hour on Ana's weekday. */
const MONDAY_7AM = new Date('2026-11-09T10:00:00Z');
const CARLA = { id: 4, name: 'Carla Dias', email: 'carla@cliente.example' };
const DANI = { id: 5, name: 'Dani Prado', email: 'dani@cliente.example' };
const WAIT = { timeout: 30_000, interval: 100 };
const MINUTE = 60_000;

const toAddress = (mail: ParsedMail): string =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';

/**
 * Ana (companies 3, 102, 2397) wants both follow-ups, the digest on Mondays; Bruno (company 7)
 * wants both too; Carla (company 3) has the follow-up off although its options are ticked; Dani
 * (company 3) wants the digest on Tuesdays only.
 */
const prepareFollowUpUsers = async (db: TDatabase): Promise<void> => {
  await insertCalendarFixtures(db);
  await db.insert(users).values([
    { id: CARLA.id, name: CARLA.name, email: CARLA.email, passwordHash: 'x' },
    { id: DANI.id, name: DANI.name, email: DANI.email, passwordHash: 'x' },
  ]);
  const settings = { followUp: true, followUpSynthetic: true };
  await db
    .update(users)
    .set({ ...settings, followUpSyntheticWeekday: 'MONDAY' })
    .where(eq(users.id, CAL_ANA.id));
  await db
    .update(users)
    .set({ ...settings, followUpSyntheticWeekday: 'MONDAY' })
    .where(eq(users.id, CAL_BRUNO.id));
  await db
    .update(users)
    .set({ ...settings, followUp: false, followUpSyntheticWeekday: 'MONDAY' })
    .where(eq(users.id, CARLA.id));
  await db
    .update(users)
    .set({ followUp: true, followUpSynthetic: true, followUpSyntheticWeekday: 'TUESDAY' })
    .where(eq(users.id, DANI.id));
  // The profile's analytical follow-up: the trail's events by e-mail (Carla's stays off with followUP).
  for (const userId of [CAL_ANA.id, CAL_BRUNO.id, CARLA.id])
    await saveAnalyticalFollowUp({ db, userId, isOn: true, at: new Date('2026-11-01T12:00:00Z') });
  await db.insert(userCompanies).values([
    { userId: CAL_ANA.id, companyId: CAL_COMPANY.main },
    { userId: CAL_ANA.id, companyId: CAL_COMPANY.txtA },
    { userId: CAL_ANA.id, companyId: CAL_COMPANY.txtB },
    { userId: CAL_BRUNO.id, companyId: CAL_COMPANY.foreign },
    { userId: CARLA.id, companyId: CAL_COMPANY.main },
    { userId: DANI.id, companyId: CAL_COMPANY.main },
  ]);
};

describe('follow-up e-mails', () => {
  let ctx: TTestApp;
  let inbox: TSmtpInbox;
  let clock = MONDAY_7AM;

  const change = (
    processId: number,
    patch: Parameters<typeof changeProcess>[0]['patch'],
    at: Date,
    companyId: number = CAL_COMPANY.main,
  ) =>
    changeProcess({
      db: ctx.database.db,
      companyId,
      processId,
      patch,
      source: 'INGESTION',
      author: 'ERP',
      now: at,
    });
  const messagesTo = (email: string) => inbox.messages.filter((mail) => toAddress(mail) === email);
  const headerOf = async (userId: number, companyIds: number[]) =>
    authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock }));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        PUBLIC_URL: 'https://portal.example',
      },
      prepare: (database) => prepareFollowUpUsers(database.db),
      now: () => clock,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });
  beforeEach(() => {
    inbox.messages.splice(0);
  });

  describe('the weekly digest', () => {
    beforeAll(async () => {
      // The week before Monday 09/11: one change inside it, one a day too old.
      await change(
        CP.etaZero,
        { initialDatesEtd: '2026-11-02', datesEtd: '2026-11-15' },
        new Date('2026-11-05T14:00:00Z'),
      );
      await change(CP.etaNextMonth, { datesEta: '2026-12-04' }, new Date('2026-11-02T14:00:00Z'));
      // Bruno's company changed too: never in Ana's digest.
      await change(2001, { datesEta: '2026-11-11' }, new Date('2026-11-06T14:00:00Z'), CAL_COMPANY.foreign);
    });

    it("holds the user's companies' steps, week, next 14 days' milestones and payments, and delayed ETDs", async () => {
      const data = await buildDigestData({
        db: ctx.database.db,
        companyIds: [CAL_COMPANY.main, CAL_COMPANY.txtA, CAL_COMPANY.txtB],
        recipientName: CAL_ANA.name,
        now: MONDAY_7AM,
        publicUrl: 'https://portal.example',
        listDuePayments: listDueCashEntries,
      });
      expect(data.weekLabel).toBe('de 03/11/2026 a 09/11/2026');
      expect(data.nextDaysLabel).toBe('de 09/11/2026 a 22/11/2026');
      expect(data.companyNames).toEqual([
        'Comercial Cento e Dois S.A.',
        'Hércules Máquinas Ltda',
        'Importadora Dois Mil Ltda',
      ]);
      // Ana's companies have 12 open processes: one cancelled (step 6, not a step Home counts), 11 in transit.
      expect(data.steps).toEqual([{ stepName: 'Trânsito', count: 11 }]);

      const reference = (type: 'CONTA_E_ORDEM' | 'ENCOMENDA', identification: number) =>
        processReference(type, identification);
      expect(data.changes).toEqual([
        expect.objectContaining({
          description: 'ETD alterado de 02/11/2026 para 15/11/2026',
          changedAt: '05/11/2026 11:00',
          process: expect.objectContaining({
            reference: reference('ENCOMENDA', 502),
            url: `https://portal.example/processos/${CP.etaZero}`,
          }),
        }),
        expect.objectContaining({ description: 'ETD Inicial informado: 02/11/2026' }),
      ]);
      expect(data.changesOmitted).toBe(0);

      // As the operational calendar places them: an ETA while not arrived, an ETD while not departed
      // (the ETA 18/11 of a process that arrived on 19/11 is not listed).
      expect(data.milestones.map((m) => `${m.day} ${m.kind} ${m.process.reference}`)).toEqual([
        `10/11/2026 ETA ${reference('CONTA_E_ORDEM', 501)}`,
        `10/11/2026 ETA ${reference('CONTA_E_ORDEM', 510)}`,
        `12/11/2026 ETA ${reference('ENCOMENDA', 502)}`,
        // ETDs before ETAs on the same day; the cancelled process's ETA (10/11) is left out.
        `15/11/2026 ETD ${reference('ENCOMENDA', 502)}`,
        `15/11/2026 ETA ${processReference('ACESSORIA', 503)}`,
      ]);

      expect(data.delayedEtds).toEqual([
        expect.objectContaining({ initialEtd: '02/11/2026', etd: '15/11/2026', delayDays: 13 }),
      ]);
    });

    it('lists the same unpaid payments as the cash calendar of those 14 days, with their total in R$', async () => {
      const data = await buildDigestData({
        db: ctx.database.db,
        companyIds: [CAL_COMPANY.main, CAL_COMPANY.txtA, CAL_COMPANY.txtB],
        recipientName: CAL_ANA.name,
        now: MONDAY_7AM,
        publicUrl: 'https://portal.example',
        listDuePayments: listDueCashEntries,
      });
      const headers = authHeader(
        await createAccessToken({
          config: ctx.config,
          userId: CAL_ANA.id,
          companyIds: [CAL_COMPANY.main, CAL_COMPANY.txtA, CAL_COMPANY.txtB],
          now: MONDAY_7AM,
        }),
      );
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/customer/cash-calendar?customerIds=3,102,2397&status=A_PAGAR&startDate=2026-11-09T00:00:00&endDate=2026-11-22T23:59:59',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      const calendar = (response.json() as TCashCalendarResponse).data;
      const items = Object.entries(calendar).flatMap(([day, dayItems]) =>
        dayItems.map((item) => ({ day, item })),
      );
      expect(items.length).toBeGreaterThan(2);
      expect(data.payments).toHaveLength(items.length);
      expect(data.paymentsOmitted).toBe(0);
      const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
      expect(data.paymentsTotal).toBe(brl.format(items.reduce((sum, { item }) => sum + item.value, 0)));
      expect(
        data.payments.map((payment) => `${payment.day} ${payment.process.reference} ${payment.value}`).sort(),
      ).toEqual(
        items
          .map(({ day, item }) => {
            const [year, month, date] = day.split('-');
            return `${date}/${month}/${year} ${processReference(item.typeOfProcess, item.identification)} ${brl.format(item.value)}`;
          })
          .sort(),
      );
      // The forecast of a process without ETA: on its estimated date, with the estimated value.
      expect(data.payments).toContainEqual(
        expect.objectContaining({
          day: '20/11/2026',
          kind: 'Numerário',
          description: 'Numerário previsto',
          value: brl.format(2500),
        }),
      );
    });

    it('is sent on the chosen weekday to those who asked for it, once, with a one-click unsubscribe', async () => {
      clock = MONDAY_7AM;
      const result = await ctx.app.followUp.runWeeklyDigests(MONDAY_7AM);
      // Ana and Bruno; Carla has the follow-up off, Dani's day is Tuesday.
      expect(result).toEqual({ recipients: 2, emails: 2 });
      await vi.waitFor(() => expect(inbox.messages).toHaveLength(2), WAIT);
      const [ana] = messagesTo('ana@cliente.example');
      expect(ana?.subject).toBe('Resumo semanal · de 03/11/2026 a 09/11/2026');
      expect(ana?.html).toBeTruthy();
      // Ana takes the process's news by e-mail: the digest does not list the week's changes again.
      expect(ana?.text).not.toContain('ETD alterado de 02/11/2026 para 15/11/2026');
      expect(ana?.text).toContain(DIGEST_CHANGES_MAILED_NOTE);
      expect(ana?.text).toContain('R$');
      expect(ana?.text).not.toContain(processReference('CONTA_E_ORDEM', 601));
      // Unfolded: a long header goes over several lines (RFC 5322 §2.2.3).
      const headerLine = (key: string) =>
        ana?.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
      expect(headerLine('list-unsubscribe')).toMatch(
        /^List-Unsubscribe: <https:\/\/portal\.example\/api\/public\/follow-up\/unsubscribe\?token=1\.[\w-]{43}>$/,
      );
      expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(messagesTo(CARLA.email)).toHaveLength(0);
      expect(messagesTo(DANI.email)).toHaveLength(0);

      // A second run the same day (a retry, another instance) sends nothing new.
      expect(await ctx.app.followUp.runWeeklyDigests(new Date(MONDAY_7AM.getTime() + 30 * MINUTE))).toEqual({
        recipients: 2,
        emails: 0,
      });
      // Dani's Tuesday.
      expect(await ctx.app.followUp.runWeeklyDigests(new Date('2026-11-10T10:00:00Z'))).toEqual({
        recipients: 1,
        emails: 1,
      });
      await vi.waitFor(() => expect(messagesTo(DANI.email)).toHaveLength(1), WAIT);
      expect(inbox.messages).toHaveLength(3);
      // Dani takes no news by e-mail: her digest lists the week's changes.
      expect(messagesTo(DANI.email)[0]?.text).toContain('ETD alterado de 02/11/2026 para 15/11/2026');
      expect(messagesTo(DANI.email)[0]?.text).not.toContain(DIGEST_CHANGES_MAILED_NOTE);
    });
  });

  describe('the notifications’ e-mail channel', () => {
    const T0 = new Date('2026-11-16T13:00:00Z');
    const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
    const sweepAndMail = async (now: Date) => {
      await ctx.app.notifications.runSweep(now);
      return ctx.app.followUp.runNotificationEmails(now);
    };

    it('mails a burst of news as one e-mail per user who takes it by e-mail, once the burst is over', async () => {
      await change(CP.etaPaid, { datesEta: '2026-11-20' }, T0);
      await change(CP.etaZero, { datesEta: '2026-11-19' }, at(T0, 1));
      // Bruno's company: only Bruno hears of it.
      await change(CP.foreign, { datesEta: '2026-11-20' }, T0, CAL_COMPANY.foreign);

      // The news waits a few minutes for the rest of its burst.
      expect(await sweepAndMail(at(T0, 2))).toEqual({ users: 0, emails: 0 });
      // Ana and Bruno; Carla keeps the portal's e-mails off, Dani takes none of these events by e-mail.
      expect(await ctx.app.followUp.runNotificationEmails(at(T0, 8))).toEqual({ users: 2, emails: 2 });
      await vi.waitFor(() => expect(messagesTo('ana@cliente.example')).toHaveLength(1), WAIT);
      await vi.waitFor(() => expect(messagesTo('bruno@cliente.example')).toHaveLength(1), WAIT);
      const [mail] = messagesTo('ana@cliente.example');
      expect(mail?.subject).toBe('2 novidades nos seus processos');
      expect(mail?.text).toContain(
        `${processReference('CONTA_E_ORDEM', 501)}: ETA alterado de 10/11/2026 para 20/11/2026 (10 dias depois).`,
      );
      expect(mail?.text).toContain(`${processReference('ENCOMENDA', 502)}: ETA alterado de 12/11/2026`);
      expect(mail?.text).toContain(`Abrir processo: https://portal.example/processos/${CP.etaPaid}`);
      expect(mail?.html).toContain(`href="https://portal.example/processos/${CP.etaZero}"`);
      expect(mail?.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(messagesTo(CARLA.email)).toHaveLength(0);
      expect(messagesTo(DANI.email)).toHaveLength(0);
      // Nothing left: a later round mails nothing again.
      expect(await ctx.app.followUp.runNotificationEmails(at(T0, 20))).toEqual({ users: 0, emails: 0 });
      // Administração counts what the e-mail channel sent, per company and event (Ana's two pieces).
      const stats = await readCompanyNotifications({
        db: ctx.database.db,
        companyId: CAL_COMPANY.main,
        now: at(T0, 20),
      });
      expect(stats.events.find((row) => row.event === 'PROCESS_DATE_MOVED')).toMatchObject({ email: 2 });
    });

    it('tells nobody twice: a sweep run again over every source, and a round taken again, mail nothing', async () => {
      await ctx.database.db.update(processChanges).set({ isNotificationPending: true });
      expect(await sweepAndMail(at(T0, 30))).toEqual({ users: 0, emails: 0 });
      expect(await ctx.app.followUp.runNotificationEmails(at(T0, 60))).toEqual({ users: 0, emails: 0 });
      expect(inbox.messages).toHaveLength(0);
    });

    it('holds the news through quiet hours and sends what waited at their end', async () => {
      const rules = await readNotificationSettings({ db: ctx.database.db, userId: CAL_ANA.id });
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/public/customer/notifications/settings',
        headers: await headerOf(CAL_ANA.id, [CAL_COMPANY.main, CAL_COMPANY.txtA, CAL_COMPANY.txtB]),
        payload: { ...rules, quietHours: { isOn: true, start: '22:00', end: '07:00' } },
      });
      // 23:00 in São Paulo.
      const night = new Date('2026-11-17T02:00:00Z');
      await change(CP.etaNullValue, { datesEta: '2026-11-25' }, night);
      await sweepAndMail(night);
      expect(await ctx.app.followUp.runNotificationEmails(at(night, 30))).toEqual({ users: 0, emails: 0 });
      // 07:00 in São Paulo.
      expect(await ctx.app.followUp.runNotificationEmails(new Date('2026-11-17T10:00:00Z'))).toEqual({
        users: 1,
        emails: 1,
      });
      await vi.waitFor(() => expect(messagesTo('ana@cliente.example')).toHaveLength(1), WAIT);
      expect(messagesTo('ana@cliente.example')[0]?.subject).toBe(
        `${processReference('CONTA_E_ORDEM', 506)}: ETA alterado de 18/11/2026 para 25/11/2026 (7 dias depois).`,
      );
    });

    it('sends the daily summary at 07:00, São Paulo time, with the day’s news', async () => {
      const rules = await readNotificationSettings({ db: ctx.database.db, userId: CAL_BRUNO.id });
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/public/customer/notifications/settings',
        headers: await headerOf(CAL_BRUNO.id, [CAL_COMPANY.foreign]),
        payload: { ...rules, emailFrequency: 'DAILY' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const noon = new Date('2026-11-17T15:00:00Z');
      await change(CP.foreign, { datesEta: '2026-11-28' }, noon, CAL_COMPANY.foreign);
      await sweepAndMail(noon);
      expect(await ctx.app.followUp.runNotificationEmails(at(noon, 60))).toEqual({ users: 0, emails: 0 });
      expect(await ctx.app.followUp.runNotificationEmails(new Date('2026-11-18T10:00:00Z'))).toEqual({
        users: 1,
        emails: 1,
      });
      await vi.waitFor(() => expect(messagesTo('bruno@cliente.example')).toHaveLength(1), WAIT);
      const [mail] = messagesTo('bruno@cliente.example');
      expect(mail?.subject).toMatch(
        /^Resumo do dia · PRI00\d{3}: ETA alterado de 20\/11\/2026 para 28\/11\/2026/,
      );
      expect(mail?.text).toContain('Resumo do dia: 1 novidade nos seus processos.');
    });

    it('retries an e-mail the SMTP server refused, and delivers it once', async () => {
      inbox.refuseNext(1);
      const morning = new Date('2026-11-18T13:00:00Z');
      await change(CP.etaNextMonth, { datesEta: '2026-12-06' }, morning);
      await sweepAndMail(morning);
      expect(await ctx.app.followUp.runNotificationEmails(at(morning, 6))).toEqual({ users: 1, emails: 1 });
      await vi.waitFor(() => expect(messagesTo('ana@cliente.example')).toHaveLength(1), WAIT);
      // The SMTP server holds the message a moment before the job marks its row sent.
      const lastRow = async () => {
        const [row] = await ctx.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, 'ana@cliente.example'))
          .orderBy(emailOutbox.id)
          .then((rows) => rows.slice(-1));
        return row;
      };
      await vi.waitFor(async () => expect((await lastRow())?.status).toBe('SENT'), WAIT);
      expect((await lastRow())?.attempts).toBe(2);
      expect(messagesTo('ana@cliente.example')).toHaveLength(1);
      expect(messagesTo('ana@cliente.example')[0]?.text).toContain(
        'ETA alterado de 04/12/2026 para 06/12/2026',
      );
    });
  });

  describe('unsubscribe', () => {
    it("turns the follow-up off with the List-Unsubscribe header's one-click POST, and no e-mail follows", async () => {
      const [last] = await ctx.database.db
        .select({ headers: emailOutbox.headers })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'ana@cliente.example'))
        .orderBy(emailOutbox.id)
        .then((rows) => rows.slice(-1));
      const url = new URL(/^<(.+)>$/.exec(last?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'https://x');
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: 'SUCCESS',
        message:
          'Pronto: você não receberá mais os e-mails de follow-up. Para voltar a recebê-los, ative o follow-up em Meus Dados.',
      });
      const [ana] = await ctx.database.db.select().from(users).where(eq(users.id, CAL_ANA.id));
      expect(ana?.followUp).toBe(false);
      // Her other choices stay, so turning the follow-up on again restores them.
      const rules = await readNotificationSettings({ db: ctx.database.db, userId: CAL_ANA.id });
      expect(rules).toMatchObject({ isEmailOn: false, events: { PROCESS_DATE_MOVED: { isEmail: true } } });

      const at = new Date('2026-11-19T13:00:00Z');
      await change(CP.company102, { datesEta: '2026-11-28' }, at, CAL_COMPANY.txtA);
      await ctx.app.notifications.runSweep(at);
      expect(await ctx.app.followUp.runNotificationEmails(new Date(at.getTime() + 10 * MINUTE))).toEqual({
        users: 0,
        emails: 0,
      });
      expect(await ctx.app.followUp.runWeeklyDigests(new Date('2026-11-23T10:00:00Z'))).toEqual({
        recipients: 1,
        emails: 1,
      });
      await vi.waitFor(() => expect(inbox.messages).toHaveLength(1), WAIT);
      expect(messagesTo('ana@cliente.example')).toHaveLength(0);
    });

    it('answers 404 to a token that was not signed by the portal, 400 to a malformed one', async () => {
      const forged = await ctx.app.inject({
        method: 'POST',
        url: `/api/public/follow-up/unsubscribe?token=3.${'A'.repeat(43)}`,
      });
      expect(forged.statusCode, forged.body).toBe(404);
      expect(forged.json().message).toBe(
        'Este link de cancelamento não é válido. Altere o follow-up em Meus Dados.',
      );
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/follow-up/unsubscribe?token=abc',
      });
      expect(malformed.statusCode).toBe(400);
      const [bruno] = await ctx.database.db.select().from(users).where(eq(users.id, CAL_BRUNO.id));
      expect(bruno?.followUp).toBe(true);
    });
  });
});

describe('follow-up schedules', () => {
  it('schedules the e-mail channel each minute and the digest at 07:00, São Paulo time, when FOLLOW_UP_SCHEDULES is on', async () => {
    const ctx = await createTestApp({ env: { FOLLOW_UP_SCHEDULES: 'true' } });
    try {
      const boss = await ctx.app.jobs.get();
      // With the queue up, the nightly purges of expired sign-in challenges (second factor) and of old
      // ingestion requests (back-office Integrações) are scheduled too, and the unread-message e-mail's
      // run (collaboration), which follows this switch.
      await vi.waitFor(async () => expect(await boss.getSchedules()).toHaveLength(5), WAIT);
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron, s.timezone])).toEqual(
        expect.arrayContaining([
          ['notification-emails', '* * * * *', 'America/Sao_Paulo'],
          ['follow-up-digest', '0 7 * * *', 'America/Sao_Paulo'],
          ['auth-challenges-purge', '40 3 * * *', 'America/Sao_Paulo'],
          ['ingestion-requests-purge', '50 3 * * *', 'America/Sao_Paulo'],
          ['messages-unread-email', '* * * * *', 'America/Sao_Paulo'],
        ]),
      );
    } finally {
      await ctx.close();
    }
  });
});
