import { describe, expect, it } from 'vitest';
import { buildDecisionEmail } from './quotation-decision-email.ts';

const facts = {
  to: 'fletes@maraberto.example',
  person: 'Lucía Fernández',
  reference: 'PRI00042',
  companyName: 'AURORA IMPORTAÇÃO LTDA',
};

describe('the decision e-mail to a forwarder, in the language of their link', () => {
  it('is Portuguese by default, with the justification of a rejection', () => {
    const email = buildDecisionEmail({ ...facts, kind: 'rejected', reason: 'Transit time longo demais.' });
    expect(email.subject).toBe('Cotação não aprovada · Processo PRI00042');
    expect(email.text).toContain('Olá, Lucía!');
    expect(email.text).toContain(
      'AURORA IMPORTAÇÃO LTDA não aprovou a sua cotação de frete para o processo PRI00042.',
    );
    expect(email.text).toContain('Justificativa: Transit time longo demais.');
  });

  it('writes Spanish and English, quoting the customer’s words as written', () => {
    const spanish = buildDecisionEmail({
      ...facts,
      kind: 'rejected',
      reason: 'Transit time longo demais.',
      language: 'es',
    });
    expect(spanish.subject).toBe('Cotización no aprobada · Embarque PRI00042');
    expect(spanish.text).toContain('¡Hola, Lucía!');
    expect(spanish.text).toContain('Motivo: Transit time longo demais.');
    expect(spanish.html).toContain('<strong>Motivo:</strong> Transit time longo demais.');

    const english = buildDecisionEmail({ ...facts, kind: 'closed', reason: null, language: 'en' });
    expect(english.subject).toBe('Quotation closed · Shipment PRI00042');
    expect(english.text).toContain(
      'The freight quotation round for shipment PRI00042 is closed: AURORA IMPORTAÇÃO LTDA approved another quotation.',
    );
    expect(english.text).toContain('Kind regards,');
  });

  it('greets without a name when none was given, and gives no reason to an approval', () => {
    const email = buildDecisionEmail({
      ...facts,
      person: '  ',
      kind: 'approved',
      reason: 'x',
      language: 'en',
    });
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.text).not.toContain('Reason:');
  });
});
