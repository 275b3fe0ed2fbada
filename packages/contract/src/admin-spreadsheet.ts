import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { ENTITLEMENT_LABELS } from './admin-companies.ts';
import { TAX_REGIME_LABELS, TAX_REGIMES, type TTaxRegime } from './landed-cost-rules.ts';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from './landed-cost-rules.ts';
import { defineCall } from './call.ts';
import { XLSX_MEDIA_TYPE, ZBinaryFile, dataEnvelope } from './envelope.ts';
import { MAX_ID, ZIdPathParams, ZNullableTimestamp, ZTimestamp } from './primitives.ts';

// Onboarding, "Importar planilha": a broker without an ERP fills the portal from a workbook. Each row
// becomes the ingestion API's own object (integration.ts) and is written by the same upserts. Not in
// the spec: the texts are ours, in pt-BR.

/** The kinds of rows, in the order they are written (a company before its users and processes). */
export const SPREADSHEET_KINDS = [
  'companies',
  'users',
  'processes',
  'cashRequests',
  'invoices',
  'declarations',
  'expenses',
  'duimps',
  'exchangeRates',
] as const;
export type TSpreadsheetKind = (typeof SPREADSHEET_KINDS)[number];
export const ZSpreadsheetKind = z.enum(SPREADSHEET_KINDS);

/** The sheet of each kind, as the template names it. */
export const SPREADSHEET_SHEET_NAMES: Readonly<Record<TSpreadsheetKind, string>> = {
  companies: 'Empresas',
  users: 'Usuários',
  processes: 'Processos',
  cashRequests: 'Numerários',
  invoices: 'Invoices e parcelas',
  declarations: 'Declarações e itens',
  expenses: 'Despesas',
  duimps: 'DUIMP e LPCO',
  exchangeRates: 'Câmbio',
};

/** The template's hidden sheet that holds the longer choice lists (the steps' names). */
export const SPREADSHEET_LISTS_SHEET_NAME = 'Listas';

/** How a column's text is read ('reference': a process's number, or its reference with the type's prefix). */
export type TSpreadsheetColumnType =
  | 'text'
  | 'day'
  | 'money'
  | 'decimal'
  | 'integer'
  | 'reference'
  | 'flag'
  | 'cnpj'
  | 'cnpjs'
  | 'email'
  | 'step'
  | 'choice';

export type TSpreadsheetColumn = {
  /** The field of the ingestion object the column fills. */
  field: string;
  /** pt-BR header (row 1). */
  header: string;
  /** What the column takes (row 2 of the template). */
  note: string;
  type: TSpreadsheetColumnType;
  /** A choice column's accepted texts and the value each stands for. */
  choices?: Readonly<Record<string, string>>;
  isRequired?: boolean;
};

const DAY_NOTE = 'Data DD/MM/AAAA.';
const MONEY_NOTE = 'Valor em R$ com vírgula decimal (1.234,56).';
const CNPJ_NOTE = 'CNPJ com 14 dígitos, com ou sem pontuação (12.345.678/0001-90).';
const FLAG_NOTE = 'Sim ou Não; vazio mantém o valor.';
const PROCESS_NOTE =
  'Número do processo (812) ou a referência com o prefixo do tipo (PRI00812, E00812, A00812).';

const SIM_NAO = { Sim: 'true', Não: 'false' } as const;

const text = (field: string, header: string, note = 'Texto.'): TSpreadsheetColumn => ({
  field,
  header,
  note,
  type: 'text',
});
const day = (field: string, header: string, note = DAY_NOTE): TSpreadsheetColumn => ({
  field,
  header,
  note,
  type: 'day',
});
const money = (field: string, header: string, note = MONEY_NOTE): TSpreadsheetColumn => ({
  field,
  header,
  note,
  type: 'money',
});
const flag = (field: string, header: string, note = FLAG_NOTE): TSpreadsheetColumn => ({
  field,
  header,
  note,
  type: 'flag',
  choices: SIM_NAO,
});
const choice = (
  field: string,
  header: string,
  choices: Readonly<Record<string, string>>,
  note = `Uma das opções: ${Object.keys(choices).join(', ')}.`,
): TSpreadsheetColumn => ({ field, header, note, type: 'choice', choices });
const required = (column: TSpreadsheetColumn): TSpreadsheetColumn => ({ ...column, isRequired: true });

