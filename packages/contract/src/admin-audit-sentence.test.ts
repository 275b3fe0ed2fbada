import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, type TAuditEvent } from './admin-audit.ts';
import { AUDIT_DESCRIBERS, describeAuditEvent } from './admin-audit-sentence.ts';

const event = (patch: Partial<TAuditEvent>): TAuditEvent => ({
  id: 1,
  at: '2026-11-24T12:05:00.000Z',
  actor: { kind: 'user', name: 'Carla Mendes', email: 'carla@portal.example' },
  action: 'company.entitlements.update',
  actionLabel: '',
  subject: { type: 'company', id: '7', label: 'Pampa Agroquímica', name: 'Pampa Agroquímica' },
  company: { id: 7, name: 'Pampa Agroquímica' },
  process: null,
  names: { users: {}, companies: {} },
  before: null,
  after: null,
  ip: null,
  ...patch,
});

describe('describeAuditEvent', () => {
  it('has words for every action the server records', () => {
    for (const action of Object.keys(AUDIT_ACTION_LABELS)) expect(AUDIT_DESCRIBERS).toHaveProperty([action]);
  });

  it('says an unknown action in a sentence with the values it has words for, never raw keys or JSON', () => {
    const described = describeAuditEvent(
      event({
        action: 'company.merge',
        process: { id: 1412, reference: 'PRI01412' },
        before: { name: 'Pampa', internalKey: { a: 1 } },
        after: { name: 'Pampa Agroquímica', internalKey: { a: 2 } },
      }),
    );
    expect(described).toEqual({
      sentence: 'Carla Mendes fez uma alteração no processo PRI01412.',
      details: ['Nome: Pampa → Pampa Agroquímica'],
    });
  });

  it('says which phase of which spreadsheet a restart interrupted, and who sent it', () => {
    const interrupted = (status: string) =>
      describeAuditEvent(
        event({
          action: 'spreadsheet.interrupted',
          subject: { type: 'spreadsheet-import', id: '4', label: '4', name: null },
          company: null,
          before: { status },
          after: { status: 'FAILED', fileName: 'processos.xlsx' },
        }),
      ).sentence;
    expect(interrupted('COMMITTING')).toBe(
      'O reinício do servidor interrompeu a gravação da planilha processos.xlsx, enviada por Carla Mendes.',
    );
    expect(interrupted('PREVIEWING')).toBe(
      'O reinício do servidor interrompeu a análise da planilha processos.xlsx, enviada por Carla Mendes.',
    );
  });

  it('ends a sentence once when the name ends in a period', () => {
    const subject = { type: 'company', id: '7', label: 'Aurora S.A.', name: 'Aurora S.A.' };
    expect(
      describeAuditEvent(event({ subject, before: { analytics: true }, after: { analytics: false } }))
        .sentence,
    ).toBe('Carla Mendes desligou Analytics de Aurora S.A.');
  });

  it('names the integration and the system as the ones who acted', () => {
    const revoke = {
      action: 'service-client.revoke',
      subject: { type: 'service-client', id: '2', label: 'ERP', name: 'ERP' },
    };
    expect(
      describeAuditEvent(event({ ...revoke, actor: { kind: 'client', name: 'ERP', email: null } })).sentence,
    ).toBe('A integração ERP revogou o cliente de integração ERP.');
    expect(
      describeAuditEvent(event({ ...revoke, actor: { kind: 'system', name: 'Sistema', email: null } }))
        .sentence,
    ).toBe('O sistema revogou o cliente de integração ERP.');
  });
});

describe('the values under a sentence', () => {
  it('shows an instant as São Paulo day and minute, as the back-office shows times', () => {
    const resend = event({
      action: 'quotation-invitation.resend',
      subject: { type: 'quotation-invitation', id: '7:3', label: 'Oceano', name: 'Oceano' },
      process: { id: 42, reference: 'PRI00042' },
      before: { expiresAt: '2026-11-27T11:05:00.000Z' },
      after: { expiresAt: '2026-12-04T02:30:59.999Z' },
    });
    expect(describeAuditEvent(resend).sentence).toMatch(/válido até 03\/12\/2026 23:30\.$/);
  });

  it('leaves a text that only starts like a date as it is', () => {
    const created = event({
      action: 'user.upsert',
      subject: { type: 'user', id: '3', label: 'Nova', name: 'Nova' },
      before: null,
      after: { name: '2026-11-27 Importadora' },
    });
    expect(describeAuditEvent(created).details).toEqual(['Nome: 2026-11-27 Importadora']);
  });
});
