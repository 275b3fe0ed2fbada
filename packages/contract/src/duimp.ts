import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  dayField,
  isRealDay,
  moneyField,
  textField,
  ZIngestOutcome,
  ZIngestProcessParams,
} from './integration.ts';
import { ZIdPathParams, ZTimestamp } from './primitives.ts';

// The DUIMP (Declaração Única de Importação) of the Portal Único Siscomex, which replaces the DI: the
// broker's ERP reads it from the Portal Único and sends it here, one version at a time; the customer
// reads the current version. Field names are English, as in the rest of the ingestion API; the JSDoc
// names the Portal Único's concept. The Portal Único's codes (situations, channels, agencies…) are free
// text: a code the portal does not know yet is kept and shown as sent, never refused, because the
// Portal Único adds states. The glossary below gives the known ones their pt-BR labels.

// --- Glossary of the known codes ------------------------------------------------------------------

/** Situação da DUIMP (situacaoDuimp). */
export const DUIMP_SITUATION_LABELS: Readonly<Record<string, string>> = {
  EM_ELABORACAO: 'Em elaboração',
  REGISTRADA: 'Registrada',
  AGUARDANDO_PARAMETRIZACAO: 'Aguardando parametrização',
  EM_ANALISE_FISCAL: 'Em análise fiscal',
  EM_CONFERENCIA_ADUANEIRA: 'Em conferência aduaneira',
  COM_EXIGENCIA_FISCAL: 'Com exigência fiscal',
  DESEMBARACADA: 'Desembaraçada',
  ENTREGUE: 'Entregue',
  CANCELADA: 'Cancelada',
};

/** Situação do licenciamento (situacaoLicenciamento): the LPCOs the goods need, taken together. */
export const DUIMP_LICENSING_LABELS: Readonly<Record<string, string>> = {
  DISPENSADO: 'Dispensado',
  PENDENTE: 'Pendente',
  DEFERIDO: 'Deferido',
  IMPEDIDO: 'Impedido',
};

/** Situação do controle de carga (controleCarga): where the cargo the DUIMP covers stands. */
export const DUIMP_CARGO_CONTROL_LABELS: Readonly<Record<string, string>> = {
  MANIFESTADA: 'Manifestada',
  VINCULADA: 'Vinculada à DUIMP',
  ATRACADA: 'Atracada',
  ARMAZENADA: 'Armazenada',
  ENTREGA_AUTORIZADA: 'Entrega autorizada',
  ENTREGUE: 'Entregue',
};

/** Canal consolidado (canalConsolidado): the risk channel of the customs control. */
export const DUIMP_CHANNEL_LABELS: Readonly<Record<string, string>> = {
  VERDE: 'Verde',
  AMARELO: 'Amarelo',
  VERMELHO: 'Vermelho',
  CINZA: 'Cinza',
};

/** Situação do LPCO (licenças, permissões, certificados e outros documentos de um órgão anuente). */
export const LPCO_STATUS_LABELS: Readonly<Record<string, string>> = {
  EM_ELABORACAO: 'Em elaboração',
  EM_ANALISE: 'Em análise',
  EM_EXIGENCIA: 'Em exigência',
  DEFERIDO: 'Deferido',
  INDEFERIDO: 'Indeferido',
  CANCELADO: 'Cancelado',
};

/**
 * Resultado of a review on the consolidated channel: the Receita Federal's (resultado fiscal) and each
 * agency's (resultado do anuente), the words of an LPCO's own states where they are the same.
 */
export const DUIMP_RESULT_LABELS: Readonly<Record<string, string>> = {
  AGUARDANDO_ANALISE: 'Aguardando análise',
  EM_ANALISE: 'Em análise',
  EM_EXIGENCIA: 'Em exigência',
  SEM_EXIGENCIA: 'Sem exigência',
  DEFERIDO: 'Deferido',
  INDEFERIDO: 'Indeferido',
  LIBERADO: 'Liberado',
};

/** Situação do tributo: calculated at registration, then due, suspended or paid. */
export const DUIMP_TAX_STATUS_LABELS: Readonly<Record<string, string>> = {
  CALCULADO: 'Calculado',
  A_RECOLHER: 'A recolher',
  RECOLHIDO: 'Recolhido',
  SUSPENSO: 'Suspenso',
  ISENTO: 'Isento',
};