const processColumn = required({
  field: 'identification',
  header: 'Processo',
  note: PROCESS_NOTE,
  type: 'reference',
});

const sameNames = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, name]));

const WAYS_OF_TRANSPORT = { Aérea: 'AEREA', Marítima: 'MARITIMA', Rodoviária: 'RODOVIARIA' } as const;
const CHANNELS = { Verde: 'VERDE', Amarelo: 'AMARELO', Vermelho: 'VERMELHO', Cinza: 'CINZA' } as const;
const COUNTRY_NOTE = 'País: código ISO de 2 letras (CN, DE…).';
const LANDED_COST_ALLOCATION_CHOICES = {
  VMLD: 'vmld',
  'Peso bruto': 'weight',
  Quantidade: 'quantity',
} as const;
const TAX_REGIME_CHOICES = Object.fromEntries(
  TAX_REGIMES.map((regime) => [TAX_REGIME_LABELS[regime], regime]),
) as Readonly<Record<string, TTaxRegime>>;
/** An expense's category by its pt-BR label (the code is read as well). */
const EXPENSE_CATEGORY_CHOICES = Object.fromEntries(
  EXPENSE_CATEGORIES.map((category) => [EXPENSE_CATEGORY_LABELS[category], category]),
);

/** The columns of each sheet, in the template's order. */
export const SPREADSHEET_COLUMNS: Readonly<Record<TSpreadsheetKind, readonly TSpreadsheetColumn[]>> = {
  companies: [
    required({ field: 'cnpj', header: 'CNPJ', note: CNPJ_NOTE, type: 'cnpj' }),
    required(text('name', 'Nome', 'Razão social ou nome da empresa.')),
    flag('analytics', ENTITLEMENT_LABELS.analytics),
    flag('transitTime', ENTITLEMENT_LABELS.transitTime),
    flag('delayedEtd', ENTITLEMENT_LABELS.delayedEtd),
    flag('cashCalendarTxt', ENTITLEMENT_LABELS.cashCalendarTxt),
    flag('landedCost', ENTITLEMENT_LABELS.landedCost),
    // The landed cost's settings (ingestion's landedCost.allocation and .taxRegime): empty keeps them.
    choice(
      'landedCostAllocation',
      'Rateio das despesas',
      LANDED_COST_ALLOCATION_CHOICES,
      'VMLD, Peso bruto ou Quantidade: como as despesas do processo se dividem entre as adições; vazio mantém.',
    ),
    choice(
      'taxRegime',
      'Regime tributário',
      TAX_REGIME_CHOICES,
      'Lucro Real, Lucro Presumido ou Simples Nacional: decide os créditos do custo líquido; vazio mantém.',
    ),
  ],
  users: [
    required({
      field: 'email',
      header: 'E-mail',
      note: 'E-mail de acesso (a chave do usuário).',
      type: 'email',
    }),
    required(text('name', 'Nome', 'Nome da pessoa.')),
    required({
      field: 'companyCnpjs',
      header: 'CNPJs das empresas',
      note: 'Um ou mais CNPJs separados por vírgula, com ou sem pontuação.',
      type: 'cnpjs',
    }),
    flag('isActive', 'Ativo', 'Sim ou Não; vazio: Sim para um usuário novo.'),
    choice(
      'role',
      'Papel',
      { Cliente: 'CUSTOMER', Equipe: 'STAFF', Administrador: 'ADMIN' },
      'Cliente, Equipe ou Administrador; vazio: Cliente para um usuário novo.',
    ),
  ],
  processes: [
    processColumn,
    { field: 'companyCnpj', header: 'CNPJ da empresa', note: CNPJ_NOTE, type: 'cnpj' },
    choice('typeOfProcess', 'Tipo', {
      'Conta e ordem': 'CONTA_E_ORDEM',
      Encomenda: 'ENCOMENDA',
      Assessoria: 'ACESSORIA',
    }),
    text('status', 'Status', 'Texto do status (Em trânsito…).'),
    { field: 'stepId', header: 'Etapa', note: 'Nome da etapa (lista) ou seu número.', type: 'step' },
    day('created', 'Abertura'),
    text('customerRef', 'Ref. do cliente'),
    text('anotherRef', 'Outra referência'),
    text('invoice', 'Invoice', 'Número(s) da invoice, como texto.'),
    text('exporterName', 'Exportador'),
    text('manufacturerName', 'Fabricante'),
    text('shipownerName', 'Armador'),
    text('freightForwarderName', 'Agente de carga'),
    text('conveyorName', 'Transportadora'),
    text('generalWarehouseName', 'Armazém geral'),
    text('customBrokerName', 'Despachante'),
    text('destinationPortAlias', 'Porto de destino', 'Sigla do porto, aeroporto ou fronteira cadastrado.'),
    text('customsEnclosureAlias', 'Recinto alfandegado', 'Sigla do recinto cadastrado.'),
    choice('wayOfTransport', 'Modal', WAYS_OF_TRANSPORT),
    choice('typeOfBoarding', 'Tipo de embarque', sameNames(['FCL', 'LCL', 'BKB', 'AEREO', 'RODOVIARIO'])),
    text('incoterm', 'Incoterm', 'FOB, CIF, EXW…'),
    { field: 'originCountry', header: 'País de origem', note: COUNTRY_NOTE, type: 'text' },
    money('cifValue', 'Valor CIF', 'Valor com vírgula decimal (1.234,56), na moeda do CIF.'),
    choice('cifValueCurrency', 'Moeda do CIF', sameNames(['USD', 'EUR', 'CNY', 'GBP', 'BRL'])),
    text('billOfLading', 'Conhecimento (BL/AWB)'),
    text('vehicle', 'Veículo'),
    text('ceMercante', 'CE Mercante'),
    text('placeOfLoading', 'Local de embarque'),
    text('diNumber', 'Número da DI'),
    text('duimpIdentification', 'Número da DUIMP'),
    choice('diChannel', 'Canal da DI', CHANNELS),
    choice('duimpChannel', 'Canal da DUIMP', CHANNELS),
    flag('duimp', 'É DUIMP'),
    flag('importLicense', 'Licença de importação'),
    flag('imo', 'Carga IMO'),
    day('datesEstimatedGoodsReadinesDate', 'Prontidão prevista'),
    day('datesGoodsReadinesDate', 'Prontidão'),
    day('initialDatesETD', 'ETD inicial'),
    day('datesETD', 'ETD'),
    day('datesDepartureDate', 'Embarque'),
    day('datesETA', 'ETA'),
    day('datesArrivalDate', 'Chegada'),
    day('datesGoodsPresenceDate', 'Presença de carga'),
    day('diRegistryDate', 'Registro da DI'),
    day('diResourcefulnessDate', 'Desembaraço da DI'),
    day('duimpRegistryDate', 'Registro da DUIMP'),
    day('duimpResourcefulnessDate', 'Desembaraço da DUIMP'),
    day('datesGoodsLoadingDate', 'Carregamento'),
    day('datesEstimatedCustomerDeliverDate', 'Entrega prevista'),
    day('datesCustomerDeliverDate', 'Entrega'),
    day('billingCustomBrokerFinishDate', 'Encerramento'),
    text('reminder', 'Observação', 'Lembrete visível ao cliente.'),
  ],
  cashRequests: [
    processColumn,
    day('estimatedStepCashRequest', 'Previsão do numerário'),
    money('estimatedStepCashRequestEstimatedValue', 'Valor previsto (R$)'),
    day('stepCashRequest', 'Solicitação do numerário'),
    money('stepCashRequestEstimatedValue', 'Valor solicitado (R$)'),
    flag('cashRequestDone', 'Numerário pago'),
  ],
  invoices: [
    processColumn,
    required(text('invoiceNumber', 'Invoice', 'Número da invoice; uma linha por parcela.')),
    choice(
      'currency',
      'Moeda',
      sameNames(['USD', 'EUR', 'CNY', 'GBP']),
      'USD, EUR, CNY ou GBP (na primeira linha da invoice).',
    ),
    day('invoiceDate', 'Data da invoice'),
    day('estimatedInvoiceDate', 'Data prevista da invoice'),
    money('invoiceAmount', 'Valor da invoice', 'Valor na moeda da invoice, com vírgula decimal (1.234,56).'),
    {
      field: 'exchangeRate',
      header: 'Taxa de câmbio',
      note: 'R$ por unidade da moeda (5,3712).',
      type: 'decimal',
    },
    text('vendorName', 'Fornecedor'),
    text('paymentTerms', 'Condições de pagamento'),
    day('invoiceDue', 'Data do pagamento', 'Data DD/MM/AAAA em que foi paga; vazio: não paga.'),
    {
      field: 'parcel',
      header: 'Parcela',
      note: 'Número da parcela (1, 2…); vazio: sem parcelas.',
      type: 'integer',
    },
    choice('condition', 'Condição', {
      'Pagamento Antecipado': 'Pagamento Antecipado',
      'Pagamento à Vista': 'Pagamento à Vista',
      'Pagamento à Prazo': 'Pagamento à Prazo',
    }),
    { field: 'term', header: 'Prazo (dias)', note: 'Dias após o embarque.', type: 'integer' },
    day('dueDate', 'Vencimento'),
    money('value', 'Valor da parcela', 'Valor na moeda da invoice, com vírgula decimal (1.234,56).'),
    money('valueInBrl', 'Valor da parcela (R$)'),
  ],
  declarations: [
    processColumn,
    day('registryDate', 'Data de registro', 'Data DD/MM/AAAA (na primeira linha da declaração).'),
    required({
      field: 'itemNumber',
      header: 'Adição',
      note: 'Número da adição (1, 2…); uma linha por adição.',
      type: 'integer',
    }),
    required({ field: 'ncm', header: 'NCM', note: 'NCM com 8 dígitos.', type: 'text' }),
    required(money('vmle', 'VMLE (R$)')),
    required(money('vmld', 'VMLD (R$)')),
    required(money('freight', 'Frete (R$)')),
    required(money('insurance', 'Seguro (R$)')),
    required(money('ii', 'II (R$)')),
    required(money('ipi', 'IPI (R$)')),
    required(money('pis', 'PIS (R$)')),
    required(money('cofins', 'COFINS (R$)')),
    required(money('antidumping', 'Antidumping (R$)')),
    required(money('siscomexFee', 'Taxa Siscomex (R$)')),
    required(money('icms', 'ICMS (R$)')),
    required({
      field: 'grossWeight',
      header: 'Peso bruto (kg)',
      note: 'Peso em kg (1.820,5).',
      type: 'decimal',
    }),
    required({
      field: 'netWeight',
      header: 'Peso líquido (kg)',
      note: 'Peso em kg (1.650).',
      type: 'decimal',
    }),
    { field: 'originCountry', header: 'País de origem', note: COUNTRY_NOTE, type: 'text' },
    { field: 'acquisitionCountry', header: 'País de aquisição', note: COUNTRY_NOTE, type: 'text' },
    text('exporterName', 'Exportador'),
    { field: 'exporterCountry', header: 'País do exportador', note: COUNTRY_NOTE, type: 'text' },
    text('manufacturerName', 'Fabricante'),
    { field: 'manufacturerCountry', header: 'País do fabricante', note: COUNTRY_NOTE, type: 'text' },
    text('incoterm', 'Incoterm', 'FOB, CIF, EXW…'),
    choice('negotiatedCurrency', 'Moeda negociada', sameNames(['USD', 'EUR', 'CNY', 'GBP', 'BRL'])),
    text('urfDespacho', 'URF de despacho'),
    text('urfEntrada', 'URF de entrada'),
    text('recinto', 'Recinto'),
    choice('transportMode', 'Modal', WAYS_OF_TRANSPORT),
    choice('channel', 'Canal', CHANNELS),
    // What the item is, for the landed cost per product (Custo tab).
    text('productCode', 'Código do produto', 'Código do produto do importador ou do catálogo.'),
    text('productDescription', 'Descrição do produto'),
    {
      field: 'quantity',
      header: 'Quantidade',
      note: 'Quantidade na unidade comercial (1.250,5).',
      type: 'decimal',
    },
    text('unit', 'Unidade', 'UN, KG, M2…'),
  ],
  // Every expense of a process per group of consecutive rows with the same Processo, as the ingestion
  // API's PUT …/expenses takes it: the group replaces the process's stored set (one row per expense).
  expenses: [
    processColumn,
    required(choice('category', 'Categoria', EXPENSE_CATEGORY_CHOICES)),
    text('description', 'Descrição', 'O que é a despesa (até 200 caracteres).'),
    required(money('amount', 'Valor (R$)')),
    required(day('date', 'Data')),
    required(flag('isTaxDeductible', 'Dedutível', 'Sim ou Não.')),
    text('cashRequest', 'Numerário', 'O numerário de que foi paga, como o ERP o chama.'),
  ],
  // One version of a DUIMP per group of rows (process, number, version), as the ingestion API's PUT
  // …/duimp takes it: its own fields on the first row, then per row an LPCO, an exigência, an agency's
  // result, a tax or a rectification. The Portal Único's codes are text: a code the portal does not know
  // yet is kept as sent.
  duimps: [
    processColumn,
    required(text('number', 'Número da DUIMP', 'Como 26BR00016589107; uma linha por LPCO ou exigência.')),
    required({
      field: 'version',
      header: 'Versão',
      note: '0 o rascunho, 1 o registro, mais 1 por retificação.',
      type: 'integer',
    }),
    text('situation', 'Situação da DUIMP', 'Código do Portal Único (EM_ANALISE_FISCAL…), na primeira linha.'),
    text('licensingSituation', 'Situação do licenciamento', 'DISPENSADO, PENDENTE, DEFERIDO ou IMPEDIDO.'),
    text('cargoControl', 'Controle de carga', 'VINCULADA, ATRACADA, ARMAZENADA, ENTREGUE…'),
    text('channel', 'Canal da DUIMP', 'VERDE, AMARELO, VERMELHO ou CINZA; vazio: ainda sem canal.'),
    day(
      'channelAssignedOn',
      'Data da parametrização',
      'Data DD/MM/AAAA em que o canal saiu; vazio: sem canal.',
    ),
    day('registeredOn', 'Data de registro'),
    day('clearedOn', 'Data de desembaraço'),
    text('agency', 'Órgão anuente', 'MAPA, ANVISA, INMETRO…: o do LPCO e o da exigência da linha.'),
    text('lpcoNumber', 'Número do LPCO', 'Vazio: a linha não traz LPCO.'),
    text('lpcoStatus', 'Situação do LPCO', 'EM_ANALISE, EM_EXIGENCIA, DEFERIDO, INDEFERIDO…'),
    day('lpcoRequestedOn', 'Pedido do LPCO'),
    day('lpcoDecidedOn', 'Decisão do LPCO'),
    text(
      'requirementText',
      'Exigência',
      'Texto da exigência do órgão da linha; vazio: a linha não traz exigência.',
    ),
    day('requirementOpenedOn', 'Exigência aberta em'),
    day('requirementDueOn', 'Prazo da exigência'),
    day('requirementAnsweredOn', 'Exigência respondida em', 'Data DD/MM/AAAA; vazio: ainda aberta.'),
    text(
      'taxAuthorityResult',
      'Resultado da Receita Federal',
      'Código do Portal Único (EM_ANALISE, LIBERADO…), na primeira linha.',
    ),
    text(
      'agencyResult',
      'Resultado do órgão anuente',
      'Resultado do órgão da linha no canal (EM_EXIGENCIA, DEFERIDO…).',
    ),
    text('tax', 'Tributo', 'II, IPI, PIS, COFINS, TAXA_SISCOMEX…: um tributo por linha.'),
    money('taxCalculated', 'Tributo calculado (R$)'),
    money('taxDue', 'Tributo devido (R$)'),
    money('taxSuspended', 'Tributo suspenso (R$)'),
    money('taxPaid', 'Tributo recolhido (R$)'),
    text('taxStatus', 'Situação do tributo', 'CALCULADO, A_RECOLHER, RECOLHIDO, SUSPENSO…'),
    {
      field: 'rectificationVersion',
      header: 'Retificação: versão',
      note: 'A versão que a retificação criou (2, 3…); uma retificação por linha.',
      type: 'integer',
    },
    day('rectificationDate', 'Retificação: data'),
    text('rectificationReason', 'Retificação: motivo'),
  ],
  exchangeRates: [
    required(choice('currency', 'Moeda', sameNames(['USD', 'EUR', 'GBP', 'CNY']))),
    required(day('date', 'Data')),
    required({
      field: 'buy',
      header: 'Compra (R$)',
      note: 'R$ por unidade, PTAX de compra (5,3712).',
      type: 'decimal',
    }),
    required({
      field: 'sell',
      header: 'Venda (R$)',
      note: 'R$ por unidade, PTAX de venda (5,3718).',
      type: 'decimal',
    }),
  ],
};

