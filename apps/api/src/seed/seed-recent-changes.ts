import { and, asc, between, isNull, not } from 'drizzle-orm';
import type { TDbExecutor } from '../db/client.ts';
import { processes } from '../db/schema/processes.ts';
import { changeProcess } from '../core/process-trail/change-process.ts';
import { brtInstant, toDayNumber, toIsoDate } from './dates.ts';
import type { createRng } from './prng.ts';
import { ANALYSTS } from './reference-data.ts';

/** How many processes the demo's last week moved: enough for a lively history and digest. */
const RECENT_ETA_CHANGES = 40;
const RECENT_ETD_CHANGES = 20;

type TSeedRecentChangesOptions = {
  tx: TDbExecutor;
  rng: ReturnType<typeof createRng>;
  today: number;
};

/**
 * The last 7 days of the demo, as the broker's systems would have sent them: ETAs of cargo in
 * transit slipping and ETDs of bookings moving, each through the trail, so the history, the weekly
 * digest and the calendars agree. They are marked as already followed up: starting the demo must
 * not mail a week of old news.
 */
export const seedRecentChanges = async ({ tx, rng, today }: TSeedRecentChangesOptions): Promise<number> => {
  const open = and(not(processes.isConcluded), isNull(processes.datesDepartureDate));
  const inTransit = await tx
    .select({ companyId: processes.companyId, id: processes.id, eta: processes.datesEta })
    .from(processes)
    .where(
      and(
        not(processes.isConcluded),
        isNull(processes.datesArrivalDate),
        between(processes.datesEta, toIsoDate(today), toIsoDate(today + 30)),
      ),
    )
    .orderBy(asc(processes.id))
    .limit(RECENT_ETA_CHANGES);
  const booked = await tx
    .select({ companyId: processes.companyId, id: processes.id, etd: processes.datesEtd })
    .from(processes)
    .where(and(open, between(processes.datesEtd, toIsoDate(today + 1), toIsoDate(today + 45))))
    .orderBy(asc(processes.id))
    .limit(RECENT_ETD_CHANGES);

  const moves = [
    ...inTransit.map((row) => ({ ...row, field: 'datesEta' as const, day: row.eta })),
    ...booked.map((row) => ({ ...row, field: 'datesEtd' as const, day: row.etd })),
  ];
  let recorded = 0;
  for (const move of moves) {
    if (!move.day) continue;
    const shift = rng.pick([-2, 1, 2, 3, 4, 7]);
    const changedDay = today - rng.int(0, 6);
    const recordedChanges = await changeProcess({
      db: tx,
      companyId: move.companyId,
      processId: move.id,
      patch: { [move.field]: toIsoDate(toDayNumber(move.day) + shift) },
      source: 'SEED',
      author: rng.pick(ANALYSTS),
      now: brtInstant(changedDay, rng.int(8, 17), rng.int(0, 59)),
    });
    recorded += recordedChanges?.length ?? 0;
  }
  return recorded;
};
