import { describe, expect, it } from 'vitest';
import {
  confirmPaymentQuestion,
  linkCompanyQuestion,
  REMOVE_LOGO_QUESTION,
  staffSecondFactorQuestion,
} from './admin-confirmations.ts';

describe('the back-office confirmations name what they touch and what follows', () => {
  it('Vincular: the user, the company, and what the user starts to see', () => {
    expect(linkCompanyQuestion({ name: 'Nina Prado' }, { name: 'Pampa Agroquímica' }).message).toBe(
      'Vincular Nina Prado a Pampa Agroquímica: Nina Prado passa a ver os processos, documentos e valores de Pampa Agroquímica no próximo acesso.',
    );
  });

  it('the staff’s second factor: who is affected, each way', () => {
    expect(staffSecondFactorQuestion(true)).toMatchObject({
      title: 'Exigir segundo fator?',
      confirmLabel: 'Exigir segundo fator',
    });
    expect(staffSecondFactorQuestion(true).message).toContain('equipe e dos administradores');
    expect(staffSecondFactorQuestion(false).message).toContain('volta a entrar só com a senha');
  });

  it('the logo: what shows instead', () => {
    expect(REMOVE_LOGO_QUESTION.message).toContain('as iniciais do nome do portal');
  });

  it('a payment: what, which process and company, how much, and that it stays', () => {
    const message = confirmPaymentQuestion({
      target: 'NUMERARIO',
      invoiceNumber: null,
      parcel: null,
      reference: 'PRI00042',
      companyName: 'Pampa Agroquímica',
      amount: 1234.56,
    }).message;
    expect(message).toMatch(
      /^Confirmar o pagamento de Numerário do processo PRI00042 \(Pampa Agroquímica\), R\$\s1\.234,56:/,
    );
    expect(message).toContain('A confirmação não pode ser desfeita.');
  });
});
