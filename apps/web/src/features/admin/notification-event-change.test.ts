import { describe, expect, it } from 'vitest';
import { notificationEventQuestion, notificationEventSavedMessage } from './notification-event-change.ts';

const PAMPA = 'Pampa Agroquímica';

describe('turning an event off or on for a company', () => {
  it('asks naming the event and the company, and says the users get nothing, in any channel', () => {
    const change = { companyName: PAMPA, event: 'MESSAGE_RECEIVED', isTurnedOff: true } as const;
    expect(notificationEventQuestion(change)).toEqual({
      title: 'Desligar "Mensagem do despachante" para Pampa Agroquímica?',
      message:
        'Nenhum usuário de Pampa Agroquímica vai receber esta notificação, nem no portal, nem por push, nem por e-mail, até ela ser religada.',
      confirmLabel: 'Desligar notificação',
    });
    expect(notificationEventSavedMessage(change)).toBe('Notificação desligada para Pampa Agroquímica.');
  });

  it('turned on again, says each user’s own choices apply again', () => {
    const change = { companyName: PAMPA, event: 'PROCESS_CHANNEL', isTurnedOff: false } as const;
    expect(notificationEventQuestion(change)).toEqual({
      title: 'Religar "Canal amarelo ou vermelho" para Pampa Agroquímica?',
      message:
        'Os usuários de Pampa Agroquímica voltam a receber "Canal amarelo ou vermelho" conforme as preferências de cada um.',
      confirmLabel: 'Religar notificação',
    });
    expect(notificationEventSavedMessage(change)).toBe('Notificação religada para Pampa Agroquímica.');
  });
});
