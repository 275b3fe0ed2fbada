import { COMPANY_UPSERT_ACTION } from '@pc/contract/admin-audit';
import { ENTITLEMENTS, type TCompanyEntitlements } from '@pc/contract/entitlements';
import type { TIngestCompanyEntitlements, TIngestCompanyResponse } from '@pc/contract/integration';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { canWriteCompany } from '../auth/service-client.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  toCompanyEntitlements,
  toEntitlementColumns,
  type TEntitlementColumns,
} from '../../db/repositories/company-repository.ts';
import { findCompaniesByCnpj, insertCompany, updateCompany } from './integration-repository.ts';

const NO_ENTITLEMENTS: TEntitlementColumns = {
  hasAnalytics: false,
  hasTransitTime: false,
  hasDelayedEtd: false,
  hasCashCalendarTxt: false,
};

export const OUTSIDE_LIST_MESSAGE =
  'Empresa não encontrada: este cliente de integração só altera as empresas da sua lista.';

export const ENTITLEMENTS_CHANGE_REFUSED =
  'Só um cliente de integração com acesso a todas as empresas pode alterar as funcionalidades (entitlements) de uma empresa.';

/** The entitlement columns the upsert would change (those given and different from the stored ones). */
const changedEntitlements = (
  current: TEntitlementColumns,
  entitlements: TIngestCompanyEntitlements | undefined,
): Partial<TEntitlementColumns> =>
  Object.fromEntries(
    Object.entries(toEntitlementColumns(entitlements ?? {})).filter(
      ([column, value]) => current[column as keyof TEntitlementColumns] !== value,
    ),
  );

/** The audit's before/after: the name and the entitlements (contract names) that differ. */
const changedValues = (
  before: { name: string; entitlements: TCompanyEntitlements },
  after: { name: string; entitlements: TCompanyEntitlements },
): { before: Record<string, unknown>; after: Record<string, unknown> } => {
  const keys = ENTITLEMENTS.filter((key) => before.entitlements[key] !== after.entitlements[key]);
  const pick = (values: typeof before) => ({
    ...(before.name === after.name ? {} : { name: values.name }),
    ...Object.fromEntries(keys.map((key) => [key, values.entitlements[key]])),
  });
  return { before: pick(before), after: pick(after) };
};

/**
 * Creates or updates a customer company by its CNPJ: its name and what it may see (entitlements;
 * an absent flag keeps its value, a new company starts with all off). A client limited to some
 * companies may only update those, and not their entitlements, which are the broker's to grant
 * (like the STAFF role); creating a company is for the broker-wide client.
 */
export const upsertCompany = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  ip: string | null;
  now: Date;
  cnpj: string;
  name: string;
  entitlements?: TIngestCompanyEntitlements | undefined;
}): Promise<TIngestCompanyResponse> => {
  const { db, caller, cnpj, name } = options;
  // Audited in the write's own transaction (the ERP's changes show on the Auditoria screen).
  const audit = {
    actor: caller.actor,
    action: COMPANY_UPSERT_ACTION,
    ip: options.ip,
    at: options.now,
  };
  return db.transaction(async (tx) => {
    const [current] = await findCompaniesByCnpj(tx, [cnpj]);
    // A limited client writes only its companies: any other CNPJ, registered or not, answers the
    // same 404 (the scope rule), so it never learns which companies the broker has.
    if (caller.companyIds && (!current || !canWriteCompany(caller, current.id))) {
      throw new AppError('NOT_FOUND', OUTSIDE_LIST_MESSAGE);
    }
    if (!current) {
      const columns = toEntitlementColumns(options.entitlements ?? {});
      const id = await insertCompany(tx, { federalId: cnpj, name, ...columns });
      const entitlements = toCompanyEntitlements({ ...NO_ENTITLEMENTS, ...columns });
      await recordAuditEvent(tx, {
        ...audit,
        subject: { type: 'company', id },
        companyId: id,
        before: null,
        after: { name, federalID: cnpj, ...entitlements },
      });
      return { result: 'created', id, cnpj };
    }
    const entitlements = changedEntitlements(current, options.entitlements);
    const hasEntitlementChange = Object.keys(entitlements).length > 0;
    if (hasEntitlementChange && caller.companyIds)
      throw new AppError('FORBIDDEN', ENTITLEMENTS_CHANGE_REFUSED);
    if (current.name === name && !hasEntitlementChange) return { result: 'unchanged', id: current.id, cnpj };
    await updateCompany(tx, { id: current.id, values: { name, ...entitlements } });
    await recordAuditEvent(tx, {
      ...audit,
      subject: { type: 'company', id: current.id },
      companyId: current.id,
      ...changedValues(
        { name: current.name, entitlements: toCompanyEntitlements(current) },
        { name, entitlements: toCompanyEntitlements({ ...current, ...entitlements }) },
      ),
    });
    return { result: 'updated', id: current.id, cnpj };
  });
};