/** The result workbook's added column: what became of each row. */
export const SPREADSHEET_STATUS_HEADER = 'Situação da importação';

/** The outcome of one row. */
export const SPREADSHEET_ROW_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type TSpreadsheetRowOutcome = (typeof SPREADSHEET_ROW_OUTCOMES)[number];

export const ZSpreadsheetRowOutcome = z.enum(SPREADSHEET_ROW_OUTCOMES);

export const SPREADSHEET_OUTCOME_LABELS: Readonly<Record<TSpreadsheetRowOutcome, string>> = {
  created: 'Criada',
  updated: 'Atualizada',
  unchanged: 'Sem mudança',
  refused: 'Recusada',
};

/** What an import is doing: read and judged (preview), waiting for the confirmation, written. */
export const SPREADSHEET_IMPORT_STATUSES = [
  'PREVIEWING',
  'PREVIEWED',
  'COMMITTING',
  'DONE',
  'FAILED',
] as const;
export const ZSpreadsheetImportStatus = z.enum(SPREADSHEET_IMPORT_STATUSES);
export type TSpreadsheetImportStatus = z.infer<typeof ZSpreadsheetImportStatus>;

export const SPREADSHEET_IMPORT_STATUS_LABELS: Readonly<Record<TSpreadsheetImportStatus, string>> = {
  PREVIEWING: 'Analisando',
  PREVIEWED: 'Aguardando confirmação',
  COMMITTING: 'Gravando',
  DONE: 'Concluída',
  FAILED: 'Falhou',
};

