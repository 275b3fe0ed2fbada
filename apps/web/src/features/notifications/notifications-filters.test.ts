import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  notificationsPagePath,
  readFilters,
  toNotificationsQuery,
  withFilters,
} from './notifications-filters.ts';

describe('the notifications page’s address', () => {
  it('reads what it cannot mean as the default', () => {
    expect(readFilters(new URLSearchParams('mostrar=lidas&pagina=0&empresas=abc,0&eventos=X'))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('writes only what differs from the default, and keeps the process modal’s parameters', () => {
    const params = withFilters(new URLSearchParams('processo=42&abaProcesso=mensagens&pagina=3'), {
      view: 'nao-lidas',
      events: ['PROCESS_CHANNEL'],
      companyIds: [],
      search: ' PRI00042 ',
      page: 1,
    });
    expect(params.toString()).toBe(
      'processo=42&abaProcesso=mensagens&mostrar=nao-lidas&eventos=PROCESS_CHANNEL&busca=PRI00042',
    );
    expect(readFilters(params)).toEqual({
      view: 'nao-lidas',
      events: ['PROCESS_CHANNEL'],
      companyIds: [],
      search: 'PRI00042',
      page: 1,
    });
  });

  it('builds the page’s path for the panel’s Ver todas', () => {
    expect(notificationsPagePath({})).toBe('/notificacoes');
    expect(notificationsPagePath({ view: 'nao-lidas' })).toBe('/notificacoes?mostrar=nao-lidas');
  });

  it('asks for every company of the user when none of the chosen is still theirs', () => {
    expect(toNotificationsQuery({ ...DEFAULT_FILTERS, companyIds: [999] }, [7, 8])).toEqual({
      page: '1',
      size: '20',
    });
  });
});
