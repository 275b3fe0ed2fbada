import type { TPrivacyIncident, TPrivacyIncidentBody } from '@pc/contract/privacy';
import { invalidDateMessage, parseDateText } from '../../lib/date-input.ts';
import { formatDay } from './privacy-texts.ts';

/** The incident form as typed: dates as DD/MM/AAAA, the count as text. */
export type TIncidentForm = {
  occurredOn: string;
  knownOn: string;
  nature: string;
  dataAffected: string;
  peopleAffected: string;
  peopleAffectedCount: string;
  measures: string;
  anpdNotifiedOn: string;
  peopleNotifiedOn: string;
};

export type TIncidentFormErrors = Partial<Record<keyof TIncidentForm, string>>;

export const REQUIRED_MESSAGE = 'Preencha este campo.';
export const COUNT_MESSAGE = 'Informe um número inteiro, ou deixe em branco.';

export const EMPTY_INCIDENT_FORM: TIncidentForm = {
  occurredOn: '',
  knownOn: '',
  nature: '',
  dataAffected: '',
  peopleAffected: '',
  peopleAffectedCount: '',
  measures: '',
  anpdNotifiedOn: '',
  peopleNotifiedOn: '',
};

export const incidentFormOf = (incident: TPrivacyIncident): TIncidentForm => ({
  occurredOn: formatDay(incident.occurredOn),
  knownOn: formatDay(incident.knownOn),
  nature: incident.nature,
  dataAffected: incident.dataAffected,
  peopleAffected: incident.peopleAffected,
  peopleAffectedCount: incident.peopleAffectedCount === null ? '' : String(incident.peopleAffectedCount),
  measures: incident.measures,
  anpdNotifiedOn: incident.anpdNotifiedOn === null ? '' : formatDay(incident.anpdNotifiedOn),
  peopleNotifiedOn: incident.peopleNotifiedOn === null ? '' : formatDay(incident.peopleNotifiedOn),
});

type TReading = { body: TPrivacyIncidentBody; errors: null } | { body: null; errors: TIncidentFormErrors };

/** The form read into the call's body, or the pt-BR message of each field that is not right. */
export const readIncidentForm = (form: TIncidentForm): TReading => {
  const errors: TIncidentFormErrors = {};
  const day = (key: keyof TIncidentForm, isRequired: boolean): string | null => {
    const text = form[key].trim();
    if (text === '') {
      if (isRequired) errors[key] = REQUIRED_MESSAGE;
      return null;
    }
    const parsed = parseDateText(text);
    if (parsed === null) errors[key] = invalidDateMessage(text);
    return parsed;
  };
  const text = (key: keyof TIncidentForm): string => {
    const value = form[key].trim();
    if (value === '') errors[key] = REQUIRED_MESSAGE;
    return value;
  };
  const occurredOn = day('occurredOn', true);
  const knownOn = day('knownOn', true);
  const countText = form.peopleAffectedCount.trim();
  const count = countText === '' ? null : Number(countText);
  if (count !== null && (!Number.isInteger(count) || count < 0)) errors.peopleAffectedCount = COUNT_MESSAGE;
  const body = {
    occurredOn: occurredOn ?? '',
    knownOn: knownOn ?? '',
    nature: text('nature'),
    dataAffected: text('dataAffected'),
    peopleAffected: text('peopleAffected'),
    peopleAffectedCount: count,
    measures: text('measures'),
    anpdNotifiedOn: day('anpdNotifiedOn', false),
    peopleNotifiedOn: day('peopleNotifiedOn', false),
  };
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
};
