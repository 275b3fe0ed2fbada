import { type TBiTaxTotals } from '@pc/contract/bi';
import { formatBRL } from '../../../lib/format.ts';
import { BlockCard, SkeletonLines } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { FigureList } from './figure-list.tsx';

const TAXES: readonly { field: Exclude<keyof TBiTaxTotals, 'total'>; label: string }[] = [
  { field: 'ii', label: 'II' },
  { field: 'ipi', label: 'IPI' },
  { field: 'pis', label: 'PIS' },
  { field: 'cofins', label: 'COFINS' },
  { field: 'antidumping', label: 'ANTIDUMPING' },
  { field: 'siscomex', label: 'SISCOMEX' },
];

/** Tax totals of the period (BRL); a failed load reads R$ 0,00 (spec part 2 §5 fallback). */
export const TaxTotalsBlock = ({ query, runId }: TBlockInput) => {
  const taxes = useBiQuery(biBlockQueries.taxes(query), runId);
  return (
    <BlockCard id="bi-taxes" title="Total de impostos" isLoading={taxes.isPending}>
      {taxes.isPending ? (
        <SkeletonLines count={7} />
      ) : (
        <FigureList
          figures={[
            ...TAXES.map(({ field, label }) => ({
              key: field,
              label,
              value: formatBRL(taxes.data?.[field] ?? 0),
            })),
            { key: 'total', label: 'Total', value: formatBRL(taxes.data?.total ?? 0), isTotal: true },
          ]}
        />
      )}
    </BlockCard>
  );
};
