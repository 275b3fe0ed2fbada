import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@pc/contract/admin-audit';
import { AUDIT_COLUMNS } from './audit-columns.tsx';

const CARLA = { kind: 'user', name: 'Carla Mendes', email: 'carla.mendes@portal.example' } as const;
const ERP = { kind: 'client', name: 'ERP Despachante', email: null } as const;
const PAMPA = { id: 12, name: 'Pampa Agroquímica' };
const AURORA = { id: 7, name: 'Aurora Têxtil' };
const PROCESS = { id: 1412, reference: 'PRI01412' };

type TCase = {
  event: Partial<TAuditEvent> & Pick<TAuditEvent, 'action'>;
  sentence: string;
  details?: string[];
};

const userSubject = (name: string | null) => ({ type: 'user', id: '31', label: name ?? '31', name });
const processSubject = {
  type: 'process',
  id: String(PROCESS.id),
  label: PROCESS.reference,
  name: PROCESS.reference,
};
const companySubject = { type: 'company', id: String(PAMPA.id), label: PAMPA.name, name: PAMPA.name };
const webhookSubject = {
  type: 'webhook',
  id: '4',
  label: 'https://erp.example/hook',
  name: 'https://erp.example/hook',
};

/** One record of every action the server records, and what the screen says of it. */
const CASES: TCase[] = [
  {
    event: {
      action: 'company.entitlements.update',
      subject: companySubject,
      before: { analytics: true, transitTime: false, delayedEtd: false, cashCalendarTxt: false },
      after: { analytics: false, transitTime: false, delayedEtd: false, cashCalendarTxt: false },
    },
    sentence: 'Carla Mendes desligou Analytics de Pampa Agroquímica.',
  },
  {
    event: {
      action: 'company.upsert',
      actor: ERP,
      subject: companySubject,
      before: null,
      after: { name: PAMPA.name, federalID: '12345678000190', analytics: true, transitTime: false },
    },
    sentence: 'A integração ERP Despachante cadastrou a empresa Pampa Agroquímica.',
    details: ['CNPJ: 12.345.678/0001-90', 'Permissões: Analytics'],
  },
  {
    event: {
      action: 'company.upsert',
      actor: ERP,
      subject: companySubject,
      before: { name: 'Pampa Ltda', transitTime: false },
      after: { name: PAMPA.name, transitTime: true },
    },
    sentence: 'A integração ERP Despachante alterou o cadastro da empresa Pampa Agroquímica.',
    details: ['Nome: Pampa Ltda → Pampa Agroquímica', 'TRANSIT TIME: desligado → ligado'],
  },
  {
    event: {
      action: 'company.notification-event',
      subject: companySubject,
      before: { event: 'PROCESS_STEP', isTurnedOff: false },
      after: { event: 'PROCESS_STEP', isTurnedOff: true },
    },
    sentence: 'Carla Mendes desligou a notificação "Mudança de etapa" para Pampa Agroquímica.',
  },
  {
    event: {
      action: 'user.upsert',
      actor: ERP,
      subject: userSubject('Bruno Lima Filho'),
      names: { users: {}, companies: { '7': AURORA.name, '12': PAMPA.name } },
      before: { name: 'Bruno Lima', companyIds: [7] },
      after: { name: 'Bruno Lima Filho', companyIds: [7, 12] },
    },
    sentence: 'A integração ERP Despachante alterou o cadastro do usuário Bruno Lima Filho.',
    details: [
      'Nome: Bruno Lima → Bruno Lima Filho',
      'Empresas: Aurora Têxtil → Aurora Têxtil e Pampa Agroquímica',
    ],
  },
  {
    event: {
      action: 'user.invite',
      subject: userSubject('Nina Prado'),
      names: { users: {}, companies: { '12': PAMPA.name } },
      before: null,
      after: { name: 'Nina Prado', email: 'nina@pampa.example', role: 'CUSTOMER', companyIds: [12] },
    },
    sentence:
      'Carla Mendes convidou Nina Prado (nina@pampa.example) como Cliente, com acesso a Pampa Agroquímica.',
  },
  {
    event: {
      action: 'user.invitation.resend',
      subject: userSubject('Nina Prado'),
      after: { email: 'nina@pampa.example' },
    },
    sentence: 'Carla Mendes reenviou o convite de Nina Prado (nina@pampa.example).',
  },
  {
    event: {
      action: 'user.deactivate',
      subject: userSubject('Nina Prado'),
      before: { isActive: true },
      after: { isActive: false },
    },
    sentence: 'Carla Mendes desativou Nina Prado.',
  },
  {
    event: {
      action: 'user.reactivate',
      subject: userSubject('Nina Prado'),
      before: { isActive: false },
      after: { isActive: true },
    },
    sentence: 'Carla Mendes reativou Nina Prado.',
  },
  {
    event: {
      action: 'user.role.update',
      subject: userSubject('Nina Prado'),
      before: { role: 'STAFF' },
      after: { role: 'ADMIN' },
    },
    sentence: 'Carla Mendes mudou o papel de Nina Prado de Equipe para Administrador.',
  },
  {
    event: {
      action: 'user.company.link',
      subject: userSubject('Nina Prado'),
      company: PAMPA,
      names: { users: {}, companies: { '7': AURORA.name, '12': PAMPA.name } },
      before: { companyIds: [7] },
      after: { companyIds: [7, 12] },
    },
    sentence: 'Carla Mendes vinculou Nina Prado a Pampa Agroquímica.',
  },
  {
    event: {
      action: 'user.company.unlink',
      subject: userSubject('Nina Prado'),
      company: PAMPA,
      names: { users: {}, companies: { '7': AURORA.name, '12': PAMPA.name } },
      before: { companyIds: [7, 12] },
      after: { companyIds: [7] },
    },
    sentence: 'Carla Mendes desvinculou Nina Prado de Pampa Agroquímica.',
  },
  {
    event: {
      action: 'user.password.reset',
      subject: userSubject('Nina Prado'),
      after: { email: 'nina@pampa.example' },
    },
    sentence: 'Carla Mendes forçou a troca de senha de Nina Prado.',
  },
  {
    event: {
      action: 'user.second-factor.reset',
      subject: userSubject(null),
      before: { hasTotp: true, passkeyCount: 2 },
      after: { hasTotp: false, passkeyCount: 0 },
    },
    sentence: 'Carla Mendes redefiniu o segundo fator de um usuário que não existe mais.',
    details: ['Removido: o aplicativo autenticador (TOTP) e 2 chaves de acesso'],
  },
  {
    event: {
      action: 'spreadsheet.import',
      subject: { type: 'spreadsheet-import', id: '9', label: 'processos.xlsx', name: 'processos.xlsx' },
      before: null,
      after: { fileName: 'processos.xlsx', created: 3, updated: 1, unchanged: 0, refused: 2 },
    },
    sentence:
      'Carla Mendes importou a planilha processos.xlsx: 3 linhas criadas, 1 atualizada, 0 sem mudança e 2 recusadas.',
  },
  {
    event: {
      action: 'spreadsheet.interrupted',
      subject: { type: 'spreadsheet-import', id: '9', label: 'processos.xlsx', name: 'processos.xlsx' },
      before: { status: 'COMMITTING' },
      after: { status: 'FAILED', fileName: 'processos.xlsx' },
    },
    sentence:
      'O reinício do servidor interrompeu a gravação da planilha processos.xlsx, enviada por Carla Mendes.',
  },
  {
    event: {
      action: 'privacy.request.create',
      subject: userSubject('Dora Prado'),
      after: { kind: 'DELETION' },
    },
    sentence: 'Carla Mendes pediu a exclusão de dados (LGPD).',
  },
  {
    event: {
      action: 'privacy.request.approve',
      subject: userSubject('Dora Prado'),
      after: { kind: 'DELETION', reason: 'Conta encerrada.' },
    },
    sentence: 'Carla Mendes atendeu o pedido de exclusão de dados de Dora Prado.',
    details: ['Motivo: Conta encerrada.'],
  },
  {
    event: {
      action: 'privacy.request.deny',
      subject: userSubject('Dora Prado'),
      after: { kind: 'CORRECTION', reason: 'Nome confere.' },
    },
    sentence: 'Carla Mendes recusou o pedido de correção de dados de Dora Prado.',
    details: ['Motivo: Nome confere.'],
  },
  {
    event: {
      action: 'privacy.user.anonymise',
      subject: userSubject('Usuário removido'),
      after: { sessions: 2, messages: 5, accessLogs: 3 },
    },
    sentence: 'Carla Mendes anonimizou os dados pessoais de um usuário (agora “Usuário removido”).',
    details: [
      'Sessões encerradas: 2',
      'Mensagens mantidas como “Usuário removido”: 5',
      'Registros de acesso sem IP: 3',
    ],
  },
  {
    event: { action: 'privacy.data.export', subject: userSubject('Carla Mendes') },
    sentence: 'Carla Mendes baixou os seus dados pessoais (LGPD).',
  },
  {
    event: {
      action: 'privacy.contacts.update',
      subject: { type: 'branding', id: '1', label: '1', name: null },
    },
    sentence: 'Carla Mendes alterou o controlador e o encarregado de dados do aviso de privacidade.',
  },
  {
    event: {
      action: 'privacy.incident.create',
      subject: { type: 'privacy-incident', id: '4', label: '4', name: null },
      after: { nature: 'Relatório enviado ao cliente errado' },
    },
    sentence: 'Carla Mendes registrou o incidente nº 4 (Relatório enviado ao cliente errado).',
  },
  {
    event: {
      action: 'privacy.incident.update',
      subject: { type: 'privacy-incident', id: '4', label: '4', name: null },
      after: { nature: 'Vazamento' },
    },
    sentence: 'Carla Mendes alterou o incidente nº 4 (Vazamento).',
  },
  {
    event: {
      action: 'retention.purge',
      actor: { kind: 'system', name: 'Sistema', email: null },
      subject: { type: 'retention', id: 'daily', label: 'daily', name: null },
      after: { accessLogs: 1, emails: 12 },
    },
    sentence: 'O sistema removeu 1 registro de acesso antigo e 12 e-mails enviados antigos.',
  },
  {
    event: {
      action: 'service-client.create',
      subject: { type: 'service-client', id: '2', label: 'ERP Pampa', name: 'ERP Pampa' },
      names: { users: {}, companies: { '12': PAMPA.name } },
      before: null,
      after: { clientId: 'erp-pampa', name: 'ERP Pampa', companyIds: [12] },
    },
    sentence: 'Carla Mendes criou o cliente de integração ERP Pampa, com acesso a Pampa Agroquímica.',
  },
  {
    event: {
      action: 'service-client.revoke',
      subject: { type: 'service-client', id: '2', label: 'ERP Pampa', name: 'ERP Pampa' },
      before: { revokedAt: null },
      after: { revokedAt: '2026-11-24T12:05:00.000Z' },
    },
    sentence: 'Carla Mendes revogou o cliente de integração ERP Pampa.',
  },
  {
    event: {
      action: 'quotation-invitation.revoke',
      subject: { type: 'quotation-invitation', id: '12:3', label: 'Oceano Azul', name: 'Oceano Azul' },
      process: PROCESS,
    },
    sentence: 'Carla Mendes revogou o convite de cotação de frete de Oceano Azul para o processo PRI01412.',
  },
  {
    event: {
      action: 'quotation-invitation.resend',
      subject: { type: 'quotation-invitation', id: '12:3', label: 'Oceano Azul', name: 'Oceano Azul' },
      process: PROCESS,
      before: { expiresAt: '2026-11-27T11:05:00.000Z' },
      after: { expiresAt: '2026-12-04T11:05:00.000Z' },
    },
    sentence:
      'Carla Mendes reenviou o convite de cotação de frete de Oceano Azul para o processo PRI01412, com um link novo válido até 04/12/2026 08:05.',
  },
  {
    event: {
      action: 'webhook.create',
      subject: webhookSubject,
      before: null,
      after: {
        url: webhookSubject.name,
        description: 'ERP',
        events: ['process.updated'],
        companyIds: null,
        isActive: true,
      },
    },
    sentence: 'Carla Mendes criou o webhook https://erp.example/hook.',
    details: [
      'Descrição: ERP',
      'Eventos: Processo atualizado (etapa, status, canal ou datas)',
      'Empresas: todas as empresas',
      'Ativo: sim',
    ],
  },
  {
    event: {
      action: 'webhook.update',
      subject: webhookSubject,
      before: { url: webhookSubject.name, isActive: true },
      after: { url: webhookSubject.name, isActive: false },
    },
    sentence: 'Carla Mendes alterou o webhook https://erp.example/hook.',
    details: ['Ativo: sim → não'],
  },
  {
    event: {
      action: 'webhook.delete',
      subject: { type: 'webhook', id: '4', label: '4', name: null },
      before: { url: 'https://old.example/hook' },
    },
    sentence: 'Carla Mendes excluiu o webhook https://old.example/hook.',
  },
  {
    event: { action: 'webhook.rotate-secret', subject: webhookSubject },
    sentence: 'Carla Mendes trocou o segredo do webhook https://erp.example/hook.',
  },
  {
    event: {
      action: 'user.webhooks-permission.update',
      subject: userSubject('Nina Prado'),
      before: { canManageWebhooks: false },
      after: { canManageWebhooks: true },
    },
    sentence: 'Carla Mendes permitiu que Nina Prado gerencie os webhooks das suas empresas.',
  },
  {
    event: {
      action: 'message.post',
      actor: { kind: 'user', name: 'Ana Souza', email: 'ana.souza@aurora.example' },
      subject: processSubject,
      process: PROCESS,
      after: { messageId: 17, authorSide: 'CUSTOMER', documentIds: [5] },
    },
    sentence: 'Ana Souza escreveu na conversa do processo PRI01412, com 1 anexo.',
  },
  {
    event: {
      action: 'message.read',
      subject: processSubject,
      process: PROCESS,
      before: { lastReadMessageId: 17 },
      after: { lastReadMessageId: 19 },
    },
    sentence: 'Carla Mendes leu as mensagens do processo PRI01412.',
  },
  {
    event: {
      action: 'message.thread.assign',
      subject: processSubject,
      process: PROCESS,
      names: { users: { '5': 'Carla Mendes' }, companies: {} },
      before: { assignedUserId: null },
      after: { assignedUserId: 5 },
    },
    sentence: 'Carla Mendes assumiu a conversa do processo PRI01412.',
  },
  {
    event: {
      action: 'message.thread.assign',
      subject: processSubject,
      process: PROCESS,
      names: { users: { '6': 'Sofia Reis' }, companies: {} },
      before: { assignedUserId: 6 },
      after: { assignedUserId: null },
    },
    sentence: 'Carla Mendes devolveu à fila a conversa do processo PRI01412 (estava com Sofia Reis).',
  },
  {
    event: {
      action: 'document.customer.send',
      actor: { kind: 'user', name: 'Ana Souza', email: 'ana.souza@aurora.example' },
      subject: { type: 'document', id: '88', label: 'fatura.pdf', name: 'fatura.pdf' },
      process: PROCESS,
      after: {
        processId: PROCESS.id,
        documentTypeName: 'Fatura comercial',
        originalFilename: 'fatura.pdf',
        sha256: 'ab12',
        isSentByCustomer: true,
        note: 'Versão assinada',
      },
    },
    sentence: 'Ana Souza enviou o documento fatura.pdf (Fatura comercial) no processo PRI01412.',
    details: ['Observação: Versão assinada'],
  },
  {
    event: {
      action: 'payment.report',
      actor: { kind: 'user', name: 'Ana Souza', email: 'ana.souza@aurora.example' },
      subject: { type: 'payment-report', id: '3', label: '3', name: null },
      process: PROCESS,
      after: { processId: PROCESS.id, target: 'NUMERARIO', paidOn: '2026-11-21', amount: 1234.56 },
    },
    sentence:
      'Ana Souza informou o pagamento do numerário no processo PRI01412: R$ 1.234,56 pago em 21/11/2026.',
  },
  {
    event: {
      action: 'payment.confirm',
      subject: { type: 'payment-report', id: '3', label: '3', name: null },
      process: PROCESS,
      before: { status: 'INFORMADO' },
      after: { status: 'CONFIRMADO' },
    },
    sentence: 'Carla Mendes confirmou o pagamento informado no processo PRI01412.',
  },
  {
    event: {
      action: 'payment.reject',
      subject: { type: 'payment-report', id: '3', label: '3', name: null },
      process: null,
      before: { status: 'INFORMADO' },
      after: { status: 'RECUSADO', reason: 'Comprovante ilegível' },
    },
    sentence: 'Carla Mendes recusou o pagamento informado em um processo que não existe mais.',
    details: ['Motivo: Comprovante ilegível'],
  },
  {
    event: {
      action: 'branding.update',
      subject: { type: 'branding', id: '1', label: '1', name: null },
      before: { portalName: null, primaryColor: '#0B5394', supportPhone: null },
      after: { portalName: 'Portal Pampa', primaryColor: '#0B5394', supportPhone: '(11) 3333-4444' },
    },
    sentence: 'Carla Mendes alterou a identidade visual do portal.',
    details: ['Nome do portal: padrão → Portal Pampa', 'Telefone de suporte: nenhum → (11) 3333-4444'],
  },
  {
    event: {
      action: 'branding.logo.update',
      subject: { type: 'branding', id: '1', label: '1', name: null },
      before: { logo: null },
      after: { logo: { mimeType: 'image/png', size: 12_288, sha256: 'ab12' } },
    },
    sentence: 'Carla Mendes enviou o logotipo do portal.',
    details: ['Arquivo: PNG, 12 KB'],
  },
  {
    event: {
      action: 'branding.logo.delete',
      subject: { type: 'branding', id: '1', label: '1', name: null },
      before: { logo: { mimeType: 'image/svg+xml', size: 900, sha256: 'ab12' } },
      after: { logo: null },
    },
    sentence: 'Carla Mendes removeu o logotipo do portal.',
  },
  {
    event: {
      action: 'process.archive',
      subject: processSubject,
      process: PROCESS,
      before: { archived: false, internal: { a: 1 } },
      after: { archived: true, internal: { a: 2 } },
    },
    sentence: 'Carla Mendes fez uma alteração no processo PRI01412.',
  },
];

