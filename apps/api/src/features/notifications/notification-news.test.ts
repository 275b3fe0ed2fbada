import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@pc/contract/notifications';
import { settingsOf } from '../../core/notifications/notification-settings.ts';
import { newsOfOutboxEvent, newsOfTrailRow, wantsEmail, wantsInPortal } from './notification-news.ts';
import { notificationText, quoteOf } from './notification-text.ts';

const STEPS = new Map([[3, 'Desembaraço']]);
const at = new Date('2026-03-02T12:00:00Z');
const row = (field: string, oldValue: string | null, newValue: string | null) => ({
  companyId: 3,
  id: 9,
  processId: 101,
  field,
  oldValue,
  newValue,
  changedAt: at,
});

describe('news of the change trail', () => {
  it('tells a move of an ETA or ETD in days, signed, and not a date first informed or removed', () => {
    expect(newsOfTrailRow(row('datesEta', '2026-03-10', '2026-03-09'), STEPS)?.facts).toEqual({
      event: 'PROCESS_DATE_MOVED',
      field: 'datesEta',
      from: '2026-03-10',
      to: '2026-03-09',
      days: -1,
    });
    expect(newsOfTrailRow(row('datesEtd', null, '2026-03-09'), STEPS)).toBeNull();
    expect(newsOfTrailRow(row('datesEtd', '2026-03-09', null), STEPS)).toBeNull();
    expect(newsOfTrailRow(row('datesArrivalDate', '2026-03-01', '2026-03-09'), STEPS)).toBeNull();
  });

  it('tells the channels that hold cargo, a first clearance, and a step by its name', () => {
    expect(newsOfTrailRow(row('duimpChannel', null, 'AMARELO'), STEPS)?.facts).toEqual({
      event: 'PROCESS_CHANNEL',
      declaration: 'DUIMP',
      channel: 'AMARELO',
    });
    expect(newsOfTrailRow(row('diChannel', null, 'VERDE'), STEPS)).toBeNull();
    expect(newsOfTrailRow(row('diResourcefulnessDate', '2026-03-01', '2026-03-02'), STEPS)).toBeNull();
    expect(newsOfTrailRow(row('stepId', '2', '3'), STEPS)?.sourceKey).toBe('trail:3:9');
    expect(newsOfTrailRow(row('stepId', '2', '99'), STEPS)).toBeNull();
  });
});

describe('news of the outbox', () => {
  const event = (type: string, data: Record<string, unknown>) => ({
    id: 5,
    type,
    companyId: 3,
    data: { companyId: 3, processId: 101, reference: 'PRI00042', ...data },
    occurredAt: at,
  });
  const message = {
    messageId: 1,
    author: 'Equipe',
    documentIds: [],
    postedAt: at.toISOString(),
    text: 'Olá',
  };

  it('tells only what the broker’s side did', () => {
    expect(
      newsOfOutboxEvent(
        event('message.posted', { ...message, authorSide: 'BROKER', kind: 'TEXT' }),
        () => false,
      )?.facts.event,
    ).toBe('MESSAGE_RECEIVED');
    expect(
      newsOfOutboxEvent(
        event('message.posted', { ...message, authorSide: 'CUSTOMER', kind: 'TEXT' }),
        () => false,
      ),
    ).toBeNull();
    expect(
      newsOfOutboxEvent(
        event('message.posted', { ...message, authorSide: 'BROKER', kind: 'DOCUMENT_SENT' }),
        () => false,
      ),
    ).toBeNull();
    const document = {
      documentId: 7,
      documentType: 'BL/AWB',
      fileName: 'bl.pdf',
      isCashRequest: false,
      createdAt: at.toISOString(),
    };
    expect(newsOfOutboxEvent(event('document.added', document), () => true)).toBeNull();
    expect(newsOfOutboxEvent(event('document.added', document), () => false)?.sourceKey).toBe('event:5');
    expect(newsOfOutboxEvent(event('quotation.approved', {}), () => false)).toBeNull();
    const requirement = {
      number: '26BR00016589107',
      version: 1,
      agency: 'MAPA',
      text: 'Apresentar o certificado fitossanitário original.',
      openedOn: '2026-11-25',
      dueOn: null,
      answeredOn: null,
      lpcoNumber: 'I2600012345',
    };
    expect(newsOfOutboxEvent(event('lpco.requirement_opened', requirement), () => false)?.facts).toEqual({
      event: 'LPCO_REQUIREMENT',
      agency: 'Ministério da Agricultura (MAPA)',
      lpcoNumber: 'I2600012345',
      text: 'Apresentar o certificado fitossanitário original.',
    });
    // Sent already answered: history, not news.
    expect(
      newsOfOutboxEvent(
        event('lpco.requirement_opened', { ...requirement, answeredOn: '2026-11-26' }),
        () => false,
      ),
    ).toBeNull();
    expect(
      newsOfOutboxEvent({ ...event('message.posted', message), companyId: null }, () => false),
    ).toBeNull();
  });
});