/** Largest upload, in bytes. */
export const MAX_SPREADSHEET_BYTES = 50 * 1024 * 1024;

/** Refused rows an import keeps with their reasons (the count is always whole). */
export const SPREADSHEET_REFUSALS_KEPT = 5_000;

/** The file types accepted. */
export const SPREADSHEET_FILE_EXTENSIONS = ['.xlsx', '.csv'] as const;

export const SPREADSHEET_FILE_TYPE_MESSAGE =
  'Envie a planilha como .xlsx ou .csv (separado por ponto e vírgula).';
export const SPREADSHEET_EMPTY_MESSAGE = 'O arquivo está vazio.';
export const SPREADSHEET_TOO_LARGE_MESSAGE = `A planilha passa de ${MAX_SPREADSHEET_BYTES / 1024 / 1024} MB: divida-a em arquivos menores.`;
export const SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const SPREADSHEET_NOT_CONFIRMABLE_MESSAGE =
  'Só uma importação analisada e ainda não confirmada pode ser confirmada.';
export const SPREADSHEET_RESULT_NOT_READY_MESSAGE = 'O resultado fica disponível quando a análise termina.';
/** A CSV whose header row matches no sheet of the template. */
export const SPREADSHEET_CSV_UNKNOWN_MESSAGE =
  'O cabeçalho do CSV não corresponde a nenhuma aba do modelo: use os cabeçalhos de uma aba (Empresas, Processos…).';
