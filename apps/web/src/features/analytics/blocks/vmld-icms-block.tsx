import { formatBRL } from '../../../lib/format.ts';
import { BlockCard, SkeletonLines } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { FigureList } from './figure-list.tsx';

/** Total VMLD and ICMS of the period (BRL). */
export const VmldIcmsBlock = ({ query, runId }: TBlockInput) => {
  const totals = useBiQuery(biBlockQueries.vmldIcms(query), runId);
  return (
    <BlockCard id="bi-vmld-icms" title="Valores VMLD e ICMS" isLoading={totals.isPending}>
      {totals.isPending ? (
        <SkeletonLines count={2} />
      ) : (
        <FigureList
          figures={[
            { key: 'vmld', label: 'Total VMLD', value: formatBRL(totals.data?.total_vmld ?? 0) },
            { key: 'icms', label: 'Total ICMS', value: formatBRL(totals.data?.total_icms ?? 0) },
          ]}
        />
      )}
    </BlockCard>
  );
};
