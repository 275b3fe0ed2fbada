import { NOTIFICATION_EVENT_CATALOGUE, type TNotificationEvent } from '@pc/contract/notifications';
import type { TConfirmation } from './admin-confirmations.ts';

/** An event an admin turns off (or on again) for every user of one company, waiting for the confirmation. */
export type TNotificationEventChange = {
  companyName: string;
  event: TNotificationEvent;
  isTurnedOff: boolean;
};

/**
 * The question names the event and the company and says what the company's users stop (or start
 * again) receiving: the change reaches every one of them, in every channel.
 */
export const notificationEventQuestion = ({
  companyName,
  event,
  isTurnedOff,
}: TNotificationEventChange): TConfirmation => {
  const label = NOTIFICATION_EVENT_CATALOGUE[event].label;
  return isTurnedOff
    ? {
        title: `Desligar "${label}" para ${companyName}?`,
        message: `Nenhum usuário de ${companyName} vai receber esta notificação, nem no portal, nem por push, nem por e-mail, até ela ser religada.`,
        confirmLabel: 'Desligar notificação',
      }
    : {
        title: `Religar "${label}" para ${companyName}?`,
        message: `Os usuários de ${companyName} voltam a receber "${label}" conforme as preferências de cada um.`,
        confirmLabel: 'Religar notificação',
      };
};

/** The toast of a saved change. */
export const notificationEventSavedMessage = ({
  companyName,
  isTurnedOff,
}: TNotificationEventChange): string =>
  `Notificação ${isTurnedOff ? 'desligada' : 'religada'} para ${companyName}.`;