export const SPREADSHEET_NO_SHEETS_MESSAGE =
  'Nenhuma aba do modelo foi encontrada na planilha (Empresas, Usuários, Processos…).';
export const SPREADSHEET_UNREADABLE_MESSAGE =
  'Não foi possível ler a planilha: confira se é um .xlsx válido.';

/**
 * An import whose job died with its server (a crash, a kill) ends FAILED with this message: it is
 * never resumed half-way, and sending the file again is safe (every row is an idempotent upsert).
 */
export const SPREADSHEET_INTERRUPTED_MESSAGE =
  'A importação foi interrompida porque o servidor reiniciou: envie a planilha de novo.';

/** The audit action of an import (audit_events.action). */
export const SPREADSHEET_IMPORT_ACTION = 'spreadsheet.import';
/** The audit action of an import a restart interrupted. */
export const SPREADSHEET_INTERRUPTED_ACTION = 'spreadsheet.interrupted';
export const SPREADSHEET_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [SPREADSHEET_IMPORT_ACTION]: 'Planilha importada',
  [SPREADSHEET_INTERRUPTED_ACTION]: 'Importação de planilha interrompida',
};
/** The names of an import record's values on the Auditoria screen. */
export const SPREADSHEET_AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  fileName: 'Arquivo',
  created: 'Linhas criadas',
  updated: 'Linhas atualizadas',
  unchanged: 'Linhas sem mudança',
  refused: 'Linhas recusadas',
};

