import { COMPANY_UPSERT_ACTION, USER_UPSERT_ACTION, type TAuditEvent } from './admin-audit.ts';
import { changeLines, recordKeys } from './admin-audit-fields.ts';
import {
  actorText,
  companiesText,
  countText,
  dayText,
  instantText,
  listText,
  moneyText,
  readBoolean,
  readIds,
  readNumber,
  readText,
  recordCompanyText,
  subjectUserText,
  userName,
} from './admin-audit-words.ts';
import { SERVICE_CLIENT_CREATE_ACTION, SERVICE_CLIENT_REVOKE_ACTION } from './admin-clients.ts';
import { COMPANY_ENTITLEMENTS_UPDATE_ACTION, ENTITLEMENT_LABELS } from './admin-companies.ts';
import { COMPANY_NOTIFICATION_EVENT_ACTION } from './admin-notifications.ts';
import { NOTIFICATION_EVENT_CATALOGUE, ZNotificationEvent } from './notifications.ts';
import {
  QUOTATION_INVITATION_RESEND_ACTION,
  QUOTATION_INVITATION_REVOKE_ACTION,
} from './admin-quotations.ts';
import { SPREADSHEET_IMPORT_ACTION, SPREADSHEET_INTERRUPTED_ACTION } from './admin-spreadsheet.ts';
import {
  USER_COMPANY_LINK_ACTION,
  USER_COMPANY_UNLINK_ACTION,
  USER_DEACTIVATE_ACTION,
  USER_INVITATION_RESEND_ACTION,
  USER_INVITE_ACTION,
  USER_PASSWORD_RESET_ACTION,
  USER_REACTIVATE_ACTION,
  USER_ROLE_UPDATE_ACTION,
  USER_ROLE_LABELS,
  USER_SECOND_FACTOR_RESET_ACTION,
} from './admin-users.ts';
import {
  BRANDING_LOGO_DELETE_ACTION,
  BRANDING_LOGO_UPDATE_ACTION,
  BRANDING_UPDATE_ACTION,
} from './branding.ts';
import { CUSTOMER_DOCUMENT_SEND_ACTION } from './customer-documents.ts';
import { ENTITLEMENTS } from './entitlements.ts';
import { MESSAGE_POST_ACTION, MESSAGE_READ_ACTION, THREAD_ASSIGN_ACTION } from './messages.ts';
import { PAYMENT_CONFIRM_ACTION, PAYMENT_REJECT_ACTION, PAYMENT_REPORT_ACTION } from './payment-reports.ts';
import { PRIVACY_AUDIT_DESCRIBERS } from './privacy-audit-sentence.ts';
import { ZUserRole } from './user.ts';
import {
  WEBHOOK_CREATE_ACTION,
  WEBHOOK_DELETE_ACTION,
  WEBHOOK_PERMISSION_ACTION,
  WEBHOOK_ROTATE_SECRET_ACTION,
  WEBHOOK_UPDATE_ACTION,
} from './webhooks.ts';

/** An Auditoria line in words: one pt-BR sentence, and the changed values under it. */
export type TAuditDescription = { sentence: string; details: string[] };

type TDescriber = (event: TAuditEvent, who: string) => TAuditDescription;

/** A name that ends in a period ('Aurora S.A.') ends the sentence too: no second period. */
const say = (sentence: string, details: string[] = []): TAuditDescription => ({
  sentence: sentence.replace(/\.\.$/, '.'),
  details,
});

const roleText = (value: unknown): string => {
  const parsed = ZUserRole.safeParse(value);
  return parsed.success ? USER_ROLE_LABELS[parsed.data] : 'outro papel';
};

/** 'do processo PRI00042' / 'no processo …' / 'para o processo …', or words when it is gone. */
const processOf = (event: TAuditEvent, preposition: 'de' | 'em' | 'para'): string => {
  const reference = event.process?.reference;
  if (!reference) {
    const gone = 'um processo que não existe mais';
    return preposition === 'de' ? `de ${gone}` : preposition === 'em' ? `em ${gone}` : `para ${gone}`;
  }
  return preposition === 'de'
    ? `do processo ${reference}`
    : preposition === 'em'
      ? `no processo ${reference}`
      : `para o processo ${reference}`;
};

