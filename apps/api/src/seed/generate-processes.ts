import type { TTypeOfProcess } from '../db/schema/processes.ts';
import { buildProcessRow, drawProcessExtras } from './build-process-row.ts';
import { drawProcessProgress, drawProcessTimeline } from './draw-process-timeline.ts';
import { drawDeclarationNumbers, generateDeclarationItems } from './generate-declaration-items.ts';
import { generateFreightQuotations } from './generate-freight-quotations.ts';
import { generateProcessDocuments } from './generate-process-documents.ts';
import { drawCashRequest, generateInvoices } from './generate-process-finance.ts';
import { generateProcessHistory, generateUrgencyChange } from './generate-process-history.ts';
import { pickProcessCarriers } from './pick-process-carriers.ts';
import { pickProcessRoute } from './pick-process-route.ts';
import type { TRng } from './prng.ts';
import { emptyChunk, type TChunk, type TSeedContext } from './process-context.ts';
import type { TProcessBasics, TProcessDraft } from './process-draft.ts';

const PREFIX: Record<TTypeOfProcess, string> = { CONTA_E_ORDEM: 'PRI', ENCOMENDA: 'E', ACESSORIA: 'A' };

type TGenerateProcessOptions = { ctx: TSeedContext; rng: TRng; index: number; chunk: TChunk };

/** What the process is before any row is written: its parties, days, progress and numbers. */
const draftProcessBasics = ({ ctx, rng, index }: Omit<TGenerateProcessOptions, 'chunk'>): TProcessBasics => {
  const route = pickProcessRoute({ ctx, rng, index });
  const timeline = drawProcessTimeline({ rng, today: ctx.today, historyDays: ctx.historyDays, route });
  const progress = drawProcessProgress({ rng, today: ctx.today, timeline });
  const carriers = pickProcessCarriers({ ctx, rng, route });
  const declaration = drawDeclarationNumbers({ rng, timeline, progress });
  const identification = 20_001 + index;
  return {
    ...route,
    ...timeline,
    ...progress,
    ...carriers,
    ...declaration,
    processId: index + 1,
    identification,
    reference: `${PREFIX[route.typeOfProcess]}${String(identification).padStart(5, '0')}`,
    users: ctx.usersByCompany.get(route.companyId) ?? [],
  };
};

/**
 * One process with all its children. Every part draws from the process's own generator, in this
 * order: changing the order (or a draw) changes the demo data from that process on.
 */
const generateProcess = (options: TGenerateProcessOptions) => {
  const { ctx, rng, chunk } = options;
  const basics = draftProcessBasics(options);
  const invoices = generateInvoices({ ctx, rng, chunk, process: basics });
  const cash = drawCashRequest({ ctx, rng, chunk, process: { ...basics, ...invoices } });
  const extras = drawProcessExtras({ rng, process: { ...basics, ...invoices, ...cash } });
  const process: TProcessDraft = { ...basics, ...invoices, ...cash, ...extras };
  const stage = { ctx, rng, chunk, process };
  const row = buildProcessRow(stage);
  chunk.processes.push(row);
  generateProcessDocuments(stage);
  generateProcessHistory(stage);
  generateUrgencyChange(stage);
  generateFreightQuotations(stage);
  generateDeclarationItems({ ...stage, incoterm: row.incoterm ?? 'FOB' });
};

type TGenerateChunkOptions = { ctx: TSeedContext; firstIndex: number; count: number };

/** Generates `count` processes starting at `firstIndex` (0-based), with all their children. */
export const generateChunk = ({ ctx, firstIndex, count }: TGenerateChunkOptions): TChunk => {
  const chunk = emptyChunk();
  for (let index = firstIndex; index < firstIndex + count; index += 1) {
    generateProcess({ ctx, rng: ctx.rng.fork(index), index, chunk });
  }
  return chunk;
};
