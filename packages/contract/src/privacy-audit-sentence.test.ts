import { describe, expect, it } from 'vitest';
import type { TAuditEvent } from './admin-audit.ts';
import { describeAuditEvent } from './admin-audit-sentence.ts';
import {
  PRIVACY_INCIDENT_CREATE_ACTION,
  PRIVACY_REQUEST_DENY_ACTION,
  PRIVACY_USER_ANONYMISE_ACTION,
  RETENTION_PURGE_ACTION,
} from './privacy.ts';

const event = (patch: Partial<TAuditEvent>): TAuditEvent => ({
  id: 1,
  at: '2026-11-24T12:05:00.000Z',
  actor: { kind: 'user', name: 'Carla Mendes', email: 'carla@portal.example' },
  action: '',
  actionLabel: '',
  subject: { type: 'user', id: '20', label: 'Dora Prado', name: 'Dora Prado' },
  company: null,
  process: null,
  names: { users: {}, companies: {} },
  before: null,
  after: null,
  ip: null,
  ...patch,
});

describe('the LGPD actions in Auditoria', () => {
  it('says a denied request with its reason', () => {
    expect(
      describeAuditEvent(
        event({
          action: PRIVACY_REQUEST_DENY_ACTION,
          after: { kind: 'CORRECTION', reason: 'Nome confere.' },
        }),
      ),
    ).toEqual({
      sentence: 'Carla Mendes recusou o pedido de correção de dados de Dora Prado.',
      details: ['Motivo: Nome confere.'],
    });
  });

  it('says an anonymisation with its counts, never the person’s former name', () => {
    const described = describeAuditEvent(
      event({
        action: PRIVACY_USER_ANONYMISE_ACTION,
        subject: { type: 'user', id: '20', label: 'Usuário removido', name: 'Usuário removido' },
        after: { sessions: 2, messages: 5, accessLogs: 3 },
      }),
    );
    expect(described.sentence).toBe(
      'Carla Mendes anonimizou os dados pessoais de um usuário (agora “Usuário removido”).',
    );
    expect(described.details).toContain('Mensagens mantidas como “Usuário removido”: 5');
  });

  it('says the system’s daily purge with its counts', () => {
    expect(
      describeAuditEvent(
        event({
          action: RETENTION_PURGE_ACTION,
          actor: { kind: 'system', name: 'Sistema', email: null },
          after: { accessLogs: 1, emails: 12 },
        }),
      ).sentence,
    ).toBe('O sistema removeu 1 registro de acesso antigo e 12 e-mails enviados antigos.');
  });

  it('names an incident by its number and nature', () => {
    expect(
      describeAuditEvent(
        event({
          action: PRIVACY_INCIDENT_CREATE_ACTION,
          subject: { type: 'privacy-incident', id: '4', label: '4', name: null },
          after: { nature: 'Relatório enviado ao cliente errado' },
        }),
      ).sentence,
    ).toBe('Carla Mendes registrou o incidente nº 4 (Relatório enviado ao cliente errado).');
  });
});