const entitlementsOf = (event: TAuditEvent, from: boolean): string[] =>
  ENTITLEMENTS.filter((key) => event.before?.[key] === from && event.after?.[key] === !from).map(
    (key) => ENTITLEMENT_LABELS[key],
  );

/** 'Carla ligou Analytics para Aurora.', 'Carla desligou Analytics de Aurora.', or both. */
const describeEntitlements: TDescriber = (event, who) => {
  const company = recordCompanyText(event);
  const on = entitlementsOf(event, false);
  const off = entitlementsOf(event, true);
  if (on.length > 0 && off.length > 0)
    return say(`${who} ligou ${listText(on)} e desligou ${listText(off)} para ${company}.`);
  if (on.length > 0) return say(`${who} ligou ${listText(on)} para ${company}.`);
  if (off.length > 0) return say(`${who} desligou ${listText(off)} de ${company}.`);
  return say(`${who} salvou as permissões de ${company} sem mudança.`);
};

const COMPANY_KEYS = ['name', 'federalID', ...ENTITLEMENTS];
const USER_KEYS = ['name', 'email', 'role', 'isActive', 'companyIds'];

const describeCompanyUpsert: TDescriber = (event, who) => {
  const company = recordCompanyText(event);
  if (event.before !== null)
    return say(`${who} alterou o cadastro da empresa ${company}.`, changeLines(event, COMPANY_KEYS));
  const granted = ENTITLEMENTS.filter((key) => event.after?.[key] === true).map(
    (key) => ENTITLEMENT_LABELS[key],
  );
  return say(`${who} cadastrou a empresa ${company}.`, [
    ...changeLines(event, ['federalID']),
    `Permissões: ${granted.length === 0 ? 'nenhuma' : listText(granted)}`,
  ]);
};

const describeUserUpsert: TDescriber = (event, who) =>
  event.before === null
    ? say(`${who} cadastrou o usuário ${subjectUserText(event)}.`, changeLines(event, USER_KEYS))
    : say(`${who} alterou o cadastro do usuário ${subjectUserText(event)}.`, changeLines(event, USER_KEYS));

const describeInvite: TDescriber = (event, who) => {
  const email = readText(event.after, 'email');
  const person = email ? `${subjectUserText(event)} (${email})` : subjectUserText(event);
  const companyIds = readIds(event.after, 'companyIds') ?? [];
  const access = companyIds.length === 0 ? '' : `, com acesso a ${companiesText(event, companyIds)}`;
  return say(`${who} convidou ${person} como ${roleText(event.after?.role)}${access}.`);
};

/** The company a link or unlink changed: the one in one list and not the other, else its own. */
const changedCompany = (event: TAuditEvent): string => {
  const before = readIds(event.before, 'companyIds') ?? [];
  const after = readIds(event.after, 'companyIds') ?? [];
  const changed = [
    ...after.filter((id) => !before.includes(id)),
    ...before.filter((id) => !after.includes(id)),
  ];
  return changed.length > 0 ? companiesText(event, changed) : recordCompanyText(event);
};

const describeSecondFactorReset: TDescriber = (event, who) => {
  const passkeys = readNumber(event.before, 'passkeyCount') ?? 0;
  const removed = [
    ...(readBoolean(event.before, 'hasTotp') ? ['o aplicativo autenticador (TOTP)'] : []),
    ...(passkeys > 0 ? [countText(passkeys, 'chave de acesso', 'chaves de acesso')] : []),
  ];
  return say(
    `${who} redefiniu o segundo fator de ${subjectUserText(event)}.`,
    removed.length === 0 ? [] : [`Removido: ${listText(removed)}`],
  );
};