const toEvent = (patch: TCase['event'], index: number): TAuditEvent => ({
  id: index + 1,
  at: '2026-11-24T12:05:00.000Z',
  actor: CARLA,
  actionLabel: '',
  subject: companySubject,
  company: PAMPA,
  process: null,
  names: { users: {}, companies: {} },
  before: null,
  after: null,
  ip: '203.0.113.9',
  ...patch,
});

const whatColumn = AUDIT_COLUMNS.find((column) => column.id === 'what');

const renderWhat = (event: TAuditEvent) => {
  if (!whatColumn?.render) throw new Error('no "O que aconteceu" column');
  return render(<div data-testid="cell">{whatColumn.render(event)}</div>);
};

/** Auditoria in words: each record one pt-BR sentence with names and references, never keys or ids. */
describe('Auditoria: the "O que aconteceu" column', () => {
  it('covers every action the server records', () => {
    const covered = new Set(CASES.map((item) => item.event.action));
    for (const action of Object.keys(AUDIT_ACTION_LABELS)) expect(covered).toContain(action);
  });

  it.each(CASES.map((item, index) => [item.event.action, item, index] as const))(
    'says %s in words',
    (_, { event, sentence, details = [] }, index) => {
      const audit = toEvent(event, index);
      const { unmount } = renderWhat(audit);
      const cell = screen.getByTestId('cell');
      expect(within(cell).getByText(sentence)).toBeTruthy();
      const lines = within(cell)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
      expect(lines).toEqual(details);
      // No record's keys, ids or JSON reach the screen.
      expect(cell.textContent).not.toMatch(/[{}]|Id\b|Ids\b|sha256|authorSide|lastRead|_/);
      expect(cell.textContent).not.toMatch(new RegExp(`\\b${PROCESS.id}\\b`));
      unmount();
    },
  );

  it('says under the sentence who exactly acted: the e-mail, or the integration', () => {
    const { unmount } = renderWhat(toEvent(CASES[0]?.event ?? { action: 'x' }, 0));
    expect(screen.getByText(CARLA.email)).toBeTruthy();
    unmount();
    renderWhat(toEvent(CASES[1]?.event ?? { action: 'x' }, 1));
    expect(screen.getByText('Integração')).toBeTruthy();
  });
});