/** "Linha 14, coluna ETA: data inexistente (31/02/2026)": how a refused row is told. */
export const spreadsheetRefusalText = (refusal: {
  row: number;
  column: string | null;
  reason: string;
}): string =>
  refusal.column === null
    ? `Linha ${refusal.row}: ${refusal.reason}`
    : `Linha ${refusal.row}, coluna ${refusal.column}: ${refusal.reason}`;

export const ZSpreadsheetCounts = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
});
export type TSpreadsheetCounts = z.infer<typeof ZSpreadsheetCounts>;

export const ZSpreadsheetSheetSummary = ZSpreadsheetCounts.extend({
  kind: ZSpreadsheetKind,
  /** The sheet's name in the file (the template's, or the CSV's file name). */
  sheet: z.string(),
});
export type TSpreadsheetSheetSummary = z.infer<typeof ZSpreadsheetSheetSummary>;

export const ZSpreadsheetRefusal = z.object({
  sheet: z.string(),
  row: z.number().int().positive(),
  /** The column's header; null when the row as a whole was refused. */
  column: z.string().nullable(),
  reason: z.string(),
});
export type TSpreadsheetRefusal = z.infer<typeof ZSpreadsheetRefusal>;

export const ZSpreadsheetImport = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  status: ZSpreadsheetImportStatus,
  /** Who uploaded it. */
  userName: z.string(),
  createdAt: ZTimestamp,
  confirmedAt: ZNullableTimestamp,
  finishedAt: ZNullableTimestamp,
  /** Rows done and rows in all, of the running phase (0 of 0 while the file is first read). */
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  /** Per sheet: what the preview would do, or (DONE) what was done. */
  sheets: z.array(ZSpreadsheetSheetSummary),
  /** Totals of all sheets. */
  totals: ZSpreadsheetCounts,
  /** Why it failed (FAILED), in pt-BR. */
  message: z.string().nullable(),
});
export type TSpreadsheetImport = z.infer<typeof ZSpreadsheetImport>;