describe('rules and sentences', () => {
  it('reads saved rules that no longer parse as the defaults, and applies the move threshold', () => {
    expect(settingsOf({ events: {} })).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const news = newsOfTrailRow(row('datesEta', '2026-03-10', '2026-03-11'), STEPS);
    if (!news) throw new Error('no news');
    expect(wantsInPortal(DEFAULT_NOTIFICATION_SETTINGS, news)).toBe(false);
    expect(wantsInPortal({ ...DEFAULT_NOTIFICATION_SETTINGS, dateShiftDays: 1 }, news)).toBe(true);
    expect(
      wantsInPortal({ ...DEFAULT_NOTIFICATION_SETTINGS, dateShiftDays: 1, mutedCompanyIds: [3] }, news),
    ).toBe(false);
  });

  it('reads an event missing from saved rules (one added since) as its default, keeping the rest', () => {
    const { PAYMENT_DUE: _added, ...events } = DEFAULT_NOTIFICATION_SETTINGS.events;
    const saved = { ...DEFAULT_NOTIFICATION_SETTINGS, events, dateShiftDays: 9 };
    expect(settingsOf(saved)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      dateShiftDays: 9,
      events: { ...events, PAYMENT_DUE: { isInPortal: true, isPush: true, isEmail: false } },
    });
  });

  it('mails news the rules want by e-mail, but never a message: the unread-message e-mail tells it', () => {
    const news = newsOfTrailRow(row('datesEta', '2026-03-10', '2026-03-20'), STEPS);
    if (!news) throw new Error('no news');
    const withEmail = (event: 'PROCESS_DATE_MOVED' | 'MESSAGE_RECEIVED') => ({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: {
        ...DEFAULT_NOTIFICATION_SETTINGS.events,
        [event]: { isInPortal: true, isPush: true, isEmail: true },
      },
    });
    expect(wantsEmail(DEFAULT_NOTIFICATION_SETTINGS, news)).toBe(false);
    expect(wantsEmail(withEmail('PROCESS_DATE_MOVED'), news)).toBe(true);
    expect(wantsEmail({ ...withEmail('PROCESS_DATE_MOVED'), mutedCompanyIds: [3] }, news)).toBe(false);
    const message = {
      ...news,
      facts: { event: 'MESSAGE_RECEIVED' as const, text: 'Olá' },
    };
    expect(DEFAULT_NOTIFICATION_SETTINGS.events.MESSAGE_RECEIVED.isEmail).toBe(true);
    expect(wantsEmail(withEmail('MESSAGE_RECEIVED'), message)).toBe(false);
  });

  it('writes one day in the singular and quotes a message on one line, cut at a word', () => {
    expect(
      notificationText('PRI00042', {
        event: 'PROCESS_DATE_MOVED',
        field: 'datesEtd',
        from: '2026-03-10',
        to: '2026-03-11',
        days: 1,
      }),
    ).toBe('PRI00042: ETD alterado de 10/03/2026 para 11/03/2026 (1 dia depois).');
    expect(notificationText('PRI00042', { event: 'QUOTATION_RECEIVED', forwarderName: null })).toBe(
      'PRI00042: cotação de frete recebida.',
    );
    expect(
      notificationText('PRI00042', {
        event: 'LPCO_REQUIREMENT',
        agency: 'Anvisa',
        lpcoNumber: 'I2600012346',
        text: 'Apresentar a licença sanitária.',
      }),
    ).toBe('PRI00042: exigência (Anvisa) no LPCO I2600012346: “Apresentar a licença sanitária.”');
    expect(
      notificationText('PRI00042', {
        event: 'LPCO_REQUIREMENT',
        agency: 'Receita Federal',
        lpcoNumber: null,
        text: 'Retificar o peso líquido.',
      }),
    ).toBe('PRI00042: exigência (Receita Federal) na DUIMP: “Retificar o peso líquido.”');
    expect(quoteOf('  linha um\n\nlinha dois  ')).toBe('linha um linha dois');
    expect(quoteOf(`${'palavra '.repeat(20)}fim`)).toMatch(/^palavra( palavra)*…$/);
    expect(quoteOf('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
  });
});
