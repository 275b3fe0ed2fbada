import { COMPANY_UPSERT_ACTION } from '@pc/contract/admin-audit';
import { ENTITLEMENTS, type TCompanyEntitlements } from '@pc/contract/entitlements';
import type {
  TIngestCompanyEntitlements,
  TIngestCompanyLandedCost,
  TIngestCompanyResponse,
} from '@pc/contract/integration';
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
import {
  findCompaniesByCnpj,
  insertCompany,
  updateCompany,
  type TLandedCostColumns,
} from './integration-repository.ts';

const NO_ENTITLEMENTS: TEntitlementColumns = {
  hasAnalytics: false,
  hasTransitTime: false,
  hasDelayedEtd: false,
  hasCashCalendarTxt: false,
  hasLandedCost: false,
};

/** The landed cost's settings given that differ from the stored ones (absent ones keep theirs). */
const changedLandedCost = (
  current: TLandedCostColumns | null,
  settings: TIngestCompanyLandedCost | undefined,
): Partial<TLandedCostColumns> => ({
  ...(settings?.allocation === undefined || settings.allocation === current?.landedCostAllocation
    ? {}
    : { landedCostAllocation: settings.allocation }),
  ...(settings?.taxRegime === undefined || settings.taxRegime === (current?.taxRegime ?? null)
    ? {}
    : { taxRegime: settings.taxRegime }),
});

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
  /** How its expenses are spread and its tax regime; the company's facts, which any of its clients may send. */
  landedCost?: TIngestCompanyLandedCost | undefined;
}): Promise<{ response: TIngestCompanyResponse; isFactsStale: boolean }> => {
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
      const settings = changedLandedCost(null, options.landedCost);
      const id = await insertCompany(tx, { federalId: cnpj, name, ...columns, ...settings });
      const entitlements = toCompanyEntitlements({ ...NO_ENTITLEMENTS, ...columns });
      await recordAuditEvent(tx, {
        ...audit,
        subject: { type: 'company', id },
        companyId: id,
        before: null,
        after: { name, federalID: cnpj, ...entitlements, ...settings },
      });
      return { response: { result: 'created', id, cnpj }, isFactsStale: false };
    }
    const entitlements = changedEntitlements(current, options.entitlements);
    const hasEntitlementChange = Object.keys(entitlements).length > 0;
    if (hasEntitlementChange && caller.companyIds)
      throw new AppError('FORBIDDEN', ENTITLEMENTS_CHANGE_REFUSED);
    const settings = changedLandedCost(current, options.landedCost);
    const hasSettingsChange = Object.keys(settings).length > 0;
    if (current.name === name && !hasEntitlementChange && !hasSettingsChange) {
      return { response: { result: 'unchanged', id: current.id, cnpj }, isFactsStale: false };
    }
    await updateCompany(tx, { id: current.id, values: { name, ...entitlements, ...settings } });
    const changed = changedValues(
      { name: current.name, entitlements: toCompanyEntitlements(current) },
      { name, entitlements: toCompanyEntitlements({ ...current, ...entitlements }) },
    );
    const settingsBefore = Object.fromEntries(
      Object.keys(settings).map((key) => [key, current[key as keyof TLandedCostColumns]]),
    );
    await recordAuditEvent(tx, {
      ...audit,
      subject: { type: 'company', id: current.id },
      companyId: current.id,
      before: { ...changed.before, ...settingsBefore },
      after: { ...changed.after, ...settings },
    });
    // The facts carry the company's name and, per item, its expense share and regime credits.
    const isFactsStale = current.name !== name || hasSettingsChange;
    return { response: { result: 'updated', id: current.id, cnpj }, isFactsStale };
  });
};