/** Órgão anuente (orgaoAnuente): who licenses the goods besides the Receita Federal. */
export const DUIMP_AGENCY_LABELS: Readonly<Record<string, string>> = {
  MAPA: 'Ministério da Agricultura (MAPA)',
  ANVISA: 'Anvisa',
  INMETRO: 'Inmetro',
  IBAMA: 'Ibama',
  EXERCITO: 'Exército',
  DECEX: 'Secex/Decex',
  ANP: 'ANP',
  ANCINE: 'Ancine',
  CNEN: 'CNEN',
  RECEITA_FEDERAL: 'Receita Federal',
};

/** Tributo (tributo) of the DUIMP's taxes (tributos calculados). */
export const DUIMP_TAX_LABELS: Readonly<Record<string, string>> = {
  II: 'Imposto de Importação (II)',
  IPI: 'IPI',
  PIS: 'PIS/Pasep-Importação',
  COFINS: 'Cofins-Importação',
  TAXA_SISCOMEX: 'Taxa Siscomex',
  ANTIDUMPING: 'Direito antidumping',
  DIREITO_COMPENSATORIO: 'Direito compensatório',
  SALVAGUARDA: 'Medida de salvaguarda',
  CIDE: 'Cide-Combustíveis',
};

/** The pt-BR label of a known code, or the code as sent when the glossary does not know it. */
export const duimpLabelOf = (labels: Readonly<Record<string, string>>, code: string): string =>
  Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;

/** 'versão 01': the Portal Único writes a DUIMP's version with two digits. */
export const duimpVersionText = (version: number): string => String(version).padStart(2, '0');

const dayNumber = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/** Calendar days from one day to another (yyyy-MM-dd); 0 when the first is not before the second. */
export const daysBetween = (from: string, to: string): number => {
  const days = Math.round(dayNumber(to) - dayNumber(from));
  return Number.isFinite(days) && days > 0 ? days : 0;
};

/**
 * 'hoje', 'há 1 dia', 'há 12 dias': how long an open requirement has waited (calendar days), as the
 * DUIMP tab and the Home's attention card both say it.
 */
export const waitingText = (openedOn: string, today: string): string => {
  const days = daysBetween(openedOn, today);
  if (days === 0) return 'hoje';
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
};

// --- The document the ERP sends (PUT) --------------------------------------------------------------

/** The DUIMP number: the year's 2 digits, BR and 11 digits (26BR00016589107). */
export const DUIMP_NUMBER_PATTERN = /^\d{2}BR\d{11}$/;

/** Characters a code may have: the Portal Único's codes are short upper-case words. */
export const MAX_DUIMP_CODE_LENGTH = 60;

/** A code of the Portal Único, kept as sent (trimmed): unknown codes are never refused. */
const codeField = (name: string) =>
  z
    .string({ error: `Informe ${name} como código (texto).` })
    .trim()
    .min(1, `Informe ${name}.`)
    .max(MAX_DUIMP_CODE_LENGTH, `${name} deve ter no máximo ${MAX_DUIMP_CODE_LENGTH} caracteres.`);

/** A code that may be absent (null): sent as null or left out, stored as null. */
const optionalCodeField = (name: string) => codeField(name).nullable().default(null);

/** A day that may be absent, stored as null. */
const optionalDayField = (name: string) => dayField(name).default(null);

