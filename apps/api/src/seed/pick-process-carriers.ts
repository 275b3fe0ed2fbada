import type { TRng } from './prng.ts';
import type { TSeedContext } from './process-context.ts';
import type { TProcessCarriers, TProcessRoute } from './process-draft.ts';
import { digits, letters } from './process-values.ts';
import { VESSELS } from './reference-data.ts';

type TPickCarriersOptions = {
  ctx: TSeedContext;
  rng: TRng;
  route: Pick<TProcessRoute, 'mode' | 'country'>;
};

/** Who carries the cargo, on what vehicle and under which transport document, by mode. */
export const pickProcessCarriers = ({ ctx, rng, route }: TPickCarriersOptions): TProcessCarriers => {
  const { mode, country } = route;
  const forwarder = mode === 'RODOVIARIA' ? null : rng.pick(ctx.forwarders);
  const shipowner =
    mode === 'MARITIMA'
      ? rng.pick(ctx.shipowners)
      : mode === 'AEREA'
        ? rng.pick(ctx.airlines)
        : rng.pick(ctx.roadCarriers);
  const conveyor = rng.pick(ctx.carriers);
  const warehouse = rng.chance(0.3) ? rng.pick(ctx.warehouses) : null;
  const vehicle =
    mode === 'MARITIMA'
      ? `${rng.pick(VESSELS)} / ${rng.int(100, 599)}${rng.pick(['W', 'E', 'S', 'N'])}`
      : mode === 'AEREA'
        ? `${rng.pick(['LA', 'LH', 'QR', 'EK'])}${rng.int(1000, 9999)}`
        : `${letters(rng, 3)}${rng.int(1, 9)}${letters(rng, 1)}${rng.int(10, 99)}`;
  const billOfLading =
    mode === 'MARITIMA'
      ? `${rng.pick(['MEDU', 'MAEU', 'CMDU', 'HLCU', 'COSU', 'EGLV'])}${letters(rng, 2)}${digits(rng, 6)}`
      : mode === 'AEREA'
        ? `${rng.pick(['045', '020', '157', '176'])}-${digits(rng, 8)}`
        : `${country === '063' ? 'AR' : country === '586' ? 'PY' : country === '845' ? 'UY' : 'CL'}.${digits(rng, 3)}.${digits(rng, 5)}`;
  return { forwarder, shipowner, conveyor, warehouse, vehicle, billOfLading };
};
