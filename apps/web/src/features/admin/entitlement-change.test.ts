import { describe, expect, it } from 'vitest';
import type { TAdminCompany } from '@pc/contract/admin-companies';
import { entitlementsWith } from '../../test/make-company.ts';
import { entitlementChangeQuestion, entitlementSavedMessage } from './entitlement-change.ts';

const PAMPA: TAdminCompany = {
  id: 12,
  name: 'Pampa Agroquímica',
  federalID: '12345678000190',
  isCustomer: true,
  isCustomBroker: false,
  userCount: 4,
  processCount: 92,
  lastDataAt: null,
  entitlements: entitlementsWith('analytics'),
};

describe('the confirmation of an entitlement switch', () => {
  it('names the company, its CNPJ and what its users lose', () => {
    expect(entitlementChangeQuestion({ company: PAMPA, entitlement: 'analytics', isOn: false })).toEqual({
      title: 'Desligar Analytics?',
      message:
        'Desligar Analytics de Pampa Agroquímica: 4 usuários perdem o acesso à tela Análise Operacional. CNPJ 12.345.678/0001-90, 92 processos. Vale na próxima ação de cada usuário.',
      confirmLabel: 'Desligar Analytics',
    });
  });

  it('says what they gain, in the singular for one user and for none', () => {
    const one = { ...PAMPA, userCount: 1, processCount: 1 };
    expect(entitlementChangeQuestion({ company: one, entitlement: 'transitTime', isOn: true }).message).toBe(
      'Ligar TRANSIT TIME para Pampa Agroquímica: 1 usuário passa a ver a aba TRANSIT TIME da Home. CNPJ 12.345.678/0001-90, 1 processo. Vale na próxima ação de cada usuário.',
    );
    const none = { ...PAMPA, userCount: 0 };
    expect(
      entitlementChangeQuestion({ company: none, entitlement: 'cashCalendarTxt', isOn: false }).message,
    ).toMatch(
      /^Desligar Exportação TXT de Pampa Agroquímica: nenhum usuário deixa de exportar o calendário financeiro em TXT\./,
    );
    expect(
      entitlementChangeQuestion({ company: PAMPA, entitlement: 'delayedEtd', isOn: true }).message,
    ).toMatch(/: 4 usuários passam a ver o card ETD Atrasados da Home\./);
  });

  it('says in the toast what changed, for which company', () => {
    expect(entitlementSavedMessage({ company: PAMPA, entitlement: 'analytics', isOn: false })).toBe(
      'Analytics desligado de Pampa Agroquímica.',
    );
    expect(entitlementSavedMessage({ company: PAMPA, entitlement: 'analytics', isOn: true })).toBe(
      'Analytics ligado para Pampa Agroquímica.',
    );
  });
});