/** Rows of each sheet the preview shows as they will be written. */
export const SPREADSHEET_FIRST_ROWS = 10;

export const ZSpreadsheetFirstRow = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().int().positive(),
  outcome: ZSpreadsheetRowOutcome,
  /**
   * One per column of the sheet's `columns`: the value as it will be written, in pt-BR (a process
   * as its reference, a date DD/MM/AAAA, an amount 1.234,56); on a refused row the cell as it is in
   * the file, never a value read into it. Null: empty (an update keeps the stored value).
   */
  cells: z.array(z.string().nullable()),
  /** Why a refused row was refused (pt-BR); null otherwise. */
  reason: z.string().nullable(),
});
export type TSpreadsheetFirstRow = z.infer<typeof ZSpreadsheetFirstRow>;

export const ZSpreadsheetFirstRows = z.object({
  sheet: z.string(),
  kind: ZSpreadsheetKind,
  /** The headers of the template's columns the sheet has and its first rows fill, in the template's order. */
  columns: z.array(z.string()),
  rows: z.array(ZSpreadsheetFirstRow),
});
export type TSpreadsheetFirstRows = z.infer<typeof ZSpreadsheetFirstRows>;

/** One import as its own screen shows it: with the first rows of each sheet. */
export const ZSpreadsheetImportDetail = ZSpreadsheetImport.extend({
  /** Per sheet, its first SPREADSHEET_FIRST_ROWS data rows: as the preview will write them, or (DONE) as written. */
  firstRows: z.array(ZSpreadsheetFirstRows),
});
export type TSpreadsheetImportDetail = z.infer<typeof ZSpreadsheetImportDetail>;

export const SPREADSHEET_IMPORTS_PAGE_SIZE_DEFAULT = 10;
export const SPREADSHEET_IMPORTS_PAGE_SIZE_MAX = 100;
export const SPREADSHEET_REFUSALS_PAGE_SIZE_DEFAULT = 50;
export const SPREADSHEET_REFUSALS_PAGE_SIZE_MAX = 500;

export const ZSpreadsheetImportsQuery = z.object({
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 1, SPREADSHEET_IMPORTS_PAGE_SIZE_MAX).default(
    SPREADSHEET_IMPORTS_PAGE_SIZE_DEFAULT,
  ),
});