const describeImport: TDescriber = (event, who) => {
  const file = readText(event.after, 'fileName');
  const counts = [
    countText(readNumber(event.after, 'created') ?? 0, 'linha criada', 'linhas criadas'),
    countText(readNumber(event.after, 'updated') ?? 0, 'atualizada', 'atualizadas'),
    `${(readNumber(event.after, 'unchanged') ?? 0).toLocaleString('pt-BR')} sem mudança`,
    countText(readNumber(event.after, 'refused') ?? 0, 'recusada', 'recusadas'),
  ];
  return say(`${who} importou a planilha ${file ?? 'de processos'}: ${listText(counts)}.`);
};

const describeClientCreate: TDescriber = (event, who) => {
  const name = event.subject.name ?? readText(event.after, 'name') ?? 'sem nome';
  const companyIds = readIds(event.after, 'companyIds');
  const access = companyIds === null ? 'todas as empresas' : companiesText(event, companyIds);
  return say(`${who} criou o cliente de integração ${name}, com acesso a ${access}.`);
};

const clientName = (event: TAuditEvent): string => event.subject.name ?? 'que não existe mais';

const forwarderOf = (event: TAuditEvent): string => event.subject.name ?? 'um agente';

const webhookUrl = (event: TAuditEvent): string =>
  event.subject.name ??
  readText(event.after, 'url') ??
  readText(event.before, 'url') ??
  'que não existe mais';

const WEBHOOK_KEYS = ['url', 'description', 'events', 'companyIds', 'isActive'];

const describeWebhookPermission: TDescriber = (event, who) =>
  readBoolean(event.after, 'canManageWebhooks')
    ? say(`${who} permitiu que ${subjectUserText(event)} gerencie os webhooks das suas empresas.`)
    : say(`${who} retirou de ${subjectUserText(event)} a permissão de gerenciar webhooks.`);

const describeMessagePost: TDescriber = (event, who) => {
  const attachments = readIds(event.after, 'documentIds')?.length ?? 0;
  const carrying = attachments === 0 ? '' : `, com ${countText(attachments, 'anexo', 'anexos')}`;
  return say(`${who} escreveu na conversa ${processOf(event, 'de')}${carrying}.`);
};

/** Taken by its actor, handed to someone else, or given back to the queue. */
const describeAssign: TDescriber = (event, who) => {
  const to = readNumber(event.after, 'assignedUserId');
  const from = readNumber(event.before, 'assignedUserId');
  const thread = `a conversa ${processOf(event, 'de')}`;
  if (to === null) {
    const was = from === null ? '' : ` (estava com ${userName(event, from)})`;
    return say(`${who} devolveu à fila ${thread}${was}.`);
  }
  const isSelf = event.actor.kind === 'user' && event.names.users[String(to)] === event.actor.name;
  return isSelf
    ? say(`${who} assumiu ${thread}.`)
    : say(`${who} passou ${thread} para ${userName(event, to)}.`);
};

const describeDocument: TDescriber = (event, who) => {
  const file = readText(event.after, 'originalFilename') ?? event.subject.name ?? 'um documento';
  const type = readText(event.after, 'documentTypeName');
  const note = readText(event.after, 'note');
  return say(
    `${who} enviou o documento ${file}${type ? ` (${type})` : ''} ${processOf(event, 'em')}.`,
    note ? [`Observação: ${note}`] : [],
  );
};

const describePaymentReport: TDescriber = (event, who) => {
  const parcel = readNumber(event.after, 'parcel');
  const what =
    readText(event.after, 'target') === 'NUMERARIO'
      ? 'do numerário'
      : `da parcela${parcel === null ? '' : ` ${parcel}`} de uma invoice`;
  const amount = readNumber(event.after, 'amount');
  const paidOn = readText(event.after, 'paidOn');
  const how = amount === null ? '' : `: ${moneyText(amount)}${paidOn ? ` pago em ${dayText(paidOn)}` : ''}`;
  return say(`${who} informou o pagamento ${what} ${processOf(event, 'em')}${how}.`);
};

