import { describe, expect, it } from 'vitest';
import { dueNewsOf, storageNewsOf } from './due-sweep.ts';
import { notificationText } from './notification-text.ts';

describe('payments falling due, in words', () => {
  it('says today, tomorrow or in how many days, and overdue, for a numerário and an instalment', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    const items = [
      { day: '2026-12-03', key: 'num:3:1', item: { kind: 'NUMERARIO' } as const },
      { day: '2026-12-04', key: 'num:3:2', item: { kind: 'NUMERARIO' } as const },
      {
        day: '2026-12-10',
        key: 'parcela:3:9',
        item: { kind: 'PARCELA', parcel: 2, invoiceNumber: 'INV-7' } as const,
      },
      {
        day: '2026-12-01',
        key: 'parcela:3:8',
        item: { kind: 'PARCELA', parcel: 1, invoiceNumber: 'INV-7' } as const,
      },
    ].map((item) => ({ ...item, companyId: 3, processId: 42 }));
    const news = dueNewsOf(items, '2026-12-03', now);
    expect(news.map((item) => notificationText('PRI00042', item.facts))).toEqual([
      'PRI00042: numerário vence hoje (03/12/2026).',
      'PRI00042: numerário vence amanhã (04/12/2026).',
      'PRI00042: parcela 2 da invoice INV-7 vence em 7 dias (10/12/2026).',
      'PRI00042: parcela 1 da invoice INV-7 venceu em 01/12/2026 e não consta como pago.',
    ]);
    // Once per item and due day: a day that moves is news again.
    expect(news.map((item) => item.sourceKey)).toEqual([
      'due:num:3:1:2026-12-03',
      'due:num:3:2:2026-12-04',
      'due:parcela:3:9:2026-12-10',
      'overdue:parcela:3:8:2026-12-01',
    ]);
  });
});

describe('storage periods about to change, in words', () => {
  it('names the next period and when it starts, once per process and period', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    const changes = [
      { companyId: 3, processId: 42, period: 1, changeDay: '2026-12-03' },
      { companyId: 3, processId: 43, period: 2, changeDay: '2026-12-04' },
      { companyId: 3, processId: 44, period: 3, changeDay: '2026-12-06' },
    ];
    const news = storageNewsOf(changes, '2026-12-03', now);
    expect(news.map((item) => notificationText('PRI00042', item.facts))).toEqual([
      'PRI00042: a armazenagem passa ao 2º período hoje (03/12/2026).',
      'PRI00042: a armazenagem passa ao 3º período amanhã (04/12/2026).',
      'PRI00042: a armazenagem passa ao 4º período em 3 dias (06/12/2026).',
    ]);
    expect(news.map((item) => item.sourceKey)).toEqual([
      'storage:3:42:2026-12-03',
      'storage:3:43:2026-12-04',
      'storage:3:44:2026-12-06',
    ]);
  });
});
