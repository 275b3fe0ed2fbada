import { ENTITLEMENT_LABELS, type TAdminCompany } from '@pc/contract/admin-companies';
import type { TEntitlement } from '@pc/contract/entitlements';
import { formatCnpj, formatNumber } from '../../lib/format.ts';

/** A switch an admin pressed, waiting for the confirmation. */
export type TEntitlementChange = { company: TAdminCompany; entitlement: TEntitlement; isOn: boolean };

/** What the company's users gain or lose, as [one user, several users]. */
const CONSEQUENCES: Readonly<Record<TEntitlement, { on: [string, string]; off: [string, string] }>> = {
  analytics: {
    on: ['passa a ver a tela Análise Operacional', 'passam a ver a tela Análise Operacional'],
    off: ['perde o acesso à tela Análise Operacional', 'perdem o acesso à tela Análise Operacional'],
  },
  transitTime: {
    on: ['passa a ver a aba TRANSIT TIME da Home', 'passam a ver a aba TRANSIT TIME da Home'],
    off: ['deixa de ver a aba TRANSIT TIME da Home', 'deixam de ver a aba TRANSIT TIME da Home'],
  },
  delayedEtd: {
    on: ['passa a ver o card ETD Atrasados da Home', 'passam a ver o card ETD Atrasados da Home'],
    off: ['deixa de ver o card ETD Atrasados da Home', 'deixam de ver o card ETD Atrasados da Home'],
  },
  cashCalendarTxt: {
    on: [
      'passa a exportar o calendário financeiro em TXT',
      'passam a exportar o calendário financeiro em TXT',
    ],
    off: [
      'deixa de exportar o calendário financeiro em TXT',
      'deixam de exportar o calendário financeiro em TXT',
    ],
  },
  landedCost: {
    on: ['passa a ver o custo de nacionalização', 'passam a ver o custo de nacionalização'],
    off: ['deixa de ver o custo de nacionalização', 'deixam de ver o custo de nacionalização'],
  },
};

/** '4 usuários perdem o acesso à tela Análise Operacional' (one: singular; none: 'nenhum usuário …'). */
const usersConsequence = ({ company, entitlement, isOn }: TEntitlementChange): string => {
  const [one, several] = CONSEQUENCES[entitlement][isOn ? 'on' : 'off'];
  if (company.userCount === 0) return `nenhum usuário ${one}`;
  if (company.userCount === 1) return `1 usuário ${one}`;
  return `${formatNumber(company.userCount)} usuários ${several}`;
};

/**
 * The confirmation of a switch: the company by name and CNPJ (two companies may share a search) and
 * what its users gain or lose: 'Desligar Analytics de Pampa Agroquímica: 4 usuários perdem o acesso
 * à tela Análise Operacional.'
 */
export const entitlementChangeQuestion = (change: TEntitlementChange) => {
  const { company, entitlement, isOn } = change;
  const label = ENTITLEMENT_LABELS[entitlement];
  const verb = isOn ? 'Ligar' : 'Desligar';
  const processes =
    company.processCount === 1 ? '1 processo' : `${formatNumber(company.processCount)} processos`;
  return {
    title: `${verb} ${label}?`,
    message: `${verb} ${label} ${isOn ? 'para' : 'de'} ${company.name}: ${usersConsequence(change)}. CNPJ ${formatCnpj(company.federalID)}, ${processes}. Vale na próxima ação de cada usuário.`,
    confirmLabel: `${verb} ${label}`,
  };
};

/** The toast of a saved switch: what changed, for which company. */
export const entitlementSavedMessage = ({ company, entitlement, isOn }: TEntitlementChange): string =>
  `${ENTITLEMENT_LABELS[entitlement]} ${isOn ? 'ligado para' : 'desligado de'} ${company.name}.`;
