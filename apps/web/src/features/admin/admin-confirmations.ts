import type { TPaymentReport } from '@pc/contract/payment-reports';
import { USER_ROLE_LABELS } from '@pc/contract/admin-users';
import type { TUserRole } from '@pc/contract/user';
import { formatBRL, orNI } from '../../lib/format.ts';
import { paymentTargetLabel } from '../../lib/payment-report.ts';

// The back-office's consequential one-click actions ask first. Each question names who or what
// the action touches and what follows from it; the confirm button repeats the action.

export type TConfirmation = { title: string; message: string; confirmLabel: string };

/** What a role lets its holder do, said when a role is given. */
const ROLE_CONSEQUENCES: Readonly<Record<TUserRole, string>> = {
  CUSTOMER: 'passa a ver só as empresas vinculadas',
  STAFF: 'passa a ver todas as empresas e a atender as conversas, sem alterar permissões nem usuários',
  ADMIN: 'passa a alterar permissões, usuários, integrações e a identidade visual de todas as empresas',
};

export const roleChangeQuestion = (
  user: { name: string; role: TUserRole },
  role: TUserRole,
): TConfirmation => ({
  title: 'Mudar o papel?',
  message: `Mudar o papel de ${user.name} de ${USER_ROLE_LABELS[user.role]} para ${USER_ROLE_LABELS[role]}: ${user.name} ${ROLE_CONSEQUENCES[role]}. Vale na próxima ação.`,
  confirmLabel: `Mudar para ${USER_ROLE_LABELS[role]}`,
});

export const unlinkCompanyQuestion = (user: { name: string }, company: { name: string }): TConfirmation => ({
  title: 'Desvincular empresa?',
  message: `Desvincular ${user.name} de ${company.name}: ${user.name} deixa de ver os processos, documentos e valores de ${company.name} na próxima ação.`,
  confirmLabel: 'Desvincular',
});

export const linkCompanyQuestion = (user: { name: string }, company: { name: string }): TConfirmation => ({
  title: 'Vincular empresa?',
  message: `Vincular ${user.name} a ${company.name}: ${user.name} passa a ver os processos, documentos e valores de ${company.name} no próximo acesso.`,
  confirmLabel: 'Vincular',
});

export const webhooksPermissionQuestion = (user: { name: string }, canManage: boolean): TConfirmation =>
  canManage
    ? {
        title: 'Permitir webhooks?',
        message: `Permitir que ${user.name} gerencie webhooks: ${user.name} passa a criar webhooks que enviam os dados das suas empresas a endereços fora do portal.`,
        confirmLabel: 'Permitir',
      }
    : {
        title: 'Retirar a permissão de webhooks?',
        message: `Retirar de ${user.name} a permissão de gerenciar webhooks: ${user.name} deixa de criar, alterar e excluir os webhooks das suas empresas.`,
        confirmLabel: 'Retirar permissão',
      };

export const staffSecondFactorQuestion = (isRequired: boolean): TConfirmation =>
  isRequired
    ? {
        title: 'Exigir segundo fator?',
        message:
          'Exigir segundo fator da equipe e dos administradores: todos passam a entrar com aplicativo autenticador ou chave de acesso; quem ainda não tem cadastra um no próximo acesso.',
        confirmLabel: 'Exigir segundo fator',
      }
    : {
        title: 'Deixar de exigir o segundo fator?',
        message:
          'Deixar de exigir o segundo fator da equipe e dos administradores: quem não cadastrou um volta a entrar só com a senha.',
        confirmLabel: 'Deixar de exigir',
      };

export const REMOVE_LOGO_QUESTION: TConfirmation = {
  title: 'Remover o logotipo?',
  message:
    'Remover o logotipo do portal: as telas, a página de entrada e os e-mails passam a mostrar as iniciais do nome do portal.',
  confirmLabel: 'Remover logotipo',
};

export const confirmPaymentQuestion = (
  report: Pick<
    TPaymentReport,
    'target' | 'invoiceNumber' | 'parcel' | 'reference' | 'companyName' | 'amount'
  >,
): TConfirmation => ({
  title: 'Confirmar o pagamento?',
  message: `Confirmar o pagamento de ${paymentTargetLabel(report)} do processo ${report.reference} (${report.companyName}), ${orNI(formatBRL(report.amount))}: passa a constar como pago e o cliente vê a confirmação na conversa do processo. A confirmação não pode ser desfeita.`,
  confirmLabel: 'Confirmar pagamento',
});
