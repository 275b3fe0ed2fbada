import { useState } from 'react';
import { AnalyticsDialog } from '../analytics-dialog.tsx';
import { BlockCard, SkeletonLines } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { NcmTable } from './ncm-table.tsx';
import page from '../analytics.module.css';

/** Spec part 2 §9: the table shows 10 rows, the modal all. */
export const TOP_ROWS = 10;

/** 'Mercadorias por NCMs mais importadas' and its 'Todas as NCMs do Período' modal. */
export const NcmGoodsBlock = (input: TBlockInput) => {
  const goods = useBiQuery(biBlockQueries.ncmGoods(input.query), input.runId);
  const [isAllOpen, setAllOpen] = useState(false);
  const rows = goods.data ?? [];
  return (
    <BlockCard
      id="bi-ncm-goods"
      title="Mercadorias por NCMs mais importadas"
      isLoading={goods.isPending}
      actions={
        <button
          type="button"
          className={page.linkButton}
          disabled={goods.isPending || rows.length === 0}
          onClick={() => setAllOpen(true)}
        >
          Visualizar Todas as NCMs do Período
        </button>
      }
    >
      {goods.isPending ? (
        <SkeletonLines count={TOP_ROWS} />
      ) : (
        <NcmTable rows={rows.slice(0, TOP_ROWS)} label="Mercadorias por NCMs mais importadas" />
      )}
      <AnalyticsDialog title="Todas as NCMs do Período" isOpen={isAllOpen} onOpenChange={setAllOpen}>
        <NcmTable rows={rows} label="Todas as NCMs do Período" />
      </AnalyticsDialog>
    </BlockCard>
  );
};
