import type { TAuditEvent } from './admin-audit.ts';
import { countText, readNumber, readText, subjectUserText } from './admin-audit-words.ts';
import {
  PRIVACY_CONTACTS_UPDATE_ACTION,
  PRIVACY_DATA_EXPORT_ACTION,
  PRIVACY_INCIDENT_CREATE_ACTION,
  PRIVACY_INCIDENT_UPDATE_ACTION,
  PRIVACY_REQUEST_APPROVE_ACTION,
  PRIVACY_REQUEST_CREATE_ACTION,
  PRIVACY_REQUEST_DENY_ACTION,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_USER_ANONYMISE_ACTION,
  RETENTION_PURGE_ACTION,
  ZPrivacyRequestKind,
} from './privacy.ts';

// The LGPD actions in words, for Auditoria (admin-audit-sentence.ts spreads them in).

type TDescription = { sentence: string; details: string[] };
type TDescriber = (event: TAuditEvent, who: string) => TDescription;

const say = (sentence: string, details: string[] = []): TDescription => ({ sentence, details });

/** 'exclusão de dados' / 'correção de dados', from a record's kind. */
const kindText = (event: TAuditEvent): string => {
  const parsed = ZPrivacyRequestKind.safeParse(event.after?.kind ?? event.before?.kind);
  return parsed.success ? PRIVACY_REQUEST_KIND_LABELS[parsed.data].toLowerCase() : 'dados pessoais';
};

const incidentText = (event: TAuditEvent): string => {
  const nature = readText(event.after, 'nature');
  return nature ? `o incidente nº ${event.subject.id} (${nature})` : `o incidente nº ${event.subject.id}`;
};

export const PRIVACY_AUDIT_DESCRIBERS: Readonly<Record<string, TDescriber>> = {
  [PRIVACY_REQUEST_CREATE_ACTION]: (event, who) => say(`${who} pediu a ${kindText(event)} (LGPD).`),
  [PRIVACY_REQUEST_APPROVE_ACTION]: (event, who) => {
    const reason = readText(event.after, 'reason');
    return say(
      `${who} atendeu o pedido de ${kindText(event)} de ${subjectUserText(event)}.`,
      reason ? [`Motivo: ${reason}`] : [],
    );
  },
  [PRIVACY_REQUEST_DENY_ACTION]: (event, who) => {
    const reason = readText(event.after, 'reason');
    return say(
      `${who} recusou o pedido de ${kindText(event)} de ${subjectUserText(event)}.`,
      reason ? [`Motivo: ${reason}`] : [],
    );
  },
  [PRIVACY_USER_ANONYMISE_ACTION]: (event, who) =>
    say(`${who} anonimizou os dados pessoais de um usuário (agora “Usuário removido”).`, [
      `Sessões encerradas: ${readNumber(event.after, 'sessions') ?? 0}`,
      `Mensagens mantidas como “Usuário removido”: ${readNumber(event.after, 'messages') ?? 0}`,
      `Registros de acesso sem IP: ${readNumber(event.after, 'accessLogs') ?? 0}`,
    ]),
  [PRIVACY_DATA_EXPORT_ACTION]: (_, who) => say(`${who} baixou os seus dados pessoais (LGPD).`),
  [PRIVACY_CONTACTS_UPDATE_ACTION]: (_, who) =>
    say(`${who} alterou o controlador e o encarregado de dados do aviso de privacidade.`),
  [PRIVACY_INCIDENT_CREATE_ACTION]: (event, who) => say(`${who} registrou ${incidentText(event)}.`),
  [PRIVACY_INCIDENT_UPDATE_ACTION]: (event, who) => say(`${who} alterou ${incidentText(event)}.`),
  [RETENTION_PURGE_ACTION]: (event, who) => {
    const logs = readNumber(event.after, 'accessLogs') ?? 0;
    const emails = readNumber(event.after, 'emails') ?? 0;
    return say(
      `${who} removeu ${countText(logs, 'registro de acesso antigo', 'registros de acesso antigos')} e ${countText(emails, 'e-mail enviado antigo', 'e-mails enviados antigos')}.`,
    );
  },
};
