import { formatWeight } from '../../../lib/format.ts';
import { BlockCard, SkeletonLines } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { FigureList } from './figure-list.tsx';

const kg = (value: number | undefined): string => formatWeight(value ?? 0);

/** Gross and net imported weight. */
export const WeightsBlock = ({ query, runId }: TBlockInput) => {
  const weights = useBiQuery(biBlockQueries.weights(query), runId);
  return (
    <BlockCard id="bi-weights" title="Pesos importados" isLoading={weights.isPending}>
      {weights.isPending ? (
        <SkeletonLines count={2} />
      ) : (
        <FigureList
          figures={[
            { key: 'bruto', label: 'Peso bruto', value: kg(weights.data?.peso_bruto) },
            { key: 'liquido', label: 'Peso líquido', value: kg(weights.data?.peso_liquido) },
          ]}
        />
      )}
    </BlockCard>
  );
};