const describePaymentReject: TDescriber = (event, who) => {
  const reason = readText(event.after, 'reason');
  return say(
    `${who} recusou o pagamento informado ${processOf(event, 'em')}.`,
    reason ? [`Motivo: ${reason}`] : [],
  );
};

/** 'PNG, 12 KB' of the logo summary the record keeps. */
const logoText = (values: TAuditEvent['after']): string | null => {
  const logo = values?.logo;
  if (typeof logo !== 'object' || logo === null || Array.isArray(logo)) return null;
  const { mimeType, size } = logo as Record<string, unknown>;
  const kind = mimeType === 'image/svg+xml' ? 'SVG' : mimeType === 'image/png' ? 'PNG' : 'imagem';
  return typeof size === 'number'
    ? `${kind}, ${Math.max(1, Math.round(size / 1024)).toLocaleString('pt-BR')} KB`
    : kind;
};

const describeLogoUpdate: TDescriber = (event, who) => {
  const file = logoText(event.after);
  const verb = logoText(event.before) === null ? 'enviou' : 'trocou';
  return say(`${who} ${verb} o logotipo do portal.`, file ? [`Arquivo: ${file}`] : []);
};

/** What a record of an action this version does not know says: who, where, and the values it has words for. */
const describeUnknown: TDescriber = (event, who) => {
  const where = event.process
    ? ` ${processOf(event, 'em')}`
    : event.company
      ? ` em ${event.company.name}`
      : '';
  return say(`${who} fez uma alteração${where}.`, changeLines(event, recordKeys(event)));
};

/** 'Carla desligou a notificação "Mudança de etapa" para Aurora.', or ligou again. */
const describeNotificationEvent: TDescriber = (event, who) => {
  const parsed = ZNotificationEvent.safeParse(event.after?.event);
  const label = parsed.success ? NOTIFICATION_EVENT_CATALOGUE[parsed.data].label : 'um evento';
  const company = recordCompanyText(event);
  return readBoolean(event.after, 'isTurnedOff')
    ? say(`${who} desligou a notificação "${label}" para ${company}.`)
    : say(`${who} religou a notificação "${label}" para ${company}.`);
};

