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

/** Positive integer id in a path or query (coerced from text). */
export const ZIdParam = z.coerce.number().int().positive();

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

export const ZWeekday = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type TWeekday = z.infer<typeof ZWeekday>;

export const ZCurrencyCode = z.string().min(3).max(3);
