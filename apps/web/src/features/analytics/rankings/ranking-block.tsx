import { useState } from 'react';
import { AnalyticsDialog } from '../analytics-dialog.tsx';
import { BlockCard } from '../block-card.tsx';
import type { TCountryCatalogue } from '../countries/country-catalogue.ts';
import { RankingList, RankingPlaceholder, type TRankingRow } from './ranking-list.tsx';
import page from '../analytics.module.css';

const TOP_ROWS = 10;

type TRankingBlockProps = {
  id: string;
  title: string;
  emptyText: string;
  allTitle: string;
  isPending: boolean;
  rows: readonly TRankingRow[];
  catalogue: TCountryCatalogue;
};

/** A top-10 list and the modal with every row of the period. */
export const RankingBlock = ({
  id,
  title,
  emptyText,
  allTitle,
  isPending,
  rows,
  catalogue,
}: TRankingBlockProps) => {
  const [isAllOpen, setAllOpen] = useState(false);
  return (
    <BlockCard
      id={id}
      title={title}
      isLoading={isPending}
      actions={
        <button
          type="button"
          className={page.linkButton}
          disabled={isPending || rows.length === 0}
          onClick={() => setAllOpen(true)}
        >
          Ver todos <span className="visually-hidden">({title})</span>
        </button>
      }
    >
      {isPending ? (
        <RankingPlaceholder count={TOP_ROWS} />
      ) : (
        <RankingList
          rows={rows.slice(0, TOP_ROWS)}
          catalogue={catalogue}
          emptyText={emptyText}
          label={title}
        />
      )}
      <AnalyticsDialog title={allTitle} isOpen={isAllOpen} onOpenChange={setAllOpen}>
        <RankingList rows={rows} catalogue={catalogue} emptyText={emptyText} label={allTitle} />
      </AnalyticsDialog>
    </BlockCard>
  );
};