/** Every action the server records, in words. */
export const AUDIT_DESCRIBERS: Readonly<Record<string, TDescriber>> = {
  [COMPANY_ENTITLEMENTS_UPDATE_ACTION]: describeEntitlements,
  [COMPANY_NOTIFICATION_EVENT_ACTION]: describeNotificationEvent,
  [COMPANY_UPSERT_ACTION]: describeCompanyUpsert,
  [USER_UPSERT_ACTION]: describeUserUpsert,
  [USER_INVITE_ACTION]: describeInvite,
  [USER_INVITATION_RESEND_ACTION]: (event, who) => {
    const email = readText(event.after, 'email');
    return say(`${who} reenviou o convite de ${subjectUserText(event)}${email ? ` (${email})` : ''}.`);
  },
  [USER_DEACTIVATE_ACTION]: (event, who) => say(`${who} desativou ${subjectUserText(event)}.`),
  [USER_REACTIVATE_ACTION]: (event, who) => say(`${who} reativou ${subjectUserText(event)}.`),
  [USER_ROLE_UPDATE_ACTION]: (event, who) =>
    say(
      `${who} mudou o papel de ${subjectUserText(event)} de ${roleText(event.before?.role)} para ${roleText(event.after?.role)}.`,
    ),
  [USER_COMPANY_LINK_ACTION]: (event, who) =>
    say(`${who} vinculou ${subjectUserText(event)} a ${changedCompany(event)}.`),
  [USER_COMPANY_UNLINK_ACTION]: (event, who) =>
    say(`${who} desvinculou ${subjectUserText(event)} de ${changedCompany(event)}.`),
  [USER_PASSWORD_RESET_ACTION]: (event, who) =>
    say(`${who} forçou a troca de senha de ${subjectUserText(event)}.`),
  [USER_SECOND_FACTOR_RESET_ACTION]: describeSecondFactorReset,
  [SPREADSHEET_IMPORT_ACTION]: describeImport,
  [SPREADSHEET_INTERRUPTED_ACTION]: (event, who) => {
    const file = readText(event.after, 'fileName') ?? 'de processos';
    const phase = readText(event.before, 'status') === 'COMMITTING' ? 'a gravação' : 'a análise';
    return say(`O reinício do servidor interrompeu ${phase} da planilha ${file}, enviada por ${who}.`);
  },
  [SERVICE_CLIENT_CREATE_ACTION]: describeClientCreate,
  [SERVICE_CLIENT_REVOKE_ACTION]: (event, who) =>
    say(`${who} revogou o cliente de integração ${clientName(event)}.`),
  [QUOTATION_INVITATION_REVOKE_ACTION]: (event, who) =>
    say(`${who} revogou o convite de cotação de frete de ${forwarderOf(event)} ${processOf(event, 'para')}.`),
  [QUOTATION_INVITATION_RESEND_ACTION]: (event, who) => {
    const until = instantText(event.after?.expiresAt);
    return say(
      `${who} reenviou o convite de cotação de frete de ${forwarderOf(event)} ${processOf(event, 'para')}, com um link novo${until ? ` válido até ${until}` : ''}.`,
    );
  },
  [WEBHOOK_CREATE_ACTION]: (event, who) =>
    say(
      `${who} criou o webhook ${webhookUrl(event)}.`,
      changeLines(
        event,
        WEBHOOK_KEYS.filter((key) => key !== 'url'),
      ),
    ),
  [WEBHOOK_UPDATE_ACTION]: (event, who) =>
    say(`${who} alterou o webhook ${webhookUrl(event)}.`, changeLines(event, WEBHOOK_KEYS)),
  [WEBHOOK_DELETE_ACTION]: (event, who) => say(`${who} excluiu o webhook ${webhookUrl(event)}.`),
  [WEBHOOK_ROTATE_SECRET_ACTION]: (event, who) =>
    say(`${who} trocou o segredo do webhook ${webhookUrl(event)}.`),
  [WEBHOOK_PERMISSION_ACTION]: describeWebhookPermission,
  [MESSAGE_POST_ACTION]: describeMessagePost,
  [MESSAGE_READ_ACTION]: (event, who) => say(`${who} leu as mensagens ${processOf(event, 'de')}.`),
  [THREAD_ASSIGN_ACTION]: describeAssign,
  [CUSTOMER_DOCUMENT_SEND_ACTION]: describeDocument,
  [PAYMENT_REPORT_ACTION]: describePaymentReport,
  [PAYMENT_CONFIRM_ACTION]: (event, who) =>
    say(`${who} confirmou o pagamento informado ${processOf(event, 'em')}.`),
  [PAYMENT_REJECT_ACTION]: describePaymentReject,
  [BRANDING_UPDATE_ACTION]: (event, who) =>
    say(`${who} alterou a identidade visual do portal.`, changeLines(event, recordKeys(event))),
  [BRANDING_LOGO_UPDATE_ACTION]: describeLogoUpdate,
  [BRANDING_LOGO_DELETE_ACTION]: (_, who) => say(`${who} removeu o logotipo do portal.`),
  ...PRIVACY_AUDIT_DESCRIBERS,
};

/**
 * A record in words, as the Auditoria screen and its spreadsheet show it: 'Carla Mendes desligou
 * Analytics de Pampa Agroquímica.', with names and process references, never keys or ids. An action
 * this version does not know still reads as a sentence.
 */
export const describeAuditEvent = (event: TAuditEvent): TAuditDescription =>
  (Object.hasOwn(AUDIT_DESCRIBERS, event.action) ? AUDIT_DESCRIBERS[event.action] : undefined)?.(
    event,
    actorText(event),
  ) ?? describeUnknown(event, actorText(event));