const requiredDayField = (name: string) =>
  z
    .string({ error: `Informe ${name} no formato yyyy-MM-dd.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Informe ${name} no formato yyyy-MM-dd.`)
    .refine(isRealDay, `${name}: data inexistente.`);

const versionField = (name: string) =>
  z
    .number({ error: `Informe ${name} como inteiro de 0 a 99.` })
    .int(`Informe ${name} como inteiro de 0 a 99.`)
    .min(0, `Informe ${name} como inteiro de 0 a 99.`)
    .max(99, `Informe ${name} como inteiro de 0 a 99.`);

/** An unknown field is refused (a typo must not look like data sent); `name`: the list, null for the body. */
const strictOf = <T extends z.core.$ZodLooseShape>(shape: T, name: string | null) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Campo desconhecido${name === null ? '' : ` em ${name}`}: ${issue.keys.join(', ')}.`;
      }
      return name === null
        ? 'Envie a DUIMP como um objeto JSON.'
        : `Informe cada item de ${name} como um objeto.`;
    },
  });

const listOf = <T extends z.ZodType>(item: T, name: string, max: number) =>
  z
    .array(item, { error: `Informe ${name} como uma lista (vazia se não houver).` })
    .max(max, `${name}: no máximo ${max} itens.`)
    .default([]);

/** Resultado de um órgão anuente (resultadoAnuente) on the DUIMP. */
export const ZIngestDuimpAgencyResult = strictOf(
  {
    /** Órgão anuente, e.g. MAPA, ANVISA, INMETRO. */
    agency: codeField('agencyResults.agency'),
    /** Its result, e.g. DEFERIDO, EM_ANALISE, EM_EXIGENCIA. */
    result: codeField('agencyResults.result'),
  },
  'agencyResults',
);

/** An LPCO (licença, permissão, certificado ou outro documento) of an agency for the goods. */
export const ZIngestDuimpLpco = strictOf(
  {
    /** Número do LPCO, e.g. I2600012345. */
    number: z
      .string({ error: 'Informe lpcos.number (o número do LPCO).' })
      .trim()
      .min(1, 'Informe lpcos.number (o número do LPCO).')
      .max(MAX_DUIMP_CODE_LENGTH, `lpcos.number deve ter no máximo ${MAX_DUIMP_CODE_LENGTH} caracteres.`),
    /** Órgão anuente (MAPA, ANVISA, INMETRO, IBAMA, EXERCITO…). */
    agency: codeField('lpcos.agency'),
    /** Situação do LPCO (EM_ANALISE, EM_EXIGENCIA, DEFERIDO, INDEFERIDO, CANCELADO…). */
    status: codeField('lpcos.status'),
    /** Data do pedido (registro do LPCO). */
    requestedOn: optionalDayField('lpcos.requestedOn'),
    /** Data da decisão (deferimento ou indeferimento). */
    decidedOn: optionalDayField('lpcos.decidedOn'),
    /** Data de validade do LPCO deferido. */
    validUntil: optionalDayField('lpcos.validUntil'),
  },
  'lpcos',
);

/** An exigência: what an agency (or the Receita Federal) asks the importer before it decides. */
export const ZIngestDuimpRequirement = strictOf(
  {
    /** Who asks (órgão anuente, or RECEITA_FEDERAL for an exigência fiscal). */
    agency: codeField('requirements.agency'),
    /** Texto da exigência, as the agency wrote it. */
    text: z
      .string({ error: 'Informe requirements.text (o texto da exigência).' })
      .trim()
      .min(1, 'Informe requirements.text (o texto da exigência).')
      .max(2000, 'requirements.text deve ter no máximo 2.000 caracteres.'),
    /** Data de abertura da exigência. */
    openedOn: requiredDayField('requirements.openedOn'),
    /** Prazo para o atendimento. */
    dueOn: optionalDayField('requirements.dueOn'),
    /** Data do atendimento (null while it is open). */
    answeredOn: optionalDayField('requirements.answeredOn'),
    /** The LPCO it belongs to, when an agency's. */
    lpcoNumber: textField('requirements.lpcoNumber', MAX_DUIMP_CODE_LENGTH).default(null),
  },
  'requirements',
);

/** A retificação: each one makes a new version of the DUIMP. */
export const ZIngestDuimpRectification = strictOf(
  {
    /** The version the rectification made. */
    version: versionField('rectifications.version'),
    /** Data da retificação. */
    date: requiredDayField('rectifications.date'),
    /** Motivo da retificação. */
    reason: textField('rectifications.reason', 2000).default(null),
  },
  'rectifications',
);

/** A tax of the DUIMP (tributos): amounts in reais. */
export const ZIngestDuimpTax = strictOf(
  {
    /** Tributo: II, IPI, PIS, COFINS, TAXA_SISCOMEX, ANTIDUMPING… */
    tax: codeField('taxes.tax'),
    /** Valor calculado. */
    calculated: moneyField('taxes.calculated').default(null),
    /** Valor devido (a recolher). */
    due: moneyField('taxes.due').default(null),
    /** Valor suspenso (regime especial, drawback…). */
    suspended: moneyField('taxes.suspended').default(null),
    /** Valor recolhido (pagamento centralizado). */
    paid: moneyField('taxes.paid').default(null),
    /** Situação do tributo, e.g. RECOLHIDO, A_RECOLHER, SUSPENSO. */
    status: optionalCodeField('taxes.status'),
  },
  'taxes',
);

const EXAMPLE_DUIMP = {
  number: '26BR00016589107',
  version: 1,
  situation: 'AGUARDANDO_PARAMETRIZACAO',
  licensingSituation: 'PENDENTE',
  cargoControl: 'ARMAZENADA',
  channel: null,
  channelAssignedOn: null,
  taxAuthorityResult: null,
  agencyResults: [{ agency: 'MAPA', result: 'EM_EXIGENCIA' }],
  registeredOn: '2026-11-24',
  clearedOn: null,
  lpcos: [
    {
      number: 'I2600012345',
      agency: 'MAPA',
      status: 'EM_EXIGENCIA',
      requestedOn: '2026-11-18',
      decidedOn: null,
      validUntil: null,
    },
  ],
  requirements: [
    {
      agency: 'MAPA',
      text: 'Apresentar o certificado fitossanitário original e a declaração de tratamento da madeira da embalagem.',
      openedOn: '2026-11-25',
      dueOn: '2026-12-02',
      answeredOn: null,
      lpcoNumber: 'I2600012345',
    },
  ],
  rectifications: [],
  taxes: [
    { tax: 'II', calculated: 14465.06, due: 14465.06, suspended: 0, paid: 14465.06, status: 'RECOLHIDO' },
    { tax: 'IPI', calculated: 0, due: 0, suspended: 0, paid: 0, status: 'RECOLHIDO' },
    { tax: 'PIS', calculated: 2761.51, due: 2761.51, suspended: 0, paid: 2761.51, status: 'RECOLHIDO' },
    {
      tax: 'COFINS',
      calculated: 12689.8,
      due: 12689.8,
      suspended: 0,
      paid: 12689.8,
      status: 'RECOLHIDO',
    },
    {
      tax: 'TAXA_SISCOMEX',
      calculated: 154.23,
      due: 154.23,
      suspended: 0,
      paid: 154.23,
      status: 'RECOLHIDO',
    },
  ],
};

/**
 * One version of a process's DUIMP as the Portal Único shows it. Codes are free text (1–60
 * characters, trimmed): an unknown one is stored and shown as sent. Lists left out are empty, and
 * nullable fields left out are null, so the same document sent twice is the same document.
 */
export const ZIngestDuimp = strictOf(
  {
    /** Número da DUIMP: 2 digits of the year, BR, 11 digits (26BR00016589107). */
    number: z
      .string({ error: 'Informe number (o número da DUIMP, como 26BR00016589107).' })
      .trim()
      .regex(
        DUIMP_NUMBER_PATTERN,
        'Informe number como o número da DUIMP: 2 dígitos do ano, BR e 11 dígitos (26BR00016589107).',
      ),
    /** Versão da DUIMP: 0 is the draft (rascunho), registration makes 1, each retificação adds one. */
    version: versionField('version'),
    /** Situação da DUIMP (situacaoDuimp): AGUARDANDO_PARAMETRIZACAO, EM_ANALISE_FISCAL, DESEMBARACADA… */
    situation: codeField('situation'),
    /** Situação do licenciamento (situacaoLicenciamento): DISPENSADO, DEFERIDO, PENDENTE, IMPEDIDO. */
    licensingSituation: optionalCodeField('licensingSituation'),
    /** Situação do controle de carga (controleCarga): VINCULADA, ATRACADA, ARMAZENADA, ENTREGUE… */
    cargoControl: optionalCodeField('cargoControl'),
    /** Canal consolidado (canalConsolidado): VERDE, AMARELO, VERMELHO, CINZA; null before parametrização. */
    channel: optionalCodeField('channel'),
    /**
     * Data da parametrização: the day the channel came. Beyond the Portal Único's own list of
     * fields the portal reads, so "registro → canal" is measured from the day, not from when the ERP
     * happened to send it.
     */
    channelAssignedOn: optionalDayField('channelAssignedOn'),
    /** Resultado da análise fiscal da Receita Federal (resultadoAnaliseRFB). */
    taxAuthorityResult: optionalCodeField('taxAuthorityResult'),
    /** Resultados dos órgãos anuentes (resultadoAnuentes). */
    agencyResults: listOf(ZIngestDuimpAgencyResult, 'agencyResults', 50),
    /** Data de registro (version 1 onwards). */
    registeredOn: optionalDayField('registeredOn'),
    /** Data do desembaraço. */
    clearedOn: optionalDayField('clearedOn'),
    /** LPCOs of the goods. */
    lpcos: listOf(ZIngestDuimpLpco, 'lpcos', 200),
    /** Exigências of the agencies and of the Receita Federal, open and answered. */
    requirements: listOf(ZIngestDuimpRequirement, 'requirements', 500),
    /** Retificações registered so far. */
    rectifications: listOf(ZIngestDuimpRectification, 'rectifications', 99),
    /** Tributos: calculated, due, suspended and paid, in reais. */
    taxes: listOf(ZIngestDuimpTax, 'taxes', 50),
  },
  null,
).meta({ examples: [EXAMPLE_DUIMP] });
export type TIngestDuimpInput = z.input<typeof ZIngestDuimp>;
/** The document as the portal stores it: the body as sent, absent lists empty and absent fields null. */
export type TIngestDuimp = z.output<typeof ZIngestDuimp>;

export const ZIngestDuimpResponse = z.object({
  result: ZIngestOutcome,
  /** The version written. */
  version: z.number().int(),
  /** How many versions of this DUIMP number the portal keeps for the process. */
  versions: z.number().int(),
});
export type TIngestDuimpResponse = z.infer<typeof ZIngestDuimpResponse>;

export const putIntegrationDuimpCall = defineCall({
  method: 'PUT',
  path: '/api/integration/processes/{identification}/duimp',
  summary:
    'One version of the DUIMP of a process, as the Portal Único shows it: the same version again is updated (or unchanged), a new version is kept beside the older ones and becomes the current one. Keeps the process’s DUIMP number, channel and dates in step.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  maxBodyBytes: 1024 * 1024,
  body: ZIngestDuimp,
  description:
    "A version is keyed by the process, the DUIMP number and the version: the same document again answers unchanged, a changed one updated, a new version created (older versions are kept). The Portal Único's codes are free text: an unknown code is stored and shown as sent. The current version (the highest of the latest number) sets the process's duimp, duimpIdentification, duimpChannel (when VERDE, AMARELO, VERMELHO or CINZA), duimpRegistryDate, duimpResourcefulnessDate, duimpSituation and duimpLicensingSituation (the codes as sent) through the change trail. A process of a company outside a limited client's list answers 404.",
  responses: { 200: ZIngestDuimpResponse },
});

// --- What the customer reads (GET) -----------------------------------------------------------------

const ZStoredCode = z.string();
const ZStoredDay = z.string().nullable();
const ZStoredMoney = z.number().nullable();

/** One version of the DUIMP as stored: the document the ERP sent, with when the portal received it. */
export const ZProcessDuimp = z.object({
  number: z.string(),
  version: z.number().int(),
  situation: ZStoredCode,
  licensingSituation: ZStoredCode.nullable(),
  cargoControl: ZStoredCode.nullable(),
  channel: ZStoredCode.nullable(),
  /** Data da parametrização; null when not sent (versions stored before the field existed too). */
  channelAssignedOn: ZStoredDay,
  taxAuthorityResult: ZStoredCode.nullable(),
  agencyResults: z.array(z.object({ agency: ZStoredCode, result: ZStoredCode })),
  registeredOn: ZStoredDay,
  clearedOn: ZStoredDay,
  lpcos: z.array(
    z.object({
      number: z.string(),
      agency: ZStoredCode,
      status: ZStoredCode,
      requestedOn: ZStoredDay,
      decidedOn: ZStoredDay,
      validUntil: ZStoredDay,
    }),
  ),
  requirements: z.array(
    z.object({
      agency: ZStoredCode,
      text: z.string(),
      openedOn: z.string(),
      dueOn: ZStoredDay,
      answeredOn: ZStoredDay,
      lpcoNumber: z.string().nullable(),
    }),
  ),
  rectifications: z.array(
    z.object({ version: z.number().int(), date: z.string(), reason: z.string().nullable() }),
  ),
  taxes: z.array(
    z.object({
      tax: ZStoredCode,
      calculated: ZStoredMoney,
      due: ZStoredMoney,
      suspended: ZStoredMoney,
      paid: ZStoredMoney,
      status: ZStoredCode.nullable(),
    }),
  ),
  /** When the portal first received this version (ISO 8601). */
  receivedAt: ZTimestamp,
  /** When the portal last stored a change to it (ISO 8601). */
  updatedAt: ZTimestamp,
});
export type TProcessDuimp = z.infer<typeof ZProcessDuimp>;

/** One version the portal keeps: its number, version, situation code and when it arrived. */
export const ZProcessDuimpVersion = z.object({
  number: z.string(),
  version: z.number().int(),
  situation: ZStoredCode,
  receivedAt: ZTimestamp,
});
export type TProcessDuimpVersion = z.infer<typeof ZProcessDuimpVersion>;

export const ZProcessDuimpResponse = z.object({
  /** The current version (the highest of the latest DUIMP number); null: the process has no DUIMP yet. */
  data: ZProcessDuimp.nullable(),
  /** Every version kept, newest first: the latest number's versions, highest first, then older numbers'. */
  versions: z.array(ZProcessDuimpVersion),
});
export type TProcessDuimpResponse = z.infer<typeof ZProcessDuimpResponse>;

export const getProcessDuimpCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/duimp',
  summary:
    'The DUIMP of a process: its current version as the Portal Único showed it (codes as sent; labels in the contract’s glossary) and the versions kept; data null when there is none.',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZProcessDuimpResponse },
});
