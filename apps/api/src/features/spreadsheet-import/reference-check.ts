import { SPREADSHEET_COLUMNS, type TSpreadsheetKind } from '@pc/contract/admin-spreadsheet';
import { processReference, typeOfProcessPrefix } from '@pc/contract/process';
import type { TDbExecutor } from '../../db/client.ts';
import type { TRowRefusal } from './import-tally.ts';
import type { TRowReference } from './sheet-rows.ts';
import { findProcessTypes } from './spreadsheet-import-repository.ts';

const REFERENCE_HEADER =
  SPREADSHEET_COLUMNS.processes.find((column) => column.field === 'identification')?.header ?? 'Processo';

/** Each type's name as the template's Tipo column offers it ('Conta e ordem'…). */
const TYPE_NAMES = new Map(
  Object.entries(
    SPREADSHEET_COLUMNS.processes.find((column) => column.field === 'typeOfProcess')?.choices ?? {},
  ).map(([label, value]) => [value, label]),
);
const typeName = (type: string): string =>
  TYPE_NAMES.get(type) ?? (type === 'ASSESSORIA' ? 'Assessoria' : type);

/** Why a reference's prefix contradicts its process's type (pt-BR, for the row's refusal). */
export const prefixMismatchReason = (options: {
  text: string;
  type: string;
  identification: number;
}): string =>
  `a referência ${options.text} não corresponde ao tipo do processo (${typeName(options.type)}): a referência dele é ${processReference(options.type, options.identification)}`;

/**
 * A row that names its process by a reference (PRI00812) must name it with its type's prefix: the
 * type the row gives (Tipo, on Processos), else the one an earlier Processos row of this import
 * gave, else the stored process's. A process the portal does not have yet, with no type given, is
 * left to the creation's own rule (which asks for Tipo). Nothing is ever renamed to fit.
 */
export const createReferenceCheck = (db: TDbExecutor) => {
  const declared = new Map<number, string>();
  const stored = new Map<number, string | null>();

  const storedType = async (identification: number): Promise<string | null> => {
    if (!stored.has(identification)) {
      const types = await findProcessTypes(db, [identification]);
      stored.set(identification, types.get(identification) ?? null);
    }
    return stored.get(identification) ?? null;
  };

  /** The row's refusal when its prefix contradicts the type; null when it agrees or gives no prefix. */
  const check = async (options: {
    kind: TSpreadsheetKind;
    values: Record<string, unknown>;
    reference: TRowReference | null;
  }): Promise<TRowRefusal | null> => {
    const { kind, values, reference } = options;
    const identification = values['identification'];
    if (typeof identification !== 'number') return null;
    const given = kind === 'processes' ? values['typeOfProcess'] : undefined;
    if (typeof given === 'string') declared.set(identification, given);
    if (!reference) return null;
    const type =
      (typeof given === 'string' ? given : undefined) ??
      declared.get(identification) ??
      (await storedType(identification));
    if (type === null || typeOfProcessPrefix(type) === reference.prefix) return null;
    return {
      column: REFERENCE_HEADER,
      reason: prefixMismatchReason({ text: reference.text, type, identification }),
    };
  };

  return { check };
};

export type TReferenceCheck = ReturnType<typeof createReferenceCheck>;
