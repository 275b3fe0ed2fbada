import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DUIMP_CHANNEL_WAIT_DAYS } from '@pc/contract/attention';
import type { TIngestDuimp } from '@pc/contract/duimp';
import type { TDuimpAttentionState } from '@pc/contract/duimp-filter';
import { duimpVersions } from '../../db/schema/duimp.ts';
import { processes } from '../../db/schema/processes.ts';

/** The LPCO status of an agency waiting on the importer (the Portal Único's EM_EXIGENCIA). */
export const LPCO_IN_REQUIREMENT = 'EM_EXIGENCIA';

/**
 * Situations in which a registered DUIMP is not waiting for its channel: not yet registered, cleared,
 * delivered or cancelled. Any other situation, unknown codes included, waits while no channel came.
 */
const NOT_AWAITING_CHANNEL = ['EM_ELABORACAO', 'DESEMBARACADA', 'ENTREGUE', 'CANCELADA'] as const;

/**
 * Joins a process to its current DUIMP version: the highest version of the number the process holds
 * (the ingestion keeps `duimp_identification` on the current number). The unique index on (company,
 * process, number, version) answers the join and the max.
 */
export const currentDuimpVersionOn: SQL = and(
  eq(processes.duimp, true),
  eq(duimpVersions.companyId, processes.companyId),
  eq(duimpVersions.processId, processes.id),
  eq(duimpVersions.number, processes.duimpIdentification),
  sql`${duimpVersions.version} = (
    select max(v.version) from duimp_versions v
    where v.company_id = ${processes.companyId} and v.process_id = ${processes.id}
      and v.number = ${processes.duimpIdentification})`,
) as SQL;

/** The current version has an LPCO in exigência. */
export const hasLpcoInRequirementSql: SQL = sql`exists (
  select 1 from jsonb_array_elements(${duimpVersions.document} -> 'lpcos') as lpco(value)
  where lpco.value ->> 'status' = ${LPCO_IN_REQUIREMENT})`;

/**
 * The day the oldest open requirement of an LPCO in exigência was opened (null when the ERP sent no
 * requirement for it): how long the agency has been waiting.
 */
export const lpcoRequirementSinceSql = sql<string | null>`(
  select min((requirement.value ->> 'openedOn')::date)::text
  from jsonb_array_elements(${duimpVersions.document} -> 'requirements') as requirement(value)
  where requirement.value ->> 'answeredOn' is null
    and requirement.value ->> 'lpcoNumber' in (
      select lpco.value ->> 'number' from jsonb_array_elements(${duimpVersions.document} -> 'lpcos') as lpco(value)
      where lpco.value ->> 'status' = ${LPCO_IN_REQUIREMENT}))`;

/**
 * Registered more than `days` days before `today`, with no channel, not cleared and in a situation
 * that still waits for one: everything that decides "aguardando canal".
 */
export const isAwaitingChannelSql = ({ today, days }: { today: SQL; days: number }): SQL =>
  and(
    sql`${duimpVersions.channel} is null`,
    sql`${processes.duimpResourcefulnessDate} is null`,
    sql`${duimpVersions.situation} not in (${sql.join(
      NOT_AWAITING_CHANNEL.map((code) => sql`${code}`),
      sql`, `,
    )})`,
    sql`${processes.duimpRegistryDate} < ${today} - ${days}::int`,
  ) as SQL;

/**
 * The process's current DUIMP version satisfies `condition`: what the Home's DUIMP rules join on, as a
 * condition a list can filter by, so a card's count and the list it opens hold the same processes.
 */
export const currentDuimpHasSql = (condition: SQL): SQL =>
  sql`exists (select 1 from ${duimpVersions} where ${currentDuimpVersionOn} and ${condition})`;

/**
 * What each DUIMP rule of "Precisa de atenção" asks of a process's current version, as of `today`
 * (São Paulo): the Home's rules join the version and the list's filter asks it through
 * currentDuimpHasSql, both from here, so a card's count and the list it opens cannot drift.
 */
export const duimpAttentionSql = (state: TDuimpAttentionState, today: SQL): SQL => {
  switch (state) {
    case 'lpcoRequirement':
      return hasLpcoInRequirementSql;
    case 'duimpAwaitingChannel':
      return isAwaitingChannelSql({ today, days: DUIMP_CHANNEL_WAIT_DAYS });
  }
};

/**
 * The three fields of a version the lead times read (duimp-milestones.ts), not the whole document:
 * the analytics rebuild reads thousands of batches, and the TRANSIT TIME tab every DUIMP of a period.
 */
export const duimpMilestoneFields = {
  registeredOn: sql<string | null>`${duimpVersions.document} ->> 'registeredOn'`,
  channelAssignedOn: sql<string | null>`${duimpVersions.document} ->> 'channelAssignedOn'`,
  lpcos: sql<TIngestDuimp['lpcos']>`${duimpVersions.document} -> 'lpcos'`,
};