export const ZSpreadsheetImportsResponse = z.object({
  data: z.array(ZSpreadsheetImport),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type TSpreadsheetImportsResponse = z.infer<typeof ZSpreadsheetImportsResponse>;

export const ZSpreadsheetImportResponse = dataEnvelope(ZSpreadsheetImportDetail);
export type TSpreadsheetImportResponse = z.infer<typeof ZSpreadsheetImportResponse>;

export const ZSpreadsheetRefusalsQuery = z.object({
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 1, SPREADSHEET_REFUSALS_PAGE_SIZE_MAX).default(
    SPREADSHEET_REFUSALS_PAGE_SIZE_DEFAULT,
  ),
});

export const ZSpreadsheetRefusalsResponse = z.object({
  data: z.array(ZSpreadsheetRefusal),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Refused rows kept (at most SPREADSHEET_REFUSALS_KEPT; the sheets' counts are whole). */
  total: z.number().int().nonnegative(),
});
export type TSpreadsheetRefusalsResponse = z.infer<typeof ZSpreadsheetRefusalsResponse>;

const FILE_NAME_MESSAGE = 'Informe arquivo: o nome do arquivo (.xlsx ou .csv, até 200 caracteres).';

export const ZSpreadsheetUploadQuery = z.object({
  arquivo: z
    .string({ error: FILE_NAME_MESSAGE })
    .trim()
    .min(1, FILE_NAME_MESSAGE)
    .max(200, FILE_NAME_MESSAGE)
    .regex(/\.(xlsx|csv)$/i, SPREADSHEET_FILE_TYPE_MESSAGE),
});

const PATH = '/api/admin/planilha';

export const getAdminSpreadsheetTemplateCall = defineCall({
  method: 'GET',
  path: `${PATH}/modelo.xlsx`,
  summary:
    'Back-office (admins only): the import template, one sheet per kind (Empresas, Usuários, Processos, Numerários, Invoices e parcelas, Declarações e itens, Despesas, DUIMP e LPCO, Câmbio), pt-BR headers, a notes row and choice lists.',
  isAuthenticated: true,
  role: 'ADMIN',
  isBinary: true,
  fileName: 'modelo-importacao.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

export const postAdminSpreadsheetImportCall = defineCall({
  method: 'POST',
  path: `${PATH}/importacoes`,
  summary: `Back-office (admins only): uploads a filled workbook (.xlsx) or one sheet as CSV (;, UTF-8 or Windows-1252) as the raw body (application/octet-stream, up to ${MAX_SPREADSHEET_BYTES / 1024 / 1024} MB), its name in ?arquivo=. The file is read and judged in the background (nothing is written): poll the import for its preview.`,
  isAuthenticated: true,
  role: 'ADMIN',
  query: ZSpreadsheetUploadQuery,
  maxBodyBytes: MAX_SPREADSHEET_BYTES,
  upload: {
    mediaType: 'application/octet-stream',
    description: 'The workbook (.xlsx) or the CSV sheet, as it is: its name goes in ?arquivo=.',
  },
  responses: { 201: ZSpreadsheetImportResponse },
});

export const getAdminSpreadsheetImportsCall = defineCall({
  method: 'GET',
  path: `${PATH}/importacoes`,
  summary: 'Back-office (admins only): the imports, newest first, one page.',
  isAuthenticated: true,
  role: 'ADMIN',
  query: ZSpreadsheetImportsQuery,
  responses: { 200: ZSpreadsheetImportsResponse },
});

export const getAdminSpreadsheetImportCall = defineCall({
  method: 'GET',
  path: `${PATH}/importacoes/{id}`,
  summary:
    'Back-office (admins only): one import, its progress, its counts per sheet and the first rows of each sheet as they will be (or were) written.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  responses: { 200: ZSpreadsheetImportResponse },
});

export const getAdminSpreadsheetRefusalsCall = defineCall({
  method: 'GET',
  path: `${PATH}/importacoes/{id}/recusas`,
  summary:
    'Back-office (admins only): the refused rows of an import, by sheet and row, with the pt-BR reason.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  query: ZSpreadsheetRefusalsQuery,
  responses: { 200: ZSpreadsheetRefusalsResponse },
});

export const postAdminSpreadsheetConfirmCall = defineCall({
  method: 'POST',
  path: `${PATH}/importacoes/{id}/confirmar`,
  summary:
    'Back-office (admins only): writes a previewed import through the ingestion upserts, in the background (409 unless it is waiting for confirmation). Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  responses: { 200: ZSpreadsheetImportResponse },
});

export const getAdminSpreadsheetResultCall = defineCall({
  method: 'GET',
  path: `${PATH}/importacoes/{id}/resultado.xlsx`,
  summary:
    'Back-office (admins only): the uploaded workbook with a status column per row (created, updated, unchanged or refused with the reason): of the preview, or of the import once written.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  isBinary: true,
  fileName: 'resultado-importacao.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});
