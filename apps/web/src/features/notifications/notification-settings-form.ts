import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  NOTIFICATION_EVENTS,
  type TNotificationSettingsView,
  type ZNotificationSettingsUpdate,
} from '@pc/contract/notifications';
import { isApiError } from '../../lib/api-error.ts';

// Meus Dados › Notificações: the form is the contract's ZNotificationSettingsUpdate itself (its
// messages included), so what the form accepts is what the server accepts.

/**
 * The form's values as the schema takes them, where isPush, isEmail, quietHours and emailFrequency
 * may be absent (it fills their defaults); what the form submits is the schema's output,
 * TNotificationSettingsUpdate: the rules and the portal's e-mail switch (isEmailOn).
 */
export type TNotificationSettingsForm = z.input<typeof ZNotificationSettingsUpdate>;

/**
 * The saved rules as the form starts from them: a company muted once but no longer the user's is
 * dropped, or saving would be refused for a company the form does not show.
 */
export const toSettingsForm = (
  settings: TNotificationSettingsView,
  userCompanyIds: readonly number[],
): TNotificationSettingsView => ({
  ...settings,
  mutedCompanyIds: settings.mutedCompanyIds.filter((id) => userCompanyIds.includes(id)),
});

type TFieldError = { field: FieldPath<TNotificationSettingsForm>; message: string };

const FORM_FIELDS = new Set<string>([
  'dateShiftDays',
  'dueSoonDays',
  'mutedCompanyIds',
  ...NOTIFICATION_EVENTS.flatMap((event) => [
    `events.${event}.isInPortal`,
    `events.${event}.isPush`,
    `events.${event}.isEmail`,
  ]),
  'quietHours.isOn',
  'quietHours.start',
  'quietHours.end',
  'isEmailOn',
  'emailFrequency',
]);

const isFormField = (path: string): path is FieldPath<TNotificationSettingsForm> => FORM_FIELDS.has(path);

/**
 * A 400's messages by field (the API's `details`, e.g. mutedCompanyIds' 'Escolha apenas empresas…'
 * or quietHours.end's 'O início e o fim…'),
 * for the form to show each under its field; a detail on no field of the form is left to the
 * answer's own message.
 */
export const serverFieldErrors = (error: unknown): TFieldError[] => {
  if (!isApiError(error) || error.status !== 400) return [];
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    // The API writes nested paths with dots, a schema's check after 'body.'; a list's item
    // ('mutedCompanyIds.0') is the list's.
    const field = path.replace(/^body\./, '').replace(/\.\d+$/, '');
    return isFormField(field) ? [{ field, message }] : [];
  });
};
