import { z } from 'zod';

/** `yyyy-MM-ddTHH:mm:ss` (local, no zone), as the spec sends period bounds. */
export const ZLocalDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/, 'Use o formato yyyy-MM-ddTHH:mm:ss.');

/** `yyyy-MM-dd`. */
export const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use o formato yyyy-MM-dd.');

/** An ISO timestamp in answers (server time, with zone). Null when the date is unknown. */
export const ZTimestamp = z.string();
export const ZNullableTimestamp = ZTimestamp.nullable();

/**
 * The largest id the database holds (PostgreSQL `integer`): a larger one is not "not found", it is
 * not an id, and must never reach a query (it overflows int4 there).
 */
export const MAX_ID = 2_147_483_647;

/** Ids a list in a query may name at once. */
export const MAX_IDS_PER_LIST = 1_000;

/** Positive integer id in a path or query (coerced from text). */
export const ZIdParam = z.coerce.number().int().positive().max(MAX_ID);

/** A positive int4 id in a JSON body, with a message naming the field. */
export const zBodyId = (name: string) => {
  const message = `Informe ${name} como um número inteiro positivo.`;
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
};

/** Comma-separated list of ids in a query, e.g. `customerIds=1,2,3`. */
export const ZIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Informe uma lista de ids separados por vírgula.')
  .transform((value) => value.split(',').map(Number));

export const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZTypeOfProcess = z.enum(['CONTA_E_ORDEM', 'ENCOMENDA', 'ACESSORIA', 'ASSESSORIA']);
export type TTypeOfProcess = z.infer<typeof ZTypeOfProcess>;

export const ZWayOfTransport = z.enum(['AEREA', 'MARITIMA', 'RODOVIARIA']);
export type TWayOfTransport = z.infer<typeof ZWayOfTransport>;

export const ZDiChannel = z.enum(['CINZA', 'VERDE', 'AMARELO', 'VERMELHO']);
export type TDiChannel = z.infer<typeof ZDiChannel>;

export const ZWeekday = z.enum([
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
]);
export type TWeekday = z.infer<typeof ZWeekday>;

export const ZCurrencyCode = z.string().min(3).max(3);

// ---------------------------------------------------------------------------------------------
// Query helpers with pt-BR messages that name the offending field. Query strings arrive as text:
// these schemas accept the wire text and coerce it.

const LOCAL_DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,3})?$/;
// Zone offsets run from -12:00 to +14:00 in whole quarter hours at most; +99:99 is no zone.
const ISO_DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,3})?(Z|[+-](0\d|1[0-4]):(00|15|30|45))?$/;
const LOCAL_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year/month/day name a real calendar day (rejects 2024-02-30, 2024-13-01). */
export const isRealDate = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
};

const hasRealDate = (re: RegExp) => (value: string) => {
  const match = re.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** `yyyy-MM-ddTHH:mm:ss` query value; the message names the field, e.g. 'Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.'. */
export const zLocalDateTimeQuery = (name: string) => {
  const message = `Informe ${name} no formato yyyy-MM-ddTHH:mm:ss.`;
  // The pattern is the document's (a refinement is not in JSON Schema); the server also checks the day exists.
  return z
    .string({ error: message })
    .refine(hasRealDate(LOCAL_DATE_TIME_RE), message)
    .meta({ pattern: LOCAL_DATE_TIME_RE.source });
};

/** Like {@link zLocalDateTimeQuery} but also accepts a zone suffix (`Z`, `-03:00`): the spec's "ISO datetimes". */
export const zIsoDateTimeQuery = (name: string) => {
  const message = `Informe ${name} no formato yyyy-MM-ddTHH:mm:ss.`;
  return z
    .string({ error: message })
    .refine(hasRealDate(ISO_DATE_TIME_RE), message)
    .meta({ pattern: ISO_DATE_TIME_RE.source });
};

/** `yyyy-MM-dd` query value, e.g. 'Informe startDate no formato yyyy-MM-dd.'. */
export const zLocalDateQuery = (name: string) => {
  const message = `Informe ${name} no formato yyyy-MM-dd.`;
  return z
    .string({ error: message })
    .refine(hasRealDate(LOCAL_DATE_RE), message)
    .meta({ format: 'date', pattern: LOCAL_DATE_RE.source });
};

/** Positive integer id in a path or query, coerced from text, with a message naming the field. */
export const zIdQuery = (name: string) => {
  const message = `Informe ${name} como um número inteiro positivo.`;
  return (
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, message)
      .transform(Number)
      .pipe(z.number().int().positive(message).max(MAX_ID, message))
      // The document says what the server takes: an integer from 1 to MAX_ID (the text is its digits).
      .meta({ type: 'integer', minimum: 1, maximum: MAX_ID, pattern: undefined })
  );
};

/** Comma list of ids (`1,2,3`) with a message naming the field; rejects `1,,a`, blanks and zero. */
export const zIdListQuery = (name: string) => {
  const message = `Informe ${name} como uma lista de ids separados por vírgula (ex.: 1,2,3).`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}(,\d{1,10})*$/, message)
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id > 0 && id <= MAX_ID), message)
    .refine((ids) => ids.length <= MAX_IDS_PER_LIST, `Informe no máximo ${MAX_IDS_PER_LIST} ids em ${name}.`);
};

/** `true` / `false` query flag with a message naming the field. */
export const zBooleanQuery = (name: string) => {
  const message = `Informe ${name} como true ou false.`;
  return z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');
};

/**
 * The spec's "quoted values joined by commas": `"CHINA","ALEMANHA"` → `['CHINA', 'ALEMANHA']`.
 * An empty value means no filter (`[]`). Values may not contain a double quote.
 */
export const zQuotedListQuery = (name: string) => {
  const message = `Informe ${name} como valores entre aspas separados por vírgula (ex.: "CHINA","ALEMANHA").`;
  return z
    .string({ error: message })
    .regex(/^("[^"]*"(,"[^"]*")*)?$/, message)
    .transform((value) => (value === '' ? [] : value.slice(1, -1).split('","')));
};

/** Optional free-text filter: blank text counts as absent (all values). */
export const zOptionalTextQuery = (name: string, max = 200) =>
  z
    .string({ error: `Informe ${name} como texto.` })
    .trim()
    .max(max, `${name} deve ter no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Storage period buckets (indicator keys and the process `storagePeriod`). */
export const ZStoragePeriod = z.enum([
  'PRIMEIRO_PERIODO',
  'SEGUNDO_PERIODO',
  'TERCEIRO_PERIODO',
  'QUARTO_PERIODO',
  'OUTROS',
]);
export type TStoragePeriod = z.infer<typeof ZStoragePeriod>;

/** Money and other decimal amounts in answers (BRL unless a currency says otherwise). */
export const ZMoney = z.number();
export const ZNullableMoney = ZMoney.nullable();

/** `{ name }` references of the process (customer.name, exporter.name, …); null when not linked. */
export const ZNamedRef = z.object({ name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;

/** `{ alias }` references of the process (destinationPort.alias, customsEnclosure.alias). */
export const ZAliasRef = z.object({ alias: z.string() });
export type TAliasRef = z.infer<typeof ZAliasRef>;

/** Path params of `{id}` calls. */
export const ZIdPathParams = z.object({ id: zIdQuery('id') });
export type TIdPathParams = z.input<typeof ZIdPathParams>;

/** Spec part 2 §8: the answer to a period whose end is before its start (calls and screens). */
export const END_BEFORE_START_MESSAGE = 'Data final não pode ser menor que data inicial.';
